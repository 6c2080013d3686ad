import { z } from 'zod';
import {
  CHARGES_MODES, DPE_EXEMPTIONS, ENERGY_LETTERS, FEATURE_FLAGS, FEES_PAYERS, type Features, type Listing, type ListingPhoto, PROPERTY_TYPES,
} from './listing';
import { DPE_NUMBER_PATTERN, normaliseDpeNumber } from '../dpe/numbers';

/**
 * The back-office listing editor's form (issue 32 item 1): one zod schema reads the posted fields
 * (plain POST, no script), whatever the state asked; `listingFromForm` turns them into the stored
 * listing. Field names are the listing's own paths ('sale.feePercent', 'energy.kind'…), so an issue
 * of `publishableListingSchema` lands next to its field.
 */

/** What the adviser chooses: the publication and the status in one list. */
export const EDITOR_STATES = ['draft', 'published', 'under-offer', 'sold', 'withdrawn'] as const;
export type EditorState = (typeof EDITOR_STATES)[number];
export const EDITOR_STATE_LABELS: Record<EditorState, string> = {
  draft: 'Brouillon',
  published: 'Publiée',
  'under-offer': 'Sous compromis',
  sold: 'Vendu',
  withdrawn: 'Retirée',
};
/** States that show the advert to the public: the compliance gate applies. */
export const PUBLIC_STATES: readonly EditorState[] = ['published', 'under-offer', 'sold'];

export const TRANSACTIONS = ['sale', 'rent'] as const;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : (v ?? null));
const decimal = (v: unknown) => (typeof v === 'string' ? v.replace(/\s/g, '').replace(',', '.') : v);
const NUMBER = 'Nombre attendu.';
const optionalNumber = (schema: z.ZodNumber) => z.preprocess((v) => blankToNull(decimal(v)), z.union([z.null(), z.coerce.number({ error: NUMBER }).pipe(schema)]));
const optionalInt = () => optionalNumber(z.number({ error: NUMBER }).int('Nombre entier attendu.').nonnegative('Nombre positif attendu.'));
const optionalMoney = () => optionalNumber(z.number({ error: NUMBER }).int('Montant en euros entiers.').nonnegative('Montant positif attendu.'));
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().max(max, `${max} caractères au plus.`).nullable());
const checkbox = z.preprocess((v) => v === 'on' || v === 'true' || v === '1', z.boolean());
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.preprocess(blankToNull, z.enum(values, { error: message }).nullable());

