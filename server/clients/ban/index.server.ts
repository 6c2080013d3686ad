import type { Env } from '../../config/env.server';
import type { AddressSearch, FallibleAddressSearch } from './address-search.server';
import { createBanClient } from './ban-client.server';
import { createOfflineAddressSearch } from './offline-addresses.server';

export type { AddressQuery, AddressSearch, AddressSuggestion } from './address-search.server';
export { createBanClient } from './ban-client.server';
export { createOfflineAddressSearch } from './offline-addresses.server';

/** How long a visitor waits for the address base before the bundled commune list answers instead. */
export const ADDRESS_BUDGET_MS = 1_500;

/**
 * The address base, with the bundled commune list answering instead when it is slower than the
 * budget — a stalled geocoder costs the visitor 1.5 s, not 4, and still gives suggestions — or as
 * soon as it fails (refused connection, error status, malformed answer): the lead still finds its
 * commune, hence its adviser (issue 38 item 5).
 */
export function withOfflineFallback(primary: AddressSearch & Partial<FallibleAddressSearch>, fallback: AddressSearch, budgetMs = ADDRESS_BUDGET_MS): AddressSearch {
  return {
    async search(query, signal) {
      const budget = AbortSignal.timeout(budgetMs);
      const bounded = signal ? AbortSignal.any([signal, budget]) : budget;
      const suggestions = primary.searchOrNull ? await primary.searchOrNull(query, bounded) : await primary.search(query, bounded);
      if (signal?.aborted) return suggestions ?? [];
      if (suggestions === null || (suggestions.length === 0 && budget.aborted)) return fallback.search(query, signal);
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
