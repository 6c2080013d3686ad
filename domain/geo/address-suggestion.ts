/**
 * Address autocomplete suggestions (spec §3 "Address suggestion", §5 "Address search"), shared by
 * the BAN client (server) and the quote form (browser).
 */
export interface AddressSuggestion {
  id: string;
  label: string;
  city: string;
  postcode: string;
  /** BAN type: housenumber, street, locality or municipality; 'street' when the source gave none. */
  type: string;
  score: number;
  coordinates: { lon: number; lat: number };
  citycode?: string;
  street?: string;
  housenumber?: string;
  context?: string;
}

/** What a source hands over before cleaning: anything may be missing. */
export type AddressSuggestionCandidate = {
  [K in keyof AddressSuggestion]?: K extends 'coordinates' ? { lon?: unknown; lat?: unknown } | null : AddressSuggestion[K] | null;
};

export const DEFAULT_SUGGESTION_LIMIT = 8;
export const MAX_SUGGESTION_LIMIT = 20;
export const MIN_QUERY_LENGTH = 3;
export const DEFAULT_SUGGESTION_TYPE = 'street';

export function normaliseQuery(q: string | null | undefined): string {
  return (q ?? '').replace(/\s+/g, ' ').trim();
}

/** Default 8, whole number between 1 and 20; anything unreadable gives the default. */
export function clampLimit(n: number | string | null | undefined): number {
  const v = typeof n === 'string' ? Number(n.trim() || NaN) : n;
  if (typeof v !== 'number' || !Number.isFinite(v)) return DEFAULT_SUGGESTION_LIMIT;
  return Math.min(MAX_SUGGESTION_LIMIT, Math.max(1, Math.floor(v)));
}

/** Minimum 3 characters by default; an option may lower it, never below 1. */
export function isQueryLongEnough(q: string, minLength: number = MIN_QUERY_LENGTH): boolean {
  return normaliseQuery(q).length >= Math.max(1, Math.floor(minLength));
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const num = (v: unknown): number => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN);

/**
 * Drops suggestions without label, city, postcode or finite coordinates, then duplicates by label
 * (first kept, sources sort by relevance), then caps to `limit` (clamped 1..20).
 */
export function cleanSuggestions(
  list: readonly AddressSuggestionCandidate[],
  limit: number = DEFAULT_SUGGESTION_LIMIT,
): AddressSuggestion[] {
  const max = clampLimit(limit);
  const seen = new Set<string>();
  const out: AddressSuggestion[] = [];
  for (const item of list) {
    if (out.length >= max) break;
    const label = str(item.label);
    const city = str(item.city);
    const postcode = str(item.postcode);
    const lon = num(item.coordinates?.lon);
    const lat = num(item.coordinates?.lat);
    if (!label || !city || !postcode || !Number.isFinite(lon) || !Number.isFinite(lat)) continue;
    if (Math.abs(lat) > 90 || Math.abs(lon) > 180) continue;
    if (seen.has(label)) continue;
    seen.add(label);
    const suggestion: AddressSuggestion = {
      id: str(item.id) || label,
      label,
      city,
      postcode,
      type: str(item.type) || DEFAULT_SUGGESTION_TYPE,
      score: typeof item.score === 'number' && Number.isFinite(item.score) ? item.score : 0,
      coordinates: { lon, lat },
    };
    for (const key of ['citycode', 'street', 'housenumber', 'context'] as const) {
      const v = str(item[key]);
      if (v) suggestion[key] = v;
    }
    out.push(suggestion);
  }
  return out;
}
