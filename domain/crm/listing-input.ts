import { z } from 'zod';
import {
  CHARGES_MODES, DPE_EXEMPTIONS, ENERGY_LETTERS, FEATURE_FLAGS, FEES_PAYERS, type Listing, type ListingPhoto, PROPERTY_TYPES,
} from '../listings/listing';
import { EDITOR_STATES, type FormCommune, type ListingFormValues, listingFromForm, PUBLIC_STATES, TRANSACTIONS } from '../listings/listing-form';
import { publishableListingSchema } from '../listings/publishable';
import { DPE_NUMBER_PATTERN, normaliseDpeNumber } from '../dpe/numbers';

/**
 * A listing as the network's CRM sends it (issue 34): the back-office editor's fields as JSON, one
 * zod schema for the server's check and the OpenAPI document. The listing it describes is built by
 * the editor's own `listingFromForm`, so both ways in store the same thing; the compliance gate
 * (`publishableListingSchema`) then decides whether a public state may be stored.
 */
const NUMBER = 'Nombre attendu.';
const money = () => z.number({ error: NUMBER }).int({ error: 'Montant en euros entiers.' }).nonnegative({ error: 'Montant positif attendu.' });
const count = () => z.number({ error: NUMBER }).int({ error: 'Nombre entier attendu.' }).nonnegative({ error: 'Nombre positif attendu.' });
const area = () => z.number({ error: NUMBER }).positive({ error: 'Surface positive attendue.' });
const text = (max: number) => z.string({ error: 'Texte attendu.' }).trim().max(max, { error: `${max} caractères au plus.` });

export const listingPhotoInputSchema = z.strictObject({
  src: z
    .string({ error: 'Texte attendu.' })
    .max(500)
    .regex(/^(?!.*\.\.)[a-z0-9][a-z0-9/_.-]*\.(?:jpg|jpeg|png|webp|svg)$/, { error: 'Chemin d’une image du site (par exemple listings/photo.jpg) ou de sa médiathèque (uploads/…).' }),
  alt: text(200).meta({ description: 'Le texte alternatif (obligatoire pour publier).' }),
});

