import { z } from 'zod';
import { DPE_NUMBER_PATTERN } from '../dpe/numbers';

/**
 * A property advert: the spec's Listing and Property detail (§3) plus what French law requires an
 * advert to show (arrêté du 10 janvier 2017 on fees, décret 2022-780 on energy, décret 2022-1289 on
 * Géorisques, loi ALUR on co-ownership). `listingSchema` reads any stored listing;
 * `publishableListingSchema` (publishable.ts) refuses one that lacks a mandatory mention.
 */

export const LISTING_STATUSES = ['sale', 'rent', 'sold'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** The buyer-request form's property types (spec §3), of which the quick search offers the first three. */
export const PROPERTY_TYPES = [
  'Appartement', 'Maison', 'Terrain',
  'Autre', 'Bastide', 'Cabanon', 'Cave', 'Chalet', 'Château', 'Duplex', 'Ferme', 'Garage', 'Grange', 'Immeuble', 'Loft',
  'Maison de village', 'Mas', 'Parking', 'Propriete', 'Rez de jardin', 'Rez de villa', 'Studio', 'Terrain agricole',
  'Terrain de loisir', 'Terrain à batir', 'Triplex', 'Viager', 'Viager appartement', 'Viager maison', 'Villa',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const QUICK_SEARCH_TYPES = ['Maison', 'Appartement', 'Terrain'] as const;

/** Types that are not dwellings: no energy diagnosis, no rooms. */
export const NON_DWELLING_TYPES: readonly PropertyType[] = ['Terrain', 'Terrain agricole', 'Terrain de loisir', 'Terrain à batir', 'Parking', 'Garage', 'Cave'];
export const LAND_TYPES: readonly PropertyType[] = ['Terrain', 'Terrain agricole', 'Terrain de loisir', 'Terrain à batir'];
/** Types sold as lots of a co-ownership building: the advert must say so (loi ALUR). */
export const FLAT_TYPES: readonly PropertyType[] = ['Appartement', 'Studio', 'Duplex', 'Triplex', 'Loft', 'Rez de jardin', 'Viager appartement'];

export function isDwelling(type: PropertyType): boolean {
  return !NON_DWELLING_TYPES.includes(type);
}

/** The advanced flags of §3 'Quick search state' that describe the property itself. */
export const FEATURE_FLAGS = ['jardin', 'terrasse', 'balcon', 'parking', 'cave', 'ascenseur', 'piscine', 'clim', 'handi'] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const ENERGY_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyLetter = (typeof ENERGY_LETTERS)[number];

/** Wording the law requires for F and G dwellings (art. L.126-33 CCH, décret 2022-780). */
export const EXCESSIVE_ENERGY_WORDING = 'Logement à consommation énergétique excessive';
/** Mention every advert must carry (décret 2022-1289, art. L.125-5 code de l'environnement). */
export const GEORISQUES_MENTION = 'Les informations sur les risques auxquels ce bien est exposé sont disponibles sur le site Géorisques : www.georisques.gouv.fr';

/** Listings published less than 7 days ago are 'Nouveau' (spec: isNew, the moins7 filter). */
export const NEW_LISTING_DAYS = 7;
export function isNewListing(publishedAt: string | Date, now: Date = new Date()): boolean {
  const at = typeof publishedAt === 'string' ? Date.parse(publishedAt) : publishedAt.getTime();
  if (!Number.isFinite(at)) return false;
  const age = now.getTime() - at;
  return age >= 0 && age < NEW_LISTING_DAYS * 86_400_000;
}

export const FEES_PAYERS = ['acquereur', 'vendeur'] as const;
export const CHARGES_MODES = ['provisions', 'forfait', 'remboursement'] as const;
export const CHARGES_MODE_LABELS: Record<(typeof CHARGES_MODES)[number], string> = {
  provisions: 'provisions sur charges avec régularisation annuelle',
  forfait: 'forfait de charges',
  remboursement: 'remboursement sur justificatifs',
};
export const DPE_EXEMPTIONS = ['non-soumis', 'vierge'] as const;

const money = z.number().int().nonnegative();
const positive = z.number().positive();

export const photoSchema = z.object({
  id: z.string().min(1),
  src: z.string().min(1),
  alt: z.string().trim().min(1, 'Chaque photo a un texte alternatif.'),
});
export type ListingPhoto = z.infer<typeof photoSchema>;

/** Sale: price fees included; fee percentage; who pays; price without fees when the buyer pays. */
export const saleTermsSchema = z.object({
  priceFeesIncluded: money,
  feePercent: z.number().min(0).max(100),
  feesPaidBy: z.enum(FEES_PAYERS),
  priceWithoutFees: money.nullable(),
});
export type SaleTerms = z.infer<typeof saleTermsSchema>;

/** Rent: monthly rent with charges, the charges and how settled, deposit, tenant fees incl. inventory. */
export const rentTermsSchema = z.object({
  rentChargesIncluded: money,
  charges: money,
  chargesMode: z.enum(CHARGES_MODES),
  deposit: money,
  tenantFees: money,
  inventoryFee: money,
  furnished: z.boolean(),
});
export type RentTerms = z.infer<typeof rentTermsSchema>;

export const energySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('dpe'),
    dpeLetter: z.enum(ENERGY_LETTERS),
    kwhPerM2: positive,
    gesLetter: z.enum(ENERGY_LETTERS),
    co2KgPerM2: z.number().nonnegative(),
    costMin: money,
    costMax: money,
    costReferenceYear: z.number().int().min(2015).max(2100),
    /** The certificate's ADEME number (13 characters, e.g. 2429E1836524K): the page links to it on the observatory. */
    ademeNumber: z.string().regex(DPE_NUMBER_PATTERN).optional(),
    /** Above 800 m in climate zone H1b, H1c or H2d: the relaxed E/F limits apply. */
    highAltitude: z.boolean().optional(),
  }),
  /** A dwelling without a DPE label must say why (not subject to it, or blank DPE). */
  z.object({ kind: z.literal('exempt'), reason: z.enum(DPE_EXEMPTIONS) }),
]);
export type Energy = z.infer<typeof energySchema>;

