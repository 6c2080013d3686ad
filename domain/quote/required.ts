import { type Message, message } from '../i18n/message';
import type { Projet, QuoteCriteria } from './criteria';
import { TERMITES_CAVEAT, termitesRequiredForPostcode } from './termites';

/**
 * Which of the ten quote diagnostics the law requires for the visitor's answers (spec §5 table).
 * This is the *base* flag; the visitor can still add or remove a diagnostic (see selection.ts).
 */
export const DIAGNOSTIC_KEYS = [
  'dpe',
  'audit',
  'erp',
  'electricite',
  'gaz',
  'amiante',
  'plomb',
  'carrez',
  'boutin',
  'termites',
] as const;
export type DiagnosticKey = (typeof DIAGNOSTIC_KEYS)[number];

export const DIAGNOSTIC_LABELS: Readonly<Record<DiagnosticKey, string>> = {
  dpe: 'DPE',
  audit: 'Audit énergétique',
  erp: 'État des risques (ERP)',
  electricite: 'Électricité',
  gaz: 'Gaz',
  amiante: 'Amiante',
  plomb: 'Plomb (CREP)',
  carrez: 'Loi Carrez',
  boutin: 'Loi Boutin',
  termites: 'Termites',
};

export function isDiagnosticKey(value: string): value is DiagnosticKey {
  return (DIAGNOSTIC_KEYS as readonly string[]).includes(value);
}

type Criteria = Pick<
  QuoteCriteria,
  'projet' | 'bien' | 'copropriete' | 'construction' | 'gaz' | 'electricite' | 'dpeDeja' | 'dpeNote' | 'postcode'
>;

const sellOrRent = (c: Criteria) => c.projet === 'vendre' || c.projet === 'louer';
const dwelling = (c: Criteria) => c.bien === 'maison' || c.bien === 'appartement';

/**
 * Decisions where the table is silent:
 * - audit "not a condominium": anything but copropriete 'oui' (so an unanswered question counts as
 *   not a condominium; step 1 refuses to go on while it is unanswered anyway).
 * - audit "existing DPE graded E–G": also requires dpeDeja 'oui', since a grade without an existing
 *   DPE is a stale answer.
 * - electricite "not under 15 years": '+ 15 ans', 'Je ne sais pas' and unanswered all count.
 */
export function isRequired(key: DiagnosticKey, c: Criteria): boolean {
  switch (key) {
    case 'dpe':
      return c.dpeDeja !== 'oui';
    case 'audit':
      return (
        c.projet === 'vendre' &&
        c.bien === 'maison' &&
        c.copropriete !== 'oui' &&
        c.dpeDeja === 'oui' &&
        (c.dpeNote === 'E' || c.dpeNote === 'F' || c.dpeNote === 'G')
      );
    case 'erp':
      return sellOrRent(c);
    case 'electricite':
      return sellOrRent(c) && c.electricite !== 'electriciteMoins15' && dwelling(c);
    case 'gaz':
      return sellOrRent(c) && c.gaz === 'plus15' && dwelling(c);
    case 'amiante':
      return c.projet === 'vendre' && (c.construction === 'avant1949' || c.construction === '1949a1997');
    case 'plomb':
      return sellOrRent(c) && c.construction === 'avant1949' && dwelling(c);
    case 'carrez':
      return c.projet === 'vendre' && c.copropriete === 'oui';
    case 'boutin':
      return c.projet === 'louer' && dwelling(c);
    case 'termites':
      return c.projet === 'vendre' && termitesRequiredForPostcode(c.postcode);
  }
}

export function requiredKeys(c: Criteria): DiagnosticKey[] {
  return DIAGNOSTIC_KEYS.filter((k) => isRequired(k, c));
}

