import { describe, expect, it, vi } from 'vitest';
import type { AddressSearch, AddressSuggestion } from './address-search.server';
import { addressCacheKey, createCachedAddressSearch } from './cached-address-search.server';

const S = (label: string): AddressSuggestion => ({ id: label, label, city: 'Brest', postcode: '29200', type: 'street', score: 1, coordinates: { lon: -4.48, lat: 48.39 } });

describe('createCachedAddressSearch', () => {
  it('asks once per key and keeps at most `max` entries, least recently used dropped', async () => {
    const search = vi.fn<AddressSearch['search']>(async (q) => [S(q.q)]);
    const cached = createCachedAddressSearch({ search }, { max: 2 });
    await cached.search({ q: 'aaa' });
    await cached.search({ q: 'bbb' });
    await cached.search({ q: 'AAA ' });
    expect(search).toHaveBeenCalledTimes(2);
    await cached.search({ q: 'ccc' }); // drops bbb, the least recently used
    await cached.search({ q: 'aaa' });
    expect(search).toHaveBeenCalledTimes(3);
    await cached.search({ q: 'bbb' });
    expect(search).toHaveBeenCalledTimes(4);
  });

  it('does not remember a search cut short by its caller', async () => {
    const search = vi.fn<AddressSearch['search']>(async () => []);
    const cached = createCachedAddressSearch({ search });
    const controller = new AbortController();
    controller.abort();
    await cached.search({ q: 'aaa' }, controller.signal);
    await cached.search({ q: 'aaa' });
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('keys on q, limit, type, postcode and citycode', () => {
    const base = addressCacheKey({ q: 'Brest' });
    expect(addressCacheKey({ q: '  brest ', limit: 8 })).toBe(base);
    for (const over of [{ limit: 3 }, { type: 'street' }, { postcode: '29200' }, { citycode: '29019' }]) {
      expect(addressCacheKey({ q: 'Brest', ...over })).not.toBe(base);
    }
  });
});