export const listingFormSchema = z.object({
  state: z.enum(EDITOR_STATES, { error: 'État inconnu.' }),
  transaction: z.enum(TRANSACTIONS, { error: 'Vente ou location ?' }),
  type: z.enum(PROPERTY_TYPES, { error: 'Type de bien inconnu.' }),
  title: z.string({ error: 'Titre obligatoire.' }).trim().min(1, 'Titre obligatoire.').max(120, '120 caractères au plus.'),
  description: z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string().max(8000, '8 000 caractères au plus.')),
  highlight: optionalText(80),
  price: optionalNumber(z.number({ error: NUMBER }).int('Prix en euros entiers.').positive('Prix positif attendu.')),
  zip: z.string({ error: 'Code postal obligatoire.' }).trim().regex(/^\d{5}$/, 'Code postal à 5 chiffres.'),
  city: z.string({ error: 'Commune obligatoire.' }).trim().min(1, 'Commune obligatoire.').max(80),
  area: optionalNumber(z.number({ error: NUMBER }).positive('Surface positive attendue.')),
  land: optionalNumber(z.number({ error: NUMBER }).positive('Surface positive attendue.')),
  rooms: optionalInt(),
  beds: optionalInt(),
  baths: optionalInt(),
  floor: optionalNumber(z.number({ error: NUMBER }).int('Nombre entier attendu.').min(-5).max(200)),
  heating: optionalText(80),
  parking: optionalInt(),
  year: optionalNumber(z.number({ error: NUMBER }).int('Année attendue.').min(1000, 'Année attendue.').max(2100, 'Année attendue.')),
  exclusive: checkbox,
  virtualTourUrl: z.preprocess(blankToNull, z.url({ error: 'Adresse web attendue (https://…).' }).nullable()),
  features: z.array(z.enum(FEATURE_FLAGS)),
  'sale.feePercent': optionalNumber(z.number({ error: NUMBER }).min(0, 'Entre 0 et 100 %.').max(100, 'Entre 0 et 100 %.')),
  'sale.feesPaidBy': choice(FEES_PAYERS, 'Acquéreur ou vendeur ?'),
  'sale.priceWithoutFees': optionalMoney(),
  'rent.charges': optionalMoney(),
  'rent.chargesMode': choice(CHARGES_MODES, 'Mode de règlement des charges inconnu.'),
  'rent.deposit': optionalMoney(),
  'rent.tenantFees': optionalMoney(),
  'rent.inventoryFee': optionalMoney(),
  'rent.furnished': checkbox,
  'energy.kind': z.enum(['none', 'dpe', 'exempt'], { error: 'Choix inconnu.' }),
  'energy.dpeLetter': choice(ENERGY_LETTERS, 'Lettre de A à G.'),
  'energy.kwhPerM2': optionalNumber(z.number({ error: NUMBER }).positive('Nombre positif attendu.')),
  'energy.gesLetter': choice(ENERGY_LETTERS, 'Lettre de A à G.'),
  'energy.co2KgPerM2': optionalNumber(z.number({ error: NUMBER }).nonnegative('Nombre positif attendu.')),
  'energy.costMin': optionalMoney(),
  'energy.costMax': optionalMoney(),
  'energy.costReferenceYear': optionalNumber(z.number({ error: NUMBER }).int().min(2015, 'Année entre 2015 et 2100.').max(2100, 'Année entre 2015 et 2100.')),
  'energy.highAltitude': checkbox,
  'energy.ademeNumber': z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? normaliseDpeNumber(v) : null),
    z.string().regex(DPE_NUMBER_PATTERN, 'Numéro de DPE invalide : 13 caractères attendus, par exemple 2429E1836524K.').nullable(),
  ),
  'energy.reason': choice(DPE_EXEMPTIONS, 'Raison inconnue.'),
  georisquesMention: checkbox,
  'coownership.lots': optionalNumber(z.number({ error: NUMBER }).int('Nombre entier attendu.').positive('Nombre positif attendu.')),
  'coownership.yearlyCharges': optionalMoney(),
  'coownership.procedureUnderway': checkbox,
  'coownership.procedureDetails': optionalText(500),
  adviserId: optionalText(100),
  /** The kept photos in their new order, with their alt texts (see `photoEdits`). */
  photos: z.array(z.object({ id: z.string().min(1), alt: z.string().trim().max(200, '200 caractères au plus.'), position: z.number(), remove: z.boolean() })),
  'newPhoto.src': z.preprocess(blankToNull, z.string().max(500).regex(/^(?!.*\.\.)[a-z0-9][a-z0-9/_.-]*\.(?:jpg|jpeg|png|webp|svg)$/, 'Choisissez une image de la médiathèque du site (ou le chemin d’une image du site, par exemple listings/photo.jpg).').nullable()),
  'newPhoto.alt': optionalText(200),
});
export type ListingFormValues = z.infer<typeof listingFormSchema>;

/** Field names of the form, for a refused post to keep what was typed. */
export const LISTING_FORM_FIELDS = Object.keys(listingFormSchema.shape).filter((k) => k !== 'features' && k !== 'photos');

/** The posted form as the schema reads it: text fields, the features' checkboxes, the photos' rows. */
export function formInput(get: (name: string) => string | null, getAll: (name: string) => string[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const name of LISTING_FORM_FIELDS) input[name] = get(name) ?? '';
  input.features = getAll('features');
  const ids = getAll('photo.id');
  input.photos = ids.map((id, i) => {
    const position = Number(get(`photo.${id}.position`) ?? i + 1);
    return { id, alt: get(`photo.${id}.alt`) ?? '', position: Number.isFinite(position) ? position : i + 1, remove: get(`photo.${id}.remove`) === 'on' };
  });
  return input;
}

/** Zod issues as one French message per field (the first). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    const key = path[0] === 'photos' && typeof issue.path[1] === 'number' ? 'photos' : path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}

/** The photos after the editor's reorder, alt texts and removals; a new one appended (the upload seam feeds it too). */
export function photoEdits(current: readonly ListingPhoto[], edits: ListingFormValues['photos'], added: ListingPhoto | null): ListingPhoto[] {
  const byId = new Map(edits.map((e, i) => [e.id, { ...e, index: i }]));
  const kept = current
    .filter((p) => !byId.get(p.id)?.remove)
    .map((p, i) => ({ photo: { ...p, alt: byId.get(p.id)?.alt ?? p.alt }, position: byId.get(p.id)?.position ?? i + 1, index: byId.get(p.id)?.index ?? i }))
    .sort((a, b) => a.position - b.position || a.index - b.index)
    .map((k) => k.photo);
  return added ? [...kept, added] : kept;
}