export const listingInputSchema = z
  .strictObject({
    adviserId: text(120).min(1, { error: 'Champ obligatoire.' }).meta({ description: 'Le conseiller de l’annonce (son identifiant chez nous, voir /advisers/external/{externalId}).' }),
    state: z.enum(EDITOR_STATES, { error: `État inconnu : ${EDITOR_STATES.join(', ')}.` }).meta({ description: 'draft : enregistrée sans être montrée ; published, under-offer, sold : montrée, après le contrôle des mentions légales ; withdrawn : retirée.' }),
    transaction: z.enum(TRANSACTIONS, { error: 'sale ou rent.' }),
    type: z.enum(PROPERTY_TYPES, { error: 'Type de bien inconnu.' }),
    title: text(120).min(1, { error: 'Titre obligatoire.' }),
    description: text(8000).default(''),
    highlight: text(80).nullable().default(null),
    price: z.number({ error: NUMBER }).int({ error: 'Prix en euros entiers.' }).positive({ error: 'Prix positif attendu.' }).nullable().default(null).meta({ description: 'Vente : prix honoraires inclus ; location : loyer charges comprises, par mois.' }),
    zip: z.string({ error: 'Texte attendu.' }).regex(/^\d{5}$/, { error: 'Code postal à 5 chiffres.' }),
    city: text(80).min(1, { error: 'Commune obligatoire.' }),
    area: area().nullable().default(null),
    land: area().nullable().default(null),
    rooms: count().nullable().default(null),
    beds: count().nullable().default(null),
    baths: count().nullable().default(null),
    floor: z.number({ error: NUMBER }).int({ error: 'Nombre entier attendu.' }).min(-5).max(200).nullable().default(null),
    heating: text(80).nullable().default(null),
    parking: count().nullable().default(null),
    year: z.number({ error: NUMBER }).int().min(1000, { error: 'Année attendue.' }).max(2100, { error: 'Année attendue.' }).nullable().default(null),
    exclusive: z.boolean({ error: 'true ou false.' }).default(false),
    virtualTourUrl: z.url({ error: 'Adresse web attendue (https://…).' }).max(500).nullable().default(null),
    features: z.array(z.enum(FEATURE_FLAGS, { error: `Équipement inconnu : ${FEATURE_FLAGS.join(', ')}.` })).max(FEATURE_FLAGS.length).default([]),
    sale: z
      .strictObject({ feePercent: z.number({ error: NUMBER }).min(0, { error: 'Entre 0 et 100 %.' }).max(100, { error: 'Entre 0 et 100 %.' }), feesPaidBy: z.enum(FEES_PAYERS, { error: 'acquereur ou vendeur.' }), priceWithoutFees: money().nullable().default(null) })
      .nullable()
      .default(null),
    rent: z
      .strictObject({ charges: money(), chargesMode: z.enum(CHARGES_MODES, { error: `Mode inconnu : ${CHARGES_MODES.join(', ')}.` }), deposit: money(), tenantFees: money(), inventoryFee: money(), furnished: z.boolean({ error: 'true ou false.' }).default(false) })
      .nullable()
      .default(null),
    energy: z
      .discriminatedUnion('kind', [
        z.strictObject({
          kind: z.literal('dpe'),
          dpeLetter: z.enum(ENERGY_LETTERS, { error: 'Lettre de A à G.' }),
          kwhPerM2: z.number({ error: NUMBER }).positive(),
          gesLetter: z.enum(ENERGY_LETTERS, { error: 'Lettre de A à G.' }),
          co2KgPerM2: z.number({ error: NUMBER }).nonnegative(),
          costMin: money(),
          costMax: money(),
          costReferenceYear: z.number({ error: NUMBER }).int().min(2015, { error: 'Année entre 2015 et 2100.' }).max(2100, { error: 'Année entre 2015 et 2100.' }),
          highAltitude: z.boolean().default(false),
          // The certificate's ADEME number: the property page links to it on the observatory (decision 0138).
          ademeNumber: z
            .string()
            .transform(normaliseDpeNumber)
            .pipe(z.string().regex(DPE_NUMBER_PATTERN, { error: 'Numéro de DPE invalide : 13 caractères attendus, par exemple 2429E1836524K.' }))
            .nullable()
            .default(null),
        }),
        z.strictObject({ kind: z.literal('exempt'), reason: z.enum(DPE_EXEMPTIONS, { error: `Raison inconnue : ${DPE_EXEMPTIONS.join(', ')}.` }) }),
      ], { error: 'energy.kind : dpe ou exempt.' })
      .nullable()
      .default(null),
    georisquesMention: z.boolean({ error: 'true ou false.' }).default(false),
    coownership: z
      .strictObject({ lots: z.number({ error: NUMBER }).int().positive(), yearlyCharges: money(), procedureUnderway: z.boolean().default(false), procedureDetails: text(500).nullable().default(null) })
      .nullable()
      .default(null),
    photos: z.array(listingPhotoInputSchema).max(50, { error: '50 photos au plus.' }).default([]),
  })
  .meta({ id: 'ListingInput' });

export type ListingInput = z.infer<typeof listingInputSchema>;

/** A state change alone (PATCH): the same gate applies when the new state shows the advert. */
export const listingStateUpdateSchema = z.strictObject({ state: z.enum(EDITOR_STATES, { error: `État inconnu : ${EDITOR_STATES.join(', ')}.` }) }).meta({ id: 'ListingStateUpdate' });

