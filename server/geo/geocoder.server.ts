import { LRUCache } from 'lru-cache';

/** The part of the address client the geocoder needs. */
export interface AddressSearch {
  search(query: { q: string; limit: number }): Promise<Array<{ coordinates: { lat: number; lon: number } }>>;
}

export interface Geocoder {
  /** Coordinates of a postal address (the best match), or null when the service does not know it or fails. */
  locate(address: string): Promise<{ lat: number; lon: number } | null>;
}

/** Geocodes CRM addresses (the contact page's map) through the address service, remembering answers. */
export function createGeocoder(addresses: AddressSearch): Geocoder {
  const cache = new LRUCache<string, { value: { lat: number; lon: number } | null }>({ max: 500, ttl: 24 * 3600_000 });
  return {
    async locate(address) {
      const key = address.trim().toLowerCase();
      const hit = cache.get(key);
      if (hit) return hit.value;
      const [first] = await addresses.search({ q: address, limit: 1 }).catch(() => []);
      const value = first ? { lat: first.coordinates.lat, lon: first.coordinates.lon } : null;
      cache.set(key, { value });
      return value;
    },
  };
}
