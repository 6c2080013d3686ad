import { z } from 'zod';
import {
  type AddressSuggestion,
  type AddressSuggestionCandidate,
  clampLimit,
  cleanSuggestions,
  isQueryLongEnough,
  MIN_QUERY_LENGTH,
  normaliseQuery,
} from '../../../domain/geo/address-suggestion';
import type { AddressQuery, AddressSearch, FallibleAddressSearch } from './address-search.server';

export interface BanClientOptions {
  /** Service root, e.g. https://data.geopf.fr/geocodage (the client calls `{baseUrl}/search`). */
  baseUrl: string;
  /** Whole-call deadline (headers and body), in milliseconds. */
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
}

// Each field is read leniently: a field of the wrong type is treated as missing, and the
// domain's cleanSuggestions then drops the suggestions that lack what the spec requires.
const optionalText = z
  .union([z.string(), z.number().transform(String)])
  .optional()
  .catch(undefined);

const featureSchema = z.object({
  properties: z.object({
    id: optionalText,
    label: optionalText,
    city: optionalText,
    postcode: optionalText,
    type: optionalText,
    score: z.number().optional().catch(undefined),
    citycode: optionalText,
    street: optionalText,
    housenumber: optionalText,
    context: optionalText,
    name: optionalText,
  }),
  geometry: z
    .object({ coordinates: z.array(z.unknown()).min(2) })
    .nullish()
    .catch(undefined),
});

const answerSchema = z.object({ features: z.array(z.unknown()) });

function toCandidate(raw: unknown): AddressSuggestionCandidate | null {
  const parsed = featureSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { properties, geometry } = parsed.data;
  const { name, ...p } = properties;
  const [lon, lat] = geometry?.coordinates ?? [];
  // A street feature names its street in `name` (the geoplateforme leaves `street` out).
  const street = p.street ?? (p.type === 'street' ? name : undefined);
  return { ...p, street, coordinates: geometry ? { lon, lat } : null };
}

/** Builds the `/search` address of one query, or null when the query is too short to send. */
export function banSearchUrl(baseUrl: string, query: AddressQuery): URL | null {
  const q = normaliseQuery(query.q);
  if (!isQueryLongEnough(q, query.minLength ?? MIN_QUERY_LENGTH)) return null;
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/search`);
  url.searchParams.set('q', q);
  if (query.autocomplete !== false) url.searchParams.set('autocomplete', '1');
  url.searchParams.set('limit', String(clampLimit(query.limit)));
  for (const key of ['type', 'postcode', 'citycode'] as const) {
    const value = query[key]?.trim();
    if (value) url.searchParams.set(key, value);
  }
  return url;
}

/**
 * Client of the national address base's search (spec §7 call 6). It never throws and logs nothing:
 * a non-ok answer, malformed JSON, a timeout or any other failure gives an empty list (spec §8,
 * "Address autocomplete failure: empty list, silently").
 */
export function createBanClient({ baseUrl, timeoutMs, fetch = globalThis.fetch }: BanClientOptions): AddressSearch & FallibleAddressSearch {
  const searchOrNull: FallibleAddressSearch['searchOrNull'] = async (query, signal) => {
    const url = banSearchUrl(baseUrl, query);
    if (!url) return [];
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        return null;
      }
      const answer = answerSchema.safeParse(await response.json());
      if (!answer.success) return null;
      const candidates = answer.data.features.map(toCandidate).filter((c) => c !== null);
      return cleanSuggestions(candidates, clampLimit(query.limit)) satisfies AddressSuggestion[];
    } catch {
      return null;
    }
  };
  return {
    searchOrNull,
    async search(query, signal) {
      return (await searchOrNull(query, signal)) ?? [];
    },
  };
}