/** The editor's form values for this input (the form's dotted names), so `listingFromForm` builds the listing. */
export function formValuesOf(input: ListingInput): ListingFormValues {
  const dpe = input.energy?.kind === 'dpe' ? input.energy : null;
  return {
    state: input.state,
    transaction: input.transaction,
    type: input.type,
    title: input.title,
    description: input.description,
    highlight: input.highlight || null,
    price: input.price,
    zip: input.zip,
    city: input.city,
    area: input.area,
    land: input.land,
    rooms: input.rooms,
    beds: input.beds,
    baths: input.baths,
    floor: input.floor,
    heating: input.heating || null,
    parking: input.parking,
    year: input.year,
    exclusive: input.exclusive,
    virtualTourUrl: input.virtualTourUrl,
    features: [...new Set(input.features)],
    'sale.feePercent': input.sale?.feePercent ?? null,
    'sale.feesPaidBy': input.sale?.feesPaidBy ?? null,
    'sale.priceWithoutFees': input.sale?.priceWithoutFees ?? null,
    'rent.charges': input.rent?.charges ?? null,
    'rent.chargesMode': input.rent?.chargesMode ?? null,
    'rent.deposit': input.rent?.deposit ?? null,
    'rent.tenantFees': input.rent?.tenantFees ?? null,
    'rent.inventoryFee': input.rent?.inventoryFee ?? null,
    'rent.furnished': input.rent?.furnished ?? false,
    'energy.kind': input.energy?.kind ?? 'none',
    'energy.dpeLetter': dpe?.dpeLetter ?? null,
    'energy.kwhPerM2': dpe?.kwhPerM2 ?? null,
    'energy.gesLetter': dpe?.gesLetter ?? null,
    'energy.co2KgPerM2': dpe?.co2KgPerM2 ?? null,
    'energy.costMin': dpe?.costMin ?? null,
    'energy.costMax': dpe?.costMax ?? null,
    'energy.costReferenceYear': dpe?.costReferenceYear ?? null,
    'energy.highAltitude': dpe?.highAltitude ?? false,
    'energy.ademeNumber': dpe?.ademeNumber ?? null,
    'energy.reason': input.energy?.kind === 'exempt' ? input.energy.reason : null,
    georisquesMention: input.georisquesMention,
    'coownership.lots': input.coownership?.lots ?? null,
    'coownership.yearlyCharges': input.coownership?.yearlyCharges ?? null,
    'coownership.procedureUnderway': input.coownership?.procedureUnderway ?? false,
    'coownership.procedureDetails': input.coownership?.procedureDetails || null,
    adviserId: input.adviserId,
    photos: [],
    'newPhoto.src': null,
    'newPhoto.alt': null,
  };
}

/** The photos as stored: a stable id per position, so the same body twice is the same listing. */
export function photosOf(input: ListingInput): ListingPhoto[] {
  return input.photos.map((p, i) => ({ id: `crm-${i + 1}`, src: p.src, alt: p.alt }));
}

/** The listing this input describes over the stored base (id, slug, adviser, sites, first publication). */
export function listingFromInput(input: ListingInput, base: Pick<Listing, 'id' | 'slug' | 'adviserId' | 'siteIds' | 'publishedAt'>, commune: FormCommune): { listing: Listing; underOffer: boolean } {
  return listingFromForm(formValuesOf(input), base, commune, photosOf(input));
}

/** Where a gate issue (a path in the stored listing) points in the API's body (RFC 6901). */
export function inputPointerOf(path: string): string {
  if (path === 'sale.priceFeesIncluded' || path === 'rent.rentChargesIncluded') return '/price';
  if (['coords', 'insee', 'department', 'region'].includes(path)) return '/city';
  if (path === 'publication') return '/state';
  return `/${path.split('.').join('/')}`;
}

/**
 * The compliance gate of the listings issue for the API (decision 0126): a state that shows the advert
 * needs a price and every legal mention `publishableListingSchema` checks. Every issue, with where it
 * points in the body; empty when the listing may be stored as asked.
 */
export function publicationIssues(listing: Listing, state: ListingInput['state'], transaction: ListingInput['transaction']): { pointer: string; detail: string }[] {
  const issues: { pointer: string; detail: string }[] = [];
  if (state === 'sold' && transaction === 'rent') issues.push({ pointer: '/state', detail: 'Un bien à louer ne se vend pas : choisissez « withdrawn » quand il est loué.' });
  if (!PUBLIC_STATES.includes(state)) return issues;
  if (listing.price <= 0) issues.push({ pointer: '/price', detail: 'Prix obligatoire pour publier.' });
  const checked = publishableListingSchema.safeParse(listing);
  if (!checked.success) for (const issue of checked.error.issues) issues.push({ pointer: inputPointerOf(issue.path.map(String).join('.')), detail: issue.message });
  return issues;
}
