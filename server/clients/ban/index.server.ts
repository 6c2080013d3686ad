import type { Env } from '../../config/env.server';
import type { AddressSearch } from './address-search.server';
import { createBanClient } from './ban-client.server';
import { createOfflineAddressSearch } from './offline-addresses.server';

export type { AddressQuery, AddressSearch, AddressSuggestion } from './address-search.server';
export { createBanClient } from './ban-client.server';
export { createOfflineAddressSearch } from './offline-addresses.server';

/** How long a visitor waits for the address base before the bundled commune list answers instead. */
export const ADDRESS_BUDGET_MS = 1_500;

/**
 * The address base, with the bundled commune list answering instead when it is slower than the
 * budget: a stalled geocoder costs the visitor 1.5 s, not 4, and still gives suggestions.
 */
export function withOfflineFallback(primary: AddressSearch, fallback: AddressSearch, budgetMs = ADDRESS_BUDGET_MS): AddressSearch {
  return {
    async search(query, signal) {
      const budget = AbortSignal.timeout(budgetMs);
      const suggestions = await primary.search(query, signal ? AbortSignal.any([signal, budget]) : budget);
      if (suggestions.length === 0 && budget.aborted && !signal?.aborted) return fallback.search(query, signal);
      return suggestions;
    },
  };
}

/** The address search the settings ask for: the bundled commune list when BAN_API_URL=offline, else HTTP with the list as fallback. */
export function createAddressSearch(env: Pick<Env, 'BAN_API_URL' | 'UPSTREAM_TIMEOUT_MS'>): AddressSearch {
  const offline = createOfflineAddressSearch();
  if (env.BAN_API_URL === 'offline') return offline;
  return withOfflineFallback(createBanClient({ baseUrl: env.BAN_API_URL, timeoutMs: env.UPSTREAM_TIMEOUT_MS }), offline);
}
