import { describe, expect, it } from 'vitest';
import type { AddressSearch, AddressSuggestion } from './address-search.server';
import { withOfflineFallback } from './index.server';
import { createOfflineAddressSearch } from './offline-addresses.server';

/** An address base that never answers, but stops when told to (as the HTTP client does). */
const stalled: AddressSearch = {
  search: (_query, signal) => new Promise<AddressSuggestion[]>((resolve) => signal?.addEventListener('abort', () => resolve([]))),
};

describe('withOfflineFallback', () => {
  it('answers from the bundled commune list when the address base is slower than the budget', async () => {
    const search = withOfflineFallback(stalled, createOfflineAddressSearch(), 50);
    const suggestions = await search.search({ q: 'Annecy' });
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions[0]?.city).toBe('Annecy');
  });

  it('keeps the address base’s answer when it comes in time, even an empty one', async () => {
    const one: AddressSuggestion[] = [{ id: 'x', label: '1 Rue de Test 74000 Annecy', city: 'Annecy', postcode: '74000', type: 'housenumber', score: 1, citycode: '74010', coordinates: { lon: 6.1, lat: 45.9 } } as AddressSuggestion];
    expect(await withOfflineFallback({ search: async () => one }, createOfflineAddressSearch(), 1000).search({ q: 'Annecy' })).toBe(one);
    expect(await withOfflineFallback({ search: async () => [] }, createOfflineAddressSearch(), 1000).search({ q: 'Annecy' })).toEqual([]);
  });

  it('gives nothing when the visitor’s own request was aborted', async () => {
    const caller = new AbortController();
    const pending = withOfflineFallback(stalled, createOfflineAddressSearch(), 10_000).search({ q: 'Annecy' }, caller.signal);
    caller.abort();
    expect(await pending).toEqual([]);
  });
});