/** Why a diagnostic is required, in French, for the step-2 list; null when it is not required. */
export function requirementReason(key: DiagnosticKey, c: Criteria): string | null {
  if (!isRequired(key, c)) return null;
  switch (key) {
    case 'dpe':
      return 'Pas de DPE valide existant';
    case 'audit':
      return `Vente d'une maison hors copropriété classée ${c.dpeNote}`;
    case 'erp':
      return c.projet === 'louer' ? 'Obligatoire pour toute location' : 'Obligatoire pour toute vente';
    case 'electricite':
      return c.electricite === 'electricitePlus15'
        ? 'Installation de plus de 15 ans'
        : "Âge de l'installation inconnu (à vérifier, obligatoire au-delà de 15 ans)";
    case 'gaz':
      return 'Installation de plus de 15 ans';
    case 'amiante':
      return 'Permis de construire antérieur au 01/07/1997';
    case 'plomb':
      return 'Logement construit avant 1949';
    case 'carrez':
      return 'Vente en copropriété';
    case 'boutin':
      return "Location d'un logement vide ou meublé (surface habitable)";
    case 'termites':
      return `Département concerné par un arrêté termites (${TERMITES_CAVEAT})`;
  }
}

/**
 * How long a report stays valid (official durations, 2024–2025). Pass projet to get the sale- or
 * rental-specific value; without it both are given when they differ.
 * Sources: CCH art. R134-4-2/L126-26 (DPE 10 ans), R271-5 (amiante, plomb, termites, gaz,
 * électricité, ERP), L126-28-1 and arrêté du 4 mai 2022 (audit 5 ans), loi 2014-366 (location 6 ans).
 */
export function validityLabel(key: DiagnosticKey, projet?: Projet | ''): string {
  const byProjet = (vente: string, location: string) =>
    projet === 'vendre' ? vente : projet === 'louer' ? location : `${vente} (vente), ${location} (location)`;
  switch (key) {
    case 'dpe':
      return '10 ans';
    case 'audit':
      return '5 ans';
    case 'erp':
      return '6 mois';
    case 'electricite':
    case 'gaz':
      return byProjet('3 ans', '6 ans');
    case 'amiante':
      return "Illimitée en l'absence d'amiante (sinon contrôle sous 3 ans)";
    case 'plomb':
      return `Illimitée en l'absence de plomb (sinon ${byProjet('1 an', '6 ans')})`;
    case 'termites':
      return '6 mois';
    case 'carrez':
    case 'boutin':
      return 'Illimitée sauf travaux modifiant la surface';
  }
}

/** requirementReason as a catalogue key of `diag:quote.reason` (the French catalogue reads the same). */
export function requirementReasonMessage(key: DiagnosticKey, c: Criteria): Message | null {
  if (!isRequired(key, c)) return null;
  switch (key) {
    case 'audit':
      return message('diag:quote.reason.audit', { grade: c.dpeNote });
    case 'erp':
      return message(c.projet === 'louer' ? 'diag:quote.reason.erpRent' : 'diag:quote.reason.erpSale');
    case 'electricite':
      return message(c.electricite === 'electricitePlus15' ? 'diag:quote.reason.installationOld' : 'diag:quote.reason.electriciteUnknown');
    case 'gaz':
      return message('diag:quote.reason.installationOld');
    default:
      return message(`diag:quote.reason.${key}`);
  }
}

/** validityLabel as a catalogue key of `diag:quote.validity` (the French catalogue reads the same). */
export function validityMessage(key: DiagnosticKey, projet?: Projet | ''): Message {
  const variant = projet === 'vendre' ? 'sale' : projet === 'louer' ? 'rent' : 'both';
  switch (key) {
    case 'electricite':
    case 'gaz':
      return message(`diag:quote.validity.installation.${variant}`);
    case 'plomb':
      return message(`diag:quote.validity.plomb.${variant}`);
    case 'carrez':
    case 'boutin':
      return message('diag:quote.validity.surface');
    default:
      return message(`diag:quote.validity.${key}`);
  }
}