export const coownershipSchema = z.object({
  lots: z.number().int().positive(),
  yearlyCharges: money,
  procedureUnderway: z.boolean(),
  procedureDetails: z.string().nullable(),
});
export type Coownership = z.infer<typeof coownershipSchema>;

export const featuresSchema = z.object(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, z.boolean()])) as Record<FeatureFlag, z.ZodBoolean>);
export type Features = Record<FeatureFlag, boolean>;

export const listingSchema = z.object({
  id: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  status: z.enum(LISTING_STATUSES),
  publication: z.enum(['draft', 'published', 'withdrawn']),
  type: z.enum(PROPERTY_TYPES),
  title: z.string().trim().min(1),
  description: z.string(),
  highlight: z.string().nullable(),
  /** Shown price: fees included for a sale, rent with charges per month for a rental. */
  price: money,
  city: z.string().min(1),
  zip: z.string().regex(/^\d{5}$/),
  insee: z.string().regex(/^[0-9AB]{5}$/),
  department: z.string().min(2).max(3),
  region: z.string().min(2),
  coords: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).nullable(),
  area: positive.nullable(),
  land: positive.nullable(),
  rooms: z.number().int().nonnegative().nullable(),
  beds: z.number().int().nonnegative().nullable(),
  baths: z.number().int().nonnegative().nullable(),
  floor: z.number().int().nullable(),
  heating: z.string().nullable(),
  parking: z.number().int().nonnegative().nullable(),
  year: z.number().int().min(1000).max(2100).nullable(),
  exclusive: z.boolean(),
  publishedAt: z.iso.datetime(),
  virtualTourUrl: z.url().nullable(),
  features: featuresSchema,
  photos: z.array(photoSchema),
  adviserId: z.string().min(1),
  /** Sites the advert appears on: its network site, plus the agency site of its adviser. */
  siteIds: z.array(z.string().min(1)).min(1),
  sale: saleTermsSchema.nullable(),
  rent: rentTermsSchema.nullable(),
  energy: energySchema.nullable(),
  georisquesMention: z.boolean(),
  coownership: coownershipSchema.nullable(),
  /** Published and under offer ('sous compromis', issue 32): still shown, marked on its card and page. */
  underOffer: z.boolean().optional(),
});
export type Listing = z.infer<typeof listingSchema>;

const FEE_TOLERANCE = 0.005;

