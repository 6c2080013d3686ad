import { LRUCache } from 'lru-cache';
import { normaliseQuery } from '../../domain/geo/address-suggestion';
import type { AddressSearch } from '../clients/ban/address-search.server';

export type { AddressSearch };

export interface Geocoder {
  /** Coordinates of a postal address (the best match), or null when the service does not know it or fails. */
  locate(address: string): Promise<{ lat: number; lon: number } | null>;
}

type Position = { lat: number; lon: number };

const FOUND_TTL_MS = 24 * 3600_000;
/** A miss may be an outage (the client answers [] on failure): asked again sooner. */
const MISS_TTL_MS = 10 * 60_000;

/** Geocodes CRM addresses (the contact page's map) through the address service, remembering answers. */
export function createGeocoder(addresses: AddressSearch): Geocoder {
  const cache = new LRUCache<string, { value: Position | null }>({ max: 500, ttl: FOUND_TTL_MS });
  const pending = new Map<string, Promise<Position | null>>();
  return {
    async locate(address) {
      const q = normaliseQuery(address);
      const key = q.toLowerCase();
      if (!key) return null;
      const hit = cache.get(key);
      if (hit) return hit.value;
      const running = pending.get(key);
      if (running) return running;
      const lookup = (async () => {
        // A complete address, not a prefix being typed: no autocomplete.
        const [first] = await addresses.search({ q, limit: 1, autocomplete: false }).catch(() => []);
        const value = first ? { lat: first.coordinates.lat, lon: first.coordinates.lon } : null;
        cache.set(key, { value }, { ttl: value ? FOUND_TTL_MS : MISS_TTL_MS });
        return value;
      })();
      pending.set(key, lookup);
      try {
        return await lookup;
      } finally {
        pending.delete(key);
      }
    },
  };
}