/** The commune the zip and town name name (resolved by the caller from the official list). */
export interface FormCommune {
  insee: string;
  name: string;
  zip: string;
  dep: string;
  region: string;
  coords: { lat: number; lng: number } | null;
}

/** Stored publication, status and offer flag of a state. */
export function stateColumns(state: EditorState, transaction: (typeof TRANSACTIONS)[number]): { publication: Listing['publication']; status: Listing['status']; underOffer: boolean } {
  const publication = state === 'draft' ? 'draft' : state === 'withdrawn' ? 'withdrawn' : 'published';
  return { publication, status: state === 'sold' ? 'sold' : transaction, underOffer: state === 'under-offer' };
}

/** The editor's state of a stored listing. */
export function stateOf(listing: Pick<Listing, 'publication' | 'status'>, underOffer: boolean): EditorState {
  if (listing.publication === 'draft') return 'draft';
  if (listing.publication === 'withdrawn') return 'withdrawn';
  if (listing.status === 'sold') return 'sold';
  return underOffer ? 'under-offer' : 'published';
}

/**
 * The listing the form describes, over the stored one (`base`: id, slug, adviser, sites, dates).
 * Terms follow the transaction: the shown price is the price fees included, or the rent with charges.
 * Missing parts stay missing (null): the gate says what they are.
 */
export function listingFromForm(v: ListingFormValues, base: Pick<Listing, 'id' | 'slug' | 'adviserId' | 'siteIds' | 'publishedAt'>, commune: FormCommune, photos: ListingPhoto[]): { listing: Listing; underOffer: boolean } {
  const { publication, status, underOffer } = stateColumns(v.state, v.transaction);
  const price = v.price ?? 0;
  const forSale = v.transaction === 'sale';
  const sale: Listing['sale'] =
    forSale && v['sale.feePercent'] !== null && v['sale.feesPaidBy'] !== null
      ? { priceFeesIncluded: price, feePercent: v['sale.feePercent'], feesPaidBy: v['sale.feesPaidBy'], priceWithoutFees: v['sale.feesPaidBy'] === 'acquereur' ? v['sale.priceWithoutFees'] : null }
      : null;
  const rent: Listing['rent'] =
    !forSale && v['rent.charges'] !== null && v['rent.chargesMode'] !== null && v['rent.deposit'] !== null && v['rent.tenantFees'] !== null && v['rent.inventoryFee'] !== null
      ? { rentChargesIncluded: price, charges: v['rent.charges'], chargesMode: v['rent.chargesMode'], deposit: v['rent.deposit'], tenantFees: v['rent.tenantFees'], inventoryFee: v['rent.inventoryFee'], furnished: v['rent.furnished'] }
      : null;
  let energy: Listing['energy'] = null;
  if (v['energy.kind'] === 'exempt' && v['energy.reason']) energy = { kind: 'exempt', reason: v['energy.reason'] };
  if (v['energy.kind'] === 'dpe') {
    const e = { dpeLetter: v['energy.dpeLetter'], kwhPerM2: v['energy.kwhPerM2'], gesLetter: v['energy.gesLetter'], co2KgPerM2: v['energy.co2KgPerM2'], costMin: v['energy.costMin'], costMax: v['energy.costMax'], costReferenceYear: v['energy.costReferenceYear'] };
    if (Object.values(e).every((x) => x !== null)) energy = {
        kind: 'dpe',
        ...(e as { [K in keyof typeof e]: NonNullable<(typeof e)[K]> }),
        ...(v['energy.ademeNumber'] ? { ademeNumber: v['energy.ademeNumber'] } : {}),
        ...(v['energy.highAltitude'] ? { highAltitude: true } : {}),
      };
  }
  const coownership: Listing['coownership'] =
    v['coownership.lots'] !== null && v['coownership.yearlyCharges'] !== null
      ? { lots: v['coownership.lots'], yearlyCharges: v['coownership.yearlyCharges'], procedureUnderway: v['coownership.procedureUnderway'], procedureDetails: v['coownership.procedureUnderway'] ? v['coownership.procedureDetails'] : null }
      : null;
  const features = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, v.features.includes(f)])) as Features;
  return {
    underOffer,
    listing: {
      ...base,
      status,
      publication,
      type: v.type,
      title: v.title,
      description: v.description,
      highlight: v.highlight,
      price,
      city: commune.name,
      zip: commune.zip,
      insee: commune.insee,
      department: commune.dep,
      region: commune.region,
      coords: commune.coords,
      area: v.area,
      land: v.land,
      rooms: v.rooms,
      beds: v.beds,
      baths: v.baths,
      floor: v.floor,
      heating: v.heating,
      parking: v.parking,
      year: v.year,
      exclusive: v.exclusive,
      virtualTourUrl: v.virtualTourUrl,
      features,
      photos,
      sale,
      rent,
      energy,
      georisquesMention: v.georisquesMention,
      coownership,
    },
  };
}

