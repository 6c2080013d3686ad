import { BIEN_OPTIONS, CONSTRUCTION_OPTIONS, DPE_NOTE_OPTIONS, ELECTRICITE_OPTIONS, GAZ_OPTIONS, OUI_NON_OPTIONS, PIECES_OPTIONS, PROJET_OPTIONS } from '../quote/criteria';
import { singleLine } from '../input/bounded-input';
import { formatParisDateTime } from '../format/paris-time';

/**
 * How a lead's payload reads in the e-mail to the business: each known field under a French label,
 * its value in words ('Oui', 'Dans le mois', 'mardi 1 décembre 2026 à 9h00'), technical fields (ids,
 * slugs, coordinates, what another line already says) left out. The labels follow the forms' own
 * wording. A field no rule knows keeps its key, so nothing a visitor sent is ever dropped.
 */

type Format = 'euros' | 'm2' | 'km' | 'text';
interface FieldRule {
  label: string;
  /** Value → words, for coded answers. */
  values?: Record<string, string>;
  format?: Format;
}

const options = (list: readonly { value: string; label: string }[]) => Object.fromEntries(list.map((o) => [o.value, o.label]));

/** Payload paths never shown: identifiers and slugs, coordinates, and codes another line spells out. */
const HIDDEN = new Set([
  'advisorId',
  'conseiller.id',
  'adviser.id',
  'adviser.slug',
  'bien.id',
  'bien.slug',
  'property.citycode',
  'property.cp',
  'property.conseiller',
  'commune.insee',
  'criteria.lat',
  'criteria.lon',
  'selectedDiagnostics',
  'rendezVousDate',
  'when',
]);

const KIND_VALUES = { message: 'Message', devis: 'Demande de devis', rdv: 'Demande de rendez-vous', estimation: 'Estimation' };

/** Rules by full path first (`utm.utm_source`), then by last key (`surface`). */
const BY_PATH: Record<string, FieldRule> = {
  'utm.utm_source': { label: 'Campagne : source' },
  'utm.utm_medium': { label: 'Campagne : support' },
  'utm.utm_campaign': { label: 'Campagne : nom' },
  'utm.utm_term': { label: 'Campagne : mot-clé' },
  'utm.utm_content': { label: 'Campagne : annonce' },
  'utm.gclid': { label: 'Campagne : identifiant de clic Google Ads' },
  'conseiller.nom': { label: 'Conseiller' },
  'conseiller.email': { label: 'E-mail du conseiller' },
  'adviser.name': { label: 'Conseiller' },
  'bien.titre': { label: 'Bien' },
  'bien.prix': { label: 'Prix du bien', format: 'euros' },
  'bien.ville': { label: 'Ville du bien' },
  'commune.name': { label: 'Commune' },
  'property.address': { label: 'Adresse du bien' },
  'property.type': { label: 'Type de bien' },
  'property.condition': { label: 'État du bien', values: { renover: 'À rénover', entretenu: 'Bien entretenu', renove: 'Rénové' } },
  'property.objective': { label: 'Objectif', values: { vendre: 'Vendre', acheter: 'Acheter' } },
  'property.timing': { label: 'Échéance', values: { '1m': 'Dans le mois', '1-3m': 'Dans 1 à 3 mois', '3-6m': 'Dans 3 à 6 mois', '6m+': 'Dans 6 mois et plus' } },
  'property.surface': { label: 'Surface habitable', format: 'm2' },
  'property.landSurface': { label: 'Surface du terrain', format: 'm2' },
  'property.rooms': { label: 'Pièces' },
  'property.baths': { label: 'Salles de bain' },
  'property.year': { label: 'Année de construction' },
  'property.parking': { label: 'Places de parking' },
  'property.garage': { label: 'Garages' },
  'criteria.projet': { label: 'Projet', values: options(PROJET_OPTIONS) },
  'criteria.bien': { label: 'Type de bien', values: options(BIEN_OPTIONS) },
  'criteria.copropriete': { label: 'En copropriété', values: options(OUI_NON_OPTIONS) },
  'criteria.construction': { label: 'Permis de construire', values: options(CONSTRUCTION_OPTIONS) },
  'criteria.gaz': { label: 'Installation de gaz', values: options(GAZ_OPTIONS) },
  'criteria.electricite': { label: 'Installation électrique', values: options(ELECTRICITE_OPTIONS) },
  'criteria.pieces': { label: 'Pièces', values: options(PIECES_OPTIONS) },
  'criteria.surface': { label: 'Surface', format: 'm2' },
  'criteria.address': { label: 'Adresse du bien' },
  'criteria.postcode': { label: 'Code postal' },
  'criteria.city': { label: 'Ville' },
  'criteria.date': { label: 'Date souhaitée' },
  'criteria.dpeDeja': { label: 'DPE déjà réalisé', values: options(OUI_NON_OPTIONS) },
  'criteria.dpeNote': { label: 'Classe du DPE actuel', values: options(DPE_NOTE_OPTIONS) },
  'criteres.offre': { label: 'Recherche' },
  'criteres.typesBiens': { label: 'Types de biens' },
  'criteres.localites': { label: 'Localités' },
  'criteres.proximiteKm': { label: 'Rayon autour des localités', format: 'km' },
  'criteres.prixMin': { label: 'Prix minimum', format: 'euros' },
  'criteres.prixMax': { label: 'Prix maximum', format: 'euros' },
  'criteres.chambresMin': { label: 'Chambres minimum' },
  'criteres.chambresMax': { label: 'Chambres maximum' },
  'criteres.surfMin': { label: 'Surface minimum', format: 'm2' },
  'criteres.surfMax': { label: 'Surface maximum', format: 'm2' },
  'criteres.exterieur': { label: 'Extérieur' },
};

