import type { FeatureFlag, PropertyType } from './listing';

/**
 * One line of a SeLoger "Poliris" annonces.csv (spec v4.09, 31 May 2021: headerless, fields separated
 * by `!#`, the ORDER alone gives a field's meaning) read as the listing editor's form fields, so the
 * import runs the editor's own schema and compliance gate (issue 32 item 4). Ranks below are the
 * spec's, 1-based. What the format cannot say (the Géorisques mention is printed by our pages) is
 * not invented; what it says that we do not model is ignored.
 */
export const POLIRIS = {
  reference: 2,
  offerType: 3,
  propertyType: 4,
  zip: 5,
  city: 6,
  price: 11,
  fees: 15,
  area: 16,
  land: 17,
  rooms: 18,
  beds: 19,
  title: 20,
  description: 21,
  charges: 23,
  floor: 24,
  furnished: 26,
  year: 27,
  baths: 29,
  balconies: 39,
  lift: 41,
  cellar: 42,
  parkings: 43,
  terrace: 48,
  airConditioning: 64,
  pool: 65,
  disabledAccess: 66,
  exclusive: 83,
  virtualTour: 104,
  contactEmail: 107,
  deposit: 161,
  technicalId: 175,
  energyKwh: 176,
  energyLetter: 177,
  gesKg: 178,
  gesLetter: 179,
  coownership: 258,
  lots: 259,
  coownershipCharges: 260,
  procedure: 261,
  procedureDetails: 262,
  feesPaidBy: 302,
  priceWithoutFees: 303,
  chargesMode: 304,
  inventoryFee: 306,
  energyCostMin: 326,
  energyCostMax: 327,
  energyCostYear: 328,
} as const;

/** Photos 1–9 (ranks 85–93, titles 94–102), 10–20 (164–174, titles 274–284), 21–30 (264–273, titles 285–294). */
export const PHOTO_RANKS: ReadonlyArray<{ file: number; title: number }> = [
  ...Array.from({ length: 9 }, (_, i) => ({ file: 85 + i, title: 94 + i })),
  ...Array.from({ length: 11 }, (_, i) => ({ file: 164 + i, title: 274 + i })),
  ...Array.from({ length: 10 }, (_, i) => ({ file: 264 + i, title: 285 + i })),
];

/** The fewest fields a line must have: up to the technical id (rank 175). Later fields may be absent (older versions). */
export const POLIRIS_MIN_FIELDS = POLIRIS.technicalId;

const TYPES: Record<string, PropertyType> = {
  appartement: 'Appartement',
  'maison/villa': 'Maison',
  maison: 'Maison',
  'maison avec terrain': 'Maison',
  villa: 'Villa',
  terrain: 'Terrain',
  'parking/box': 'Parking',
  immeuble: 'Immeuble',
  chateau: 'Château',
  'hotel particulier': 'Maison',
  'lo/atelier/surface': 'Loft',
  loft: 'Loft',
};

export interface PolirisPhoto {
  /** A file name inside the ZIP, or an address (http…). */
  source: string;
  title: string;
}

export type PolirisLine =
  | { ok: true; key: string; reference: string; contactEmail: string | null; form: Record<string, string>; features: FeatureFlag[]; photos: PolirisPhoto[] }
  | { ok: false; key: string | null; reference: string | null; reasons: string[] };

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();
const yes = (v: string) => fold(v) === 'oui';
/** A Poliris decimal ("12.56"; some software writes "12,56") as the form's text. */
const number = (v: string) => v.trim().replace(',', '.');
/** A whole number of euros from a decimal price ("1250000.00" → "1250000"); anything else is left for the form to refuse. */
const euros = (v: string) => {
  const n = number(v);
  return /^\d+(\.\d+)?$/.test(n) ? String(Math.round(Number(n))) : n;
};

/** The energy letter field: A–G, or VI (blank DPE) / NS (not subject). */
function energyOf(letter: string): { kind: 'dpe' | 'exempt' | 'none'; letter?: string; reason?: string } {
  const l = letter.trim().toUpperCase();
  if (/^[A-G]$/.test(l)) return { kind: 'dpe', letter: l };
  if (l === 'VI') return { kind: 'exempt', reason: 'vierge' };
  if (l === 'NS') return { kind: 'exempt', reason: 'non-soumis' };
  return { kind: 'none' };
}

/** A technical id usable in our listing ids: letters, digits, '-', '_' (30 at most, as the spec says). */
export const POLIRIS_KEY = /^[A-Za-z0-9_-]{1,30}$/;

/**
 * Reads one line's fields (already split by the CSV parser). Refused, with French reasons, when the
 * line cannot be a listing of ours at all (no technical id, an offer type we do not publish); every
 * other problem is left to the editor's schema and gate, which say it field by field.
 */