/**
 * Where an issue of the gate is shown: its own field when the form has one, else the first field of
 * its group ('sale' → the fee percentage, 'energy' → the DPE choice).
 */
export function fieldOfIssue(path: string): string {
  const groups: Record<string, string> = {
    sale: 'sale.feePercent',
    'sale.priceFeesIncluded': 'price',
    rent: 'rent.charges',
    'rent.rentChargesIncluded': 'price',
    energy: 'energy.kind',
    coownership: 'coownership.lots',
    photos: 'photos',
    coords: 'city',
    insee: 'city',
    department: 'city',
    region: 'city',
    status: 'state',
    publication: 'state',
  };
  if (groups[path]) return groups[path];
  if (path.startsWith('photos.')) return 'photos';
  if (path.startsWith('features')) return 'features';
  return path;
}

/** A stored listing as the form's text values (features and photos apart). */
export function valuesOf(l: Listing, underOffer: boolean): Record<string, string> {
  const s = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));
  const on = (b: boolean | undefined) => (b ? 'on' : '');
  const dpe = l.energy?.kind === 'dpe' ? l.energy : null;
  return {
    state: stateOf(l, underOffer),
    transaction: l.status === 'rent' ? 'rent' : 'sale',
    type: l.type,
    title: l.title,
    description: l.description,
    highlight: s(l.highlight),
    price: l.price > 0 ? String(l.price) : '',
    zip: l.zip,
    city: l.city,
    area: s(l.area),
    land: s(l.land),
    rooms: s(l.rooms),
    beds: s(l.beds),
    baths: s(l.baths),
    floor: s(l.floor),
    heating: s(l.heating),
    parking: s(l.parking),
    year: s(l.year),
    exclusive: on(l.exclusive),
    virtualTourUrl: s(l.virtualTourUrl),
    'sale.feePercent': s(l.sale?.feePercent),
    'sale.feesPaidBy': s(l.sale?.feesPaidBy),
    'sale.priceWithoutFees': s(l.sale?.priceWithoutFees),
    'rent.charges': s(l.rent?.charges),
    'rent.chargesMode': s(l.rent?.chargesMode),
    'rent.deposit': s(l.rent?.deposit),
    'rent.tenantFees': s(l.rent?.tenantFees),
    'rent.inventoryFee': s(l.rent?.inventoryFee),
    'rent.furnished': on(l.rent?.furnished),
    'energy.kind': l.energy?.kind ?? 'none',
    'energy.dpeLetter': s(dpe?.dpeLetter),
    'energy.kwhPerM2': s(dpe?.kwhPerM2),
    'energy.gesLetter': s(dpe?.gesLetter),
    'energy.co2KgPerM2': s(dpe?.co2KgPerM2),
    'energy.costMin': s(dpe?.costMin),
    'energy.costMax': s(dpe?.costMax),
    'energy.costReferenceYear': s(dpe?.costReferenceYear),
    'energy.highAltitude': on(dpe?.highAltitude),
    'energy.ademeNumber': s(dpe?.ademeNumber),
    'energy.reason': l.energy?.kind === 'exempt' ? l.energy.reason : '',
    georisquesMention: on(l.georisquesMention),
    'coownership.lots': s(l.coownership?.lots),
    'coownership.yearlyCharges': s(l.coownership?.yearlyCharges),
    'coownership.procedureUnderway': on(l.coownership?.procedureUnderway),
    'coownership.procedureDetails': s(l.coownership?.procedureDetails),
    adviserId: l.adviserId,
  };
}
