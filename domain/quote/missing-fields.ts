import type { QuoteCriteria } from './criteria';

/** Title of the step-1 alert (spec §5). */
export const MISSING_FIELDS_TITLE = 'Merci de compléter tous les champs. Les champs suivants sont manquants';

/**
 * Labels of the unanswered step-1 questions, in the spec's order.
 *
 * Choice: the spec's list has no label for the "existing DPE yes/no" question, but also says "all
 * fields are required". An unanswered dpeDeja silently means "no DPE" (the DPE becomes required and
 * is quoted), which a visitor who has one would not notice; so it is reported as 'DPE existant',
 * placed just before 'Note DPE' so the spec's labels keep their order.
 *
 * 'Adresse du bien' checks the address text only: the postcode is filled by picking a suggestion,
 * and refusing a typed address when autocomplete is down would block the visitor (termites are
 * then simply not pre-selected).
 */
export function missingFields(c: QuoteCriteria): string[] {
  const missing: string[] = [];
  if (!c.projet) missing.push('Type de projet');
  if (!c.bien) missing.push('Type de bien');
  if (!c.copropriete) missing.push('Copropriété');
  if (!c.construction) missing.push('Année de construction');
  if (!c.gaz) missing.push('Installation gaz');
  if (!c.electricite) missing.push('Installation électrique');
  if (!c.pieces) missing.push('Nombre de pièces');
  if (!c.surface) missing.push('Surface');
  if (!c.address.trim()) missing.push('Adresse du bien');
  if (!c.dpeDeja) missing.push('DPE existant');
  if (c.dpeDeja === 'oui' && !c.dpeNote) missing.push('Note DPE');
  return missing;
}
