import { adviserDisplayName } from '../../domain/advisers/adviser';
import { type Energy, EXCESSIVE_ENERGY_WORDING, FEATURE_FLAGS, type Features, isNewListing, type Listing, type ListingPhoto, type PropertyType, type RentTerms, type SaleTerms } from '../../domain/listings/listing';
import type { ListingDetailsTable, ListingsTable } from '../db/schema';

/** Row ↔ domain mapping of listings (JSON columns parsed here, once). */

function json<T>(text: string | null): T | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function featuresFromBits(bits: number): Features {
  return Object.fromEntries(FEATURE_FLAGS.map((f, i) => [f, (bits & (1 << i)) !== 0])) as Features;
}

export function featureMask(flags: readonly string[]): number {
  return FEATURE_FLAGS.reduce((mask, f, i) => (flags.includes(f) ? mask | (1 << i) : mask), 0);
}

/** The adviser as a card and a property page show it (spec §3 'Agent (in listings)'). */
export interface ListingAgent {
  id: string;
  slug: string;
  name: string;
  avatar: string | null;
  phone: string;
  email: string;
  city: string;
  profileHref: string;
}

export interface AgentColumns {
  a_id: string;
  a_slug: string;
  a_first: string;
  a_last: string;
  a_avatar: string | null;
  a_phone: string;
  a_email: string;
  a_city: string;
}

export function agentOf(row: AgentColumns): ListingAgent {
  return {
    id: row.a_id,
    slug: row.a_slug,
    name: adviserDisplayName({ firstName: row.a_first, lastName: row.a_last }),
    avatar: row.a_avatar,
    phone: row.a_phone,
    email: row.a_email,
    city: row.a_city,
    profileHref: `/conseiller/${row.a_slug}`,
  };
}

/** Property card (spec §3) plus the mentions a card must carry (fees, F/G wording). */
export interface ListingCard {
  id: string;
  slug: string;
  href: string;
  title: string;
  status: Listing['status'];
  type: PropertyType;
  price: number;
  city: string;
  zip: string;
  /** INSEE code of the commune (the DVF median beside the price per m²). */
  insee: string;
  area: number | null;
  land: number | null;
  rooms: number | null;
  beds: number | null;
  baths: number | null;
  image: { src: string; alt: string } | null;
  photoCount: number;
  exclusive: boolean;
  /** 'Sous compromis' (issue 32). */
  underOffer: boolean;
  isNew: boolean;
  virtualTour: boolean;
  publishedAt: string;
  dpeLetter: string | null;
  /** 'Logement à consommation énergétique excessive' for F and G, else null. */
  excessiveEnergy: string | null;
  coords: { lat: number; lng: number } | null;
  sale: SaleTerms | null;
  rent: RentTerms | null;
  agent: ListingAgent;
}

export type CardRow = ListingsTable & Pick<ListingDetailsTable, 'sale_terms' | 'rent_terms'> & AgentColumns;

export function cardOf(row: CardRow, now: Date): ListingCard {
  const letter = row.dpe_letter;
  return {
    id: row.id,
    slug: row.slug,
    href: `/bien-immobilier/${row.slug}`,
    title: row.title,
    status: row.status as Listing['status'],
    type: row.type as PropertyType,
    price: Number(row.price),
    city: row.city,
    zip: row.zip,
    insee: row.insee,
    area: row.area === null ? null : Number(row.area),
    land: row.land === null ? null : Number(row.land),
    rooms: row.rooms,
    beds: row.beds,
    baths: row.baths,
    image: row.cover_src ? { src: row.cover_src, alt: row.cover_alt ?? row.title } : null,
    photoCount: row.photo_count,
    exclusive: row.exclusive === 1,
    underOffer: Number(row.under_offer ?? 0) === 1,
    isNew: isNewListing(row.published_at, now),
    virtualTour: row.virtual_tour === 1,
    publishedAt: row.published_at,
    dpeLetter: letter,
    excessiveEnergy: letter === 'F' || letter === 'G' ? EXCESSIVE_ENERGY_WORDING : null,
    coords: row.lat === null || row.lng === null ? null : { lat: Number(row.lat), lng: Number(row.lng) },
    sale: json<SaleTerms>(row.sale_terms),
    rent: json<RentTerms>(row.rent_terms),
    agent: agentOf(row),
  };
}

export type DetailRow = ListingsTable & Omit<ListingDetailsTable, 'listing_id'> & AgentColumns;

/** The full listing of the property page (spec §3 'Property detail' and the legal mentions). */
export function listingOf(row: DetailRow): Listing {
  return {
    id: row.id,
    slug: row.slug,
    status: row.status as Listing['status'],
    publication: row.publication as Listing['publication'],
    type: row.type as PropertyType,
    title: row.title,
    description: row.description,
    highlight: row.highlight,
    price: Number(row.price),
    city: row.city,
    zip: row.zip,
    insee: row.insee,
    department: row.dep,
    region: row.region,
    coords: row.lat === null || row.lng === null ? null : { lat: Number(row.lat), lng: Number(row.lng) },
    area: row.area === null ? null : Number(row.area),
    land: row.land === null ? null : Number(row.land),
    rooms: row.rooms,
    beds: row.beds,
    baths: row.baths,
    floor: row.floor,
    heating: row.heating,
    parking: row.parking,
    year: row.year,
    exclusive: row.exclusive === 1,
    publishedAt: row.published_at,
    virtualTourUrl: row.virtual_tour_url,
    features: featuresFromBits(Number(row.features)),
    photos: json<ListingPhoto[]>(row.photos) ?? [],
    adviserId: row.adviser_id,
    siteIds: json<string[]>(row.site_ids) ?? [row.network_site_id],
    sale: json<SaleTerms>(row.sale_terms),
    rent: json<RentTerms>(row.rent_terms),
    energy: json<Energy>(row.energy),
    georisquesMention: row.georisques === 1,
    coownership: json<Listing['coownership']>(row.coownership),
    underOffer: Number(row.under_offer ?? 0) === 1,
  };
}
