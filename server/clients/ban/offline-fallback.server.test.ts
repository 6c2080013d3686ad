import { describe, expect, it } from 'vitest';
import type { AddressSearch, AddressSuggestion } from './address-search.server';
import { createBanClient } from './ban-client.server';
import { outageReporter, withOfflineFallback } from './index.server';
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

describe('withOfflineFallback over the HTTP client, when the address base fails fast', () => {
  const failing = (answer: () => Promise<Response>) => createBanClient({ baseUrl: 'http://ban.invalid', timeoutMs: 4000, fetch: answer as typeof fetch });

  it.each([
    ['a refused connection', () => Promise.reject(new TypeError('fetch failed: ECONNREFUSED'))],
    ['an error status', () => Promise.resolve(new Response('Service Unavailable', { status: 503 }))],
    ['a malformed answer', () => Promise.resolve(new Response('<html>', { status: 200, headers: { 'content-type': 'application/json' } }))],
  ])('%s: the bundled commune list answers at once', async (_label, answer) => {
    // A budget far beyond the test: only the failure itself can bring the fallback.
    const search = withOfflineFallback(failing(answer), createOfflineAddressSearch(), 60_000);
    const suggestions = await search.search({ q: 'Sevran' });
    expect(suggestions[0]?.city).toBe('Sevran');
    expect(suggestions[0]?.citycode).toBe('93071');
  });

  it('an address base that answers no match is believed (no fallback)', async () => {
    const empty = failing(() => Promise.resolve(Response.json({ type: 'FeatureCollection', features: [] })));
    expect(await withOfflineFallback(empty, createOfflineAddressSearch(), 60_000).search({ q: 'Sevran' })).toEqual([]);
  });
});

describe('outageReporter: an address base outage reaches the log, at most one line per interval', () => {
  const recorder = () => {
    const lines: unknown[] = [];
    return { lines, logger: { warn: (fields: unknown) => void lines.push(fields) } };
  };

  it('logs the first fallback at once, then counts until the interval has passed', () => {
    const { lines, logger } = recorder();
    let clock = 0;
    const report = outageReporter(logger as never, 60_000, () => clock);
    report('failed');
    report('failed');
    report('slow');
    clock = 59_999;
    report('failed');
    expect(lines).toEqual([{ upstream: 'ban', failed: 1, slow: 0 }]);
    clock = 60_000;
    report('slow');
    expect(lines).toEqual([
      { upstream: 'ban', failed: 1, slow: 0 },
      { upstream: 'ban', failed: 2, slow: 2 },
    ]);
  });

  it.each([
    ['a failure', 'failed', 60_000, () => Promise.reject(new TypeError('fetch failed: ECONNREFUSED'))],
    // Stops when the budget aborts the request, as fetch does.
    ['an answer slower than the budget', 'slow', 30, (_url: URL, init: RequestInit) => new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))],
  ] as const)('withOfflineFallback reports %s as %s', async (_label, cause, budget, answer) => {
    const causes: string[] = [];
    const client = createBanClient({ baseUrl: 'http://ban.invalid', timeoutMs: 4000, fetch: answer as unknown as typeof fetch });
    const suggestions = await withOfflineFallback(client, createOfflineAddressSearch(), budget, (c) => causes.push(c)).search({ q: 'Sevran' });
    expect(suggestions[0]?.city).toBe('Sevran');
    expect(causes).toEqual([cause]);
  });

  it('reports nothing when the address base answers in time', async () => {
    const causes: string[] = [];
    await withOfflineFallback({ search: async () => [] }, createOfflineAddressSearch(), 1000, (c) => causes.push(c)).search({ q: 'Sevran' });
    expect(causes).toEqual([]);
  });
});
