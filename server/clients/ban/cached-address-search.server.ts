import { LRUCache } from 'lru-cache';
import { type AddressSuggestion, clampLimit, normaliseQuery } from '../../../domain/geo/address-suggestion';
import type { AddressQuery, AddressSearch } from './address-search.server';

export interface AddressCacheOptions {
  /** Entries kept, least recently used dropped first (spec §4: 128). */
  max?: number;
  /** How long suggestions are kept. */
  ttlMs?: number;
  /** How long an empty answer is kept: the client answers [] on failure too, so it is asked again sooner. */
  emptyTtlMs?: number;
}

/** The cache key of a query: (q, limit, type, postcode, citycode), q whitespace-collapsed and case-folded. */
export function addressCacheKey(query: AddressQuery): string {
  return JSON.stringify([
    normaliseQuery(query.q).toLowerCase(),
    clampLimit(query.limit),
    query.type?.trim() ?? '',
    query.postcode?.trim() ?? '',
    query.citycode?.trim() ?? '',
    query.minLength ?? null,
    query.autocomplete ?? true,
  ]);
}

/** Wraps an address search with an LRU of answers (spec §4 "Address search": 128 entries). */
export function createCachedAddressSearch(inner: AddressSearch, options: AddressCacheOptions = {}): AddressSearch {
  const { max = 128, ttlMs = 3600_000, emptyTtlMs = 60_000 } = options;
  const cache = new LRUCache<string, AddressSuggestion[]>({ max, ttl: ttlMs });
  return {
    async search(query, signal) {
      const key = addressCacheKey(query);
      const hit = cache.get(key);
      if (hit) return hit;
      const suggestions = await inner.search(query, signal);
      // An aborted search answered [] because it was cut short, not because nothing matched.
      if (!signal?.aborted) cache.set(key, suggestions, { ttl: suggestions.length ? ttlMs : emptyTtlMs });
      return suggestions;
    },
  };
}