export function polirisLine(fields: readonly string[]): PolirisLine {
  const at = (rank: number) => (fields[rank - 1] ?? '').trim();
  const key = at(POLIRIS.technicalId) || null;
  const reference = at(POLIRIS.reference) || null;
  const reasons: string[] = [];
  if (fields.length < POLIRIS_MIN_FIELDS) reasons.push(`Ligne incomplète : ${fields.length} champs au lieu d’au moins ${POLIRIS_MIN_FIELDS} (identifiant technique au rang 175).`);
  else if (!key) reasons.push('Identifiant technique (rang 175) manquant : la ligne ne peut pas être rapprochée d’une annonce.');
  else if (!POLIRIS_KEY.test(key)) reasons.push('Identifiant technique (rang 175) invalide : lettres, chiffres, « - » et « _ », 30 caractères au plus.');
  const offer = fold(at(POLIRIS.offerType));
  const transaction = offer === 'vente' || offer === 'vente de prestige' ? 'sale' : offer === 'location' ? 'rent' : null;
  if (fields.length >= POLIRIS_MIN_FIELDS && !transaction) reasons.push(`Type d’annonce « ${at(POLIRIS.offerType)} » non publié sur nos sites (vente ou location seulement).`);
  const type = TYPES[fold(at(POLIRIS.propertyType))];
  if (fields.length >= POLIRIS_MIN_FIELDS && !type) reasons.push(`Type de bien « ${at(POLIRIS.propertyType)} » inconnu.`);
  if (reasons.length || !key || !transaction || !type) return { ok: false, key, reference, reasons };

  const energy = energyOf(at(POLIRIS.energyLetter));
  const payer = at(POLIRIS.feesPaidBy);
  const mode = at(POLIRIS.chargesMode);
  const form: Record<string, string> = {
    transaction,
    type,
    title: at(POLIRIS.title),
    description: at(POLIRIS.description).replace(/<br\s*\/?>/gi, '\n'),
    price: euros(at(POLIRIS.price)),
    zip: at(POLIRIS.zip),
    city: at(POLIRIS.city),
    area: number(at(POLIRIS.area)),
    land: number(at(POLIRIS.land)),
    rooms: at(POLIRIS.rooms),
    beds: at(POLIRIS.beds),
    baths: at(POLIRIS.baths),
    floor: at(POLIRIS.floor),
    parking: at(POLIRIS.parkings),
    year: at(POLIRIS.year),
    exclusive: yes(at(POLIRIS.exclusive)) ? 'on' : '',
    virtualTourUrl: at(POLIRIS.virtualTour),
    // Our pages print the Géorisques mention on every advert that sets this flag.
    georisquesMention: 'on',
    'energy.kind': energy.kind,
    'energy.dpeLetter': energy.letter ?? '',
    'energy.kwhPerM2': energy.kind === 'dpe' ? number(at(POLIRIS.energyKwh)) : '',
    'energy.gesLetter': energy.kind === 'dpe' ? at(POLIRIS.gesLetter).toUpperCase() : '',
    'energy.co2KgPerM2': energy.kind === 'dpe' ? number(at(POLIRIS.gesKg)) : '',
    'energy.costMin': energy.kind === 'dpe' ? euros(at(POLIRIS.energyCostMin)) : '',
    'energy.costMax': energy.kind === 'dpe' ? euros(at(POLIRIS.energyCostMax)) : '',
    'energy.costReferenceYear': energy.kind === 'dpe' ? at(POLIRIS.energyCostYear) : '',
    'energy.reason': energy.reason ?? '',
  };
  if (transaction === 'sale') {
    form['sale.feePercent'] = number(at(POLIRIS.fees));
    // 1 buyer, 2 seller, 3 both: a buyer share makes the buyer's mentions mandatory.
    form['sale.feesPaidBy'] = payer === '2' ? 'vendeur' : payer === '1' || payer === '3' ? 'acquereur' : '';
    form['sale.priceWithoutFees'] = euros(at(POLIRIS.priceWithoutFees));
  } else {
    form['rent.charges'] = euros(at(POLIRIS.charges));
    form['rent.chargesMode'] = mode === '1' ? 'forfait' : mode === '2' ? 'provisions' : mode === '3' ? 'remboursement' : '';
    form['rent.deposit'] = euros(at(POLIRIS.deposit));
    form['rent.tenantFees'] = euros(at(POLIRIS.fees));
    form['rent.inventoryFee'] = euros(at(POLIRIS.inventoryFee));
    form['rent.furnished'] = yes(at(POLIRIS.furnished)) ? 'on' : '';
  }
  if (yes(at(POLIRIS.coownership))) {
    form['coownership.lots'] = at(POLIRIS.lots);
    form['coownership.yearlyCharges'] = euros(at(POLIRIS.coownershipCharges));
    form['coownership.procedureUnderway'] = yes(at(POLIRIS.procedure)) ? 'on' : '';
    form['coownership.procedureDetails'] = at(POLIRIS.procedureDetails);
  }
  const features: FeatureFlag[] = [];
  if (Number(at(POLIRIS.land)) > 0 && type === 'Maison') features.push('jardin');
  if (yes(at(POLIRIS.terrace))) features.push('terrasse');
  if (Number(at(POLIRIS.balconies)) > 0) features.push('balcon');
  if (Number(at(POLIRIS.parkings)) > 0) features.push('parking');
  if (yes(at(POLIRIS.cellar))) features.push('cave');
  if (yes(at(POLIRIS.lift))) features.push('ascenseur');
  if (yes(at(POLIRIS.pool))) features.push('piscine');
  if (yes(at(POLIRIS.airConditioning))) features.push('clim');
  if (yes(at(POLIRIS.disabledAccess))) features.push('handi');
  const photos = PHOTO_RANKS.map((r) => ({ source: at(r.file), title: at(r.title) })).filter((p) => p.source !== '');
  const email = at(POLIRIS.contactEmail).toLowerCase();
  return { ok: true, key, reference: reference ?? key, contactEmail: email || null, form, features, photos };
}
