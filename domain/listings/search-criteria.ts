import { type PlaceQuery, parsePlaceParams } from '../geo/place-query';
import { parseZone, type SearchZone } from '../geo/search-zone';
import { FEATURE_FLAGS, type FeatureFlag, type ListingStatus, PROPERTY_TYPES, type PropertyType } from './listing';

/**
 * What a listing search asks for, read from the URL (network spec §2 'Buy and rent landing pages'
 * quick-search parameters, §5 sale and rent filters). Pure; the repository turns it into SQL.
 */

/** 'baisse': the latest price drops first (issue 32 item 5). */
export const SORTS = ['recent', 'prixAsc', 'prixDesc', 'surfDesc', 'baisse', 'prixM2Asc', 'distance'] as const;
export type ListingSort = (typeof SORTS)[number];
/** The sorts a rental search offers (a price per m² sorts sales only). */
export const RENT_SORTS = ['recent', 'prixAsc', 'prixDesc', 'surfDesc', 'baisse'] as const satisfies readonly ListingSort[];
/** Sorts that need a radius search's centre. */
export const CENTRE_SORTS = ['distance'] as const satisfies readonly ListingSort[];
export const PROXIMITY_KM = [5, 10, 15] as const;
export type ProximityKm = (typeof PROXIMITY_KM)[number];

/** Page sizes: the rental page shows 8 (spec §9); the sale search the same unless told. */
export const RENT_PAGE_SIZE = 8;
export const SALE_PAGE_SIZE = 12;

export interface ListingSearchCriteria {
  status: ListingStatus;
  place: PlaceQuery | null;
  /** Around the commune of `place`, in km; 0 = the place itself. */
  proximityKm: 0 | ProximityKm;
  types: PropertyType[];
  min: number | null;
  max: number | null;
  surfHabMin: number | null;
  surfTerMin: number | null;
  pieces: number | null;
  chambres: number | null;
  sdb: number | null;
  exclu: boolean;
  moins7: boolean;
  /** Only listings whose price went down ('baisse de prix', issue 32); absent when not asked. */
  baisse?: boolean;
  visites: boolean;
  features: FeatureFlag[];
  /** A zone drawn on the map (`zone`, an encoded polyline), null when none or unreadable. */
  zone: SearchZone | null;
  /** Rentals: furnished only (true), unfurnished only (false), either (null). */
  furnished: boolean | null;
  sort: ListingSort;
  page: number;
}

type Params = { get(name: string): string | null; getAll?(name: string): string[] };

const MODE_TO_STATUS: Record<string, ListingStatus> = {
  acheter: 'sale', achat: 'sale', vente: 'sale', sale: 'sale',
  louer: 'rent', location: 'rent', rent: 'rent',
  vendu: 'sold', vendus: 'sold', sold: 'sold',
};

/** Digits only (spec §5 'Budget, surface, price'): '300 000' and '300000€' read 300000; anything else is no filter. */
export function digitsParam(value: string | null | undefined): number | null {
  if (!value) return null;
  const digits = value.replace(/[\s\u00a0\u202f€]/g, '');
  if (!/^\d{1,12}$/.test(digits)) return null;
  return Number(digits);
}

function flag(value: string | null): boolean {
  return value === '1' || value === 'true' || value === 'on' || value === 'oui';
}

/** 'meuble=oui' (or 1) furnished only, 'meuble=non' (or 0) unfurnished only; anything else either. */
function furnishedParam(value: string | null): boolean | null {
  const v = value?.trim().toLowerCase();
  if (v === 'oui' || v === '1' || v === 'true') return true;
  if (v === 'non' || v === '0' || v === 'false') return false;
  return null;
}

function typesParam(params: Params): PropertyType[] {
  const raw = [params.get('types'), params.get('type')].filter((v): v is string => !!v).join(',');
  const wanted = raw.split(',').map((t) => t.trim().toLowerCase()).filter(Boolean);
  const found = PROPERTY_TYPES.filter((t) => wanted.includes(t.toLowerCase()));
  return [...new Set(found)];
}

/**
 * Reads every parameter of a search URL. `defaultStatus` comes from the page (/recherche-bien is a
 * sale search, /recherche-location a rental one); `mode` (acheter/louer/vendu) overrides it.
 */
export function parseListingSearch(params: Params, defaultStatus: ListingStatus = 'sale'): ListingSearchCriteria {
  const mode = params.get('mode')?.trim().toLowerCase() ?? '';
  const status = MODE_TO_STATUS[mode] ?? (params.get('statut') === 'vendu' ? 'sold' : defaultStatus);
  const proximity = Number(params.get('proximite') ?? params.get('rayon') ?? 0);
  const sort = params.get('sort') ?? params.get('tri') ?? 'recent';
  const page = digitsParam(params.get('page'));
  const features = FEATURE_FLAGS.filter((f) => flag(params.get(f)));
  let min = digitsParam(params.get('min'));
  let max = digitsParam(params.get('max'));
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return {
    status,
    place: parsePlaceParams(params),
    proximityKm: (PROXIMITY_KM as readonly number[]).includes(proximity) ? (proximity as ProximityKm) : 0,
    types: typesParam(params),
    min,
    max,
    surfHabMin: digitsParam(params.get('surfHabMin') ?? params.get('surface')),
    surfTerMin: digitsParam(params.get('surfTerMin')),
    pieces: digitsParam(params.get('pieces')),
    chambres: digitsParam(params.get('chambres')),
    sdb: digitsParam(params.get('sdb')),
    exclu: flag(params.get('exclu')),
    moins7: flag(params.get('moins7')),
    ...(flag(params.get('baisse')) ? { baisse: true } : {}),
    visites: flag(params.get('visites')),
    features,
    zone: parseZone(params.get('zone')),
    furnished: furnishedParam(params.get('meuble')),
    sort: (SORTS as readonly string[]).includes(sort) || sort === 'relevance' ? (sort === 'relevance' ? 'recent' : (sort as ListingSort)) : 'recent',
    page: page && page >= 1 && page <= 100_000 ? page : 1,
  };
}
