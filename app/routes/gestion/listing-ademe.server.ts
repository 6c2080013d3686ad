import { checkAgainstCertificate, certificateFacts } from '../../../domain/listings/ademe-check';
import { DPE_NUMBER_PATTERN, normaliseDpeNumber } from '../../../domain/dpe/numbers';
import type { DpeSource } from '../../../server/clients/ademe/index.server';

/** The ADEME answer's time limit within the editor's request. */
const ADEME_TIMEOUT_MS = 8_000;

export type AdemeAnswer = {
  status: number;
  errors: Record<string, string>;
  typed: Record<string, string> & { features?: string };
  notes: Record<string, string>;
  /** The line said above the form. */
  message: string | null;
};

/**
 * The editor's 'Remplir ou vérifier avec l’ADEME' (issue 32 item 3): the certificate of the typed
 * ADEME number, through the DPE simulator's client (cached, bounded), fills the empty DPE fields and
 * flags the typed ones that differ. Nothing is saved: the adviser reviews and saves. An unknown number
 * or ADEME failing is a French message next to the field (a 4xx/503, never a 500).
 */
export async function ademeAnswer(dpe: DpeSource, typed: Record<string, string> & { features?: string }, now = new Date()): Promise<AdemeAnswer> {
  const refuse = (status: number, message: string): AdemeAnswer => ({ status, errors: { 'energy.ademeNumber': message }, typed, notes: {}, message: null });
  const raw = (typed['energy.ademeNumber'] ?? '').trim();
  if (!raw) return refuse(400, 'Saisissez le numéro ADEME du DPE (13 caractères, par exemple 2429E1836524K).');
  const number = normaliseDpeNumber(raw);
  if (!DPE_NUMBER_PATTERN.test(number)) return refuse(400, 'Numéro de DPE invalide : 13 caractères attendus, par exemple 2429E1836524K.');
  let lookup;
  try {
    lookup = await dpe.lookup(number, AbortSignal.timeout(ADEME_TIMEOUT_MS));
  } catch {
    lookup = { status: 'error' as const };
  }
  if (lookup.status === 'not-found') return refuse(404, `Aucun DPE ${number} dans les données de l’ADEME : vérifiez le numéro.`);
  if (lookup.status === 'error') return refuse(503, 'Les données de l’ADEME ne répondent pas pour le moment : réessayez plus tard. Rien n’a été changé.');
  const facts = certificateFacts(lookup.record, now);
  if (!facts.ok) return refuse(422, facts.message);
  const checked = checkAgainstCertificate({ ...typed, 'energy.ademeNumber': number }, facts.facts);
  const flagged = Object.values(checked.notes).some((n) => n.includes('Vérifiez'));
  return {
    status: 200,
    errors: {},
    typed: { ...checked.values, features: typed.features ?? '' },
    notes: checked.notes,
    message: flagged ? `DPE ${number} lu à l’ADEME : des valeurs saisies diffèrent du certificat, elles sont signalées et n’ont pas été changées. Rien n’est enregistré avant « Enregistrer ».` : `DPE ${number} lu à l’ADEME : les champs vides sont remplis. Rien n’est enregistré avant « Enregistrer ».`,
  };
}