const BY_KEY: Record<string, FieldRule> = {
  kind: { label: 'Type de demande', values: KIND_VALUES },
  context: { label: 'Formulaire d’origine' },
  address: { label: 'Adresse du bien' },
  pageUrl: { label: 'Page d’envoi' },
  url: { label: 'Page d’envoi' },
  depuisUrl: { label: 'Page d’envoi' },
  freebie: { label: 'Document demandé', values: { 'tableau-des-diags': 'Tableau des diagnostics' } },
  company: { label: 'Société' },
  typeBien: { label: 'Type de bien' },
  surface: { label: 'Surface', format: 'm2' },
  adresse: { label: 'Adresse du bien' },
  cpVille: { label: 'Code postal et ville' },
  details: { label: 'Précisions' },
  preferedDate: { label: 'Date souhaitée' },
  timeWindow: { label: 'Moment de la journée' },
  civility: { label: 'Civilité', values: { madame: 'Madame', monsieur: 'Monsieur' } },
  selectedDiagnosticLabels: { label: 'Diagnostics demandés' },
  isRendezVous: { label: 'Rendez-vous souhaité' },
  rendezVousLabel: { label: 'Créneau choisi' },
  profile: { label: 'Profil' },
  accept: { label: 'Conditions acceptées' },
  consentement: { label: 'Consentement au traitement des données' },
  meetingAt: { label: 'Réunion d’information' },
};

const NUMBER = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const number = (n: number) => NUMBER.format(n).replace(/[\s\u202f]/g, '\u00a0');
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

function withUnit(value: string, format: Format | undefined): string {
  const n = Number(value);
  if (format === undefined || format === 'text' || value === '' || !Number.isFinite(n)) return value;
  const unit = format === 'euros' ? '€' : format === 'm2' ? 'm²' : 'km';
  return `${number(n)}\u00a0${unit}`;
}

function words(value: unknown, rule: FieldRule | undefined): string {
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatParisDateTime(value) ?? value;
  const text = String(value);
  return rule?.values?.[text] ?? withUnit(text, rule?.format);
}

export interface PayloadLine {
  label: string;
  value: string;
}

/** The range the visitor was shown at the end of the valuation funnel, as one line. */
function estimateLine(value: unknown): PayloadLine | null {
  if (!value || typeof value !== 'object') return null;
  const e = value as { kind?: unknown; low?: unknown; high?: unknown };
  if (e.kind === 'range' && typeof e.low === 'number' && typeof e.high === 'number') {
    return { label: 'Estimation affichée', value: `entre ${withUnit(String(e.low), 'euros')} et ${withUnit(String(e.high), 'euros')}` };
  }
  return { label: 'Estimation affichée', value: 'aucune fourchette (données de prix insuffisantes pour ce lieu)' };
}

// Deeper than this, a payload's rest is summarised: the walk never recurses without bound.
const MAX_DEPTH = 8;

function compactJson(value: object): string {
  try {
    return JSON.stringify(value);
  } catch {
    return '(données imbriquées omises)';
  }
}

function listItem(v: unknown, rule: FieldRule | undefined): string {
  if (v && typeof v === 'object') {
    // A place of an alert ({label, zip…}) reads as its label.
    const label = (v as { label?: unknown }).label;
    return typeof label === 'string' ? label : compactJson(v);
  }
  return words(v, rule);
}

function walk(value: unknown, path: string[], depth: number, out: PayloadLine[]): void {
  if (value === null || value === undefined || value === '') return;
  const key = path.join('.');
  if (HIDDEN.has(key)) return;
  const rule = BY_PATH[key] ?? BY_KEY[path[path.length - 1] ?? ''];
  const label = singleLine(rule?.label ?? (key || 'Données'));
  if (key === 'estimate') {
    const line = estimateLine(value);
    if (line) out.push(line);
    return;
  }
  if (typeof value === 'object' && depth >= MAX_DEPTH) {
    out.push({ label, value: '(données imbriquées omises)' });
    return;
  }
  if (Array.isArray(value)) {
    if (value.length) out.push({ label, value: singleLine(value.map((v) => listItem(v, rule)).join(', ')) });
    return;
  }
  if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(v, [...path, k], depth + 1, out);
    return;
  }
  out.push({ label, value: singleLine(words(value, rule)) });
}

/** The payload as labelled lines, in the order it was sent. */
export function payloadLines(payload: unknown): PayloadLine[] {
  const out: PayloadLine[] = [];
  walk(payload, [], 0, out);
  return out;
}