/** Every legal rule an advert must meet before it is shown; one issue per missing mention. */
export function legalIssues(l: Listing): Array<{ path: string; message: string }> {
  const issues: Array<{ path: string; message: string }> = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  const forSale = l.status === 'sale' || l.status === 'sold';
  if (forSale) {
    if (!l.sale) add('sale', 'Prix honoraires inclus, pourcentage et charge des honoraires obligatoires.');
    else {
      if (l.sale.priceFeesIncluded !== l.price) add('sale.priceFeesIncluded', 'Le prix affiché est le prix honoraires inclus.');
      if (l.sale.feesPaidBy === 'acquereur') {
        if (l.sale.priceWithoutFees === null) add('sale.priceWithoutFees', 'Prix hors honoraires obligatoire quand l’acquéreur paie les honoraires.');
        else {
          const expected = l.sale.priceWithoutFees * (1 + l.sale.feePercent / 100);
          if (Math.abs(expected - l.sale.priceFeesIncluded) > l.sale.priceFeesIncluded * FEE_TOLERANCE) add('sale.feePercent', 'Le pourcentage d’honoraires ne correspond pas aux deux prix.');
        }
      }
    }
    if (l.rent) add('rent', 'Un bien à vendre n’a pas de conditions de location.');
  }
  if (l.status === 'rent') {
    if (!l.rent) add('rent', 'Loyer charges comprises, charges, dépôt de garantie et honoraires obligatoires.');
    else {
      if (l.rent.rentChargesIncluded !== l.price) add('rent.rentChargesIncluded', 'Le prix affiché est le loyer charges comprises.');
      if (l.rent.charges > l.rent.rentChargesIncluded) add('rent.charges', 'Les charges dépassent le loyer charges comprises.');
      if (l.rent.inventoryFee > l.rent.tenantFees) add('rent.inventoryFee', 'Les frais d’état des lieux font partie des honoraires du locataire.');
      // Loi du 6 juillet 1989 art. 22 and 25-6: deposit at most 1 month (2 when furnished) of rent without charges.
      const cap = (l.rent.rentChargesIncluded - l.rent.charges) * (l.rent.furnished ? 2 : 1);
      if (l.rent.deposit > cap) add('rent.deposit', 'Dépôt de garantie supérieur au plafond légal.');
    }
    if (l.sale) add('sale', 'Un bien à louer n’a pas de conditions de vente.');
  }
  if (isDwelling(l.type)) {
    if (!l.energy) add('energy', 'Classe énergie et climat (DPE) obligatoire, ou mention du bien non soumis.');
    else if (l.energy.kind === 'dpe') {
      if (l.energy.costMin > l.energy.costMax) add('energy.costMin', 'Fourchette de dépenses d’énergie inversée.');
    }
    if (l.area === null) add('area', 'Surface habitable obligatoire.');
  }
  if (!l.georisquesMention) add('georisquesMention', 'Mention Géorisques obligatoire.');
  if (FLAT_TYPES.includes(l.type) && !l.coownership) add('coownership', 'Nombre de lots, charges annuelles et procédure en cours obligatoires pour un bien en copropriété.');
  if (l.photos.length === 0) add('photos', 'Au moins une photo.');
  return issues;
}

/** The F/G wording, or null: shown on cards and the property page. */
export function excessiveEnergyWording(energy: Energy | null): string | null {
  return energy?.kind === 'dpe' && (energy.dpeLetter === 'F' || energy.dpeLetter === 'G') ? EXCESSIVE_ENERGY_WORDING : null;
}

// Built once: an Intl formatter costs far more to build than to use (issue 16).
const EUROS = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const PERCENT = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** Energy-cost sentence in the décret 2022-780 form. */
export function energyCostSentence(energy: Energy | null): string | null {
  if (energy?.kind !== 'dpe') return null;
  const eur = EUROS;
  return `Montant estimé des dépenses annuelles d’énergie pour un usage standard : entre ${eur.format(energy.costMin)} € et ${eur.format(energy.costMax)} € par an. Prix moyens des énergies indexés au 1er janvier ${energy.costReferenceYear} (abonnements compris).`;
}

/** The fee mention of a sale advert (arrêté du 10 janvier 2017, art. 6). */
export function saleFeesSentence(sale: SaleTerms | null): string | null {
  if (!sale) return null;
  const eur = EUROS;
  const pct = PERCENT.format(sale.feePercent);
  if (sale.feesPaidBy === 'vendeur') return 'Honoraires à la charge du vendeur.';
  return `Honoraires de ${pct} % TTC à la charge de l’acquéreur, calculés sur le prix hors honoraires de ${eur.format(sale.priceWithoutFees ?? 0)} €.`;
}

/** The ADEME observatory's page of a DPE (observatoire-dpe-audit.ademe.fr/afficher-dpe/<number>). */
export function ademeDpeUrl(ademeNumber: string): string {
  return `https://observatoire-dpe-audit.ademe.fr/afficher-dpe/${encodeURIComponent(ademeNumber)}`;
}
