import type { DiagCrm } from '../diag/crm';
import { splitCrmList } from '../diag/crm';
import { DIAGNOSTIC_LABELS, type DiagnosticKey } from '../quote/required';
import { addDays, type CalendarDay } from './calendar-day';
import { formatEuros, type Amounts, type Cents } from './money';

/** How long a devis holds its price (issue 33 item 2). */
export const QUOTE_VALIDITY_DAYS = 30;

/** The firm price as stored with the lead (`payload.firmPrice`, decision 0096). */
export interface StoredFirmPrice {
  lines: Array<{ key: DiagnosticKey; listHt: Cents; ht: Cents; freeInPack: boolean }>;
  diagnosticsHt: Cents;
  discount: { basisPoints: number; ht: Cents };
  travelHt: Cents;
  total: Amounts;
}

export interface QuoteDocument {
  reference: string;
  issuedOn: CalendarDay;
  validUntil: CalendarDay;
  /** The business's legal identity: only what its CRM record has, never made up. */
  identity: Array<[label: string, value: string]>;
  customer: string[];
  /** Label and amount before tax (already formatted). */
  lines: Array<[label: string, amount: string]>;
  totals: Array<[label: string, amount: string]>;
  conditions: string[];
}

/** '1 234,50 €' with plain spaces: the PDF's standard fonts have no narrow no-break space. */
export const euros = (cents: Cents): string => formatEuros(cents).replace(/[\u202f\u00a0]/g, ' ');

/** '28/12/2026' for a calendar day (as the confirmation writes it). */
export const frenchDay = (day: CalendarDay): string => day.split('-').reverse().join('/');

/** 'devis-<ref>.pdf': the reference is the lead id's first eight characters, upper case. */
export function quoteReference(leadId: string): string {
  return `D-${leadId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

export interface QuoteDocumentInput {
  leadId: string;
  businessName: string;
  crm: DiagCrm;
  customer: { name: string; email: string; propertyAddress: string };
  /** The day the quote was made (Paris). */
  issuedOn: CalendarDay;
  price: StoredFirmPrice;
}

/** What the devis says, worked out once; the PDF only draws it. */
export function quoteDocument(input: QuoteDocumentInput): QuoteDocument {
  const { crm, price } = input;
  const certifiers = splitCrmList(crm.ActivOrganismeCertificateur);
  const identity: Array<[string, string | undefined]> = [
    ['Raison sociale', input.businessName],
    ['Forme juridique', crm.TypeOfCompany],
    ['SIRET', crm.SIRET],
    ['N° de TVA intracommunautaire', crm.TVANumber],
    ['Adresse', crm.Address],
    ['Assurance responsabilité civile professionnelle', crm.ActivAssurance],
    [certifiers.length > 1 ? 'Organismes de certification' : 'Organisme de certification', certifiers.join(', ') || undefined],
    ['N° de certification', splitCrmList(crm.ActivNumeroCertification).join(', ') || undefined],
  ];
  const lines: Array<[string, string]> = price.lines.map((line) => [
    `${DIAGNOSTIC_LABELS[line.key] ?? line.key}${line.freeInPack ? ' (offert dans le pack)' : ''}`,
    euros(line.ht),
  ]);
  if (price.discount.ht > 0) lines.push([`Remise pack (${price.discount.basisPoints / 100} %)`, `-${euros(price.discount.ht)}`]);
  if (price.travelHt > 0) lines.push(['Frais de déplacement', euros(price.travelHt)]);
  const validUntil = addDays(input.issuedOn, QUOTE_VALIDITY_DAYS);
  return {
    reference: quoteReference(input.leadId),
    issuedOn: input.issuedOn,
    validUntil,
    identity: identity.filter((row): row is [string, string] => typeof row[1] === 'string' && row[1] !== ''),
    customer: [input.customer.name, input.customer.email, input.customer.propertyAddress].filter(Boolean),
    lines,
    totals: [
      ['Total HT', euros(price.total.ht)],
      ['TVA 20 %', euros(price.total.vat)],
      ['Total TTC', euros(price.total.ttc)],
    ],
    conditions: [
      `Devis valable ${QUOTE_VALIDITY_DAYS} jours, jusqu’au ${frenchDay(validUntil)} inclus.`,
      'Prix ferme pour le bien et les diagnostics décrits ; une surface ou un bien différents sur place donnent un nouveau devis.',
      'Prix en euros ; TVA au taux normal de 20 % (CGI, art. 278).',
      'Le rendez-vous peut être annulé sans frais jusqu’à 24 heures avant, par le lien de l’e-mail de confirmation.',
      'Droit de rétractation de 14 jours (Code de la consommation, art. L. 221-18) : voir l’e-mail de confirmation.',
    ],
  };
}
