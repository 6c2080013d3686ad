import type { Env } from '../../config/env.server';
import type { Logger } from '../../log/logger.server';
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
export function withOfflineFallback(
  primary: AddressSearch & Partial<FallibleAddressSearch>,
  fallback: AddressSearch,
  budgetMs = ADDRESS_BUDGET_MS,
  onOutage: (cause: AddressOutage) => void = () => undefined,
): AddressSearch {
  return {
    async search(query, signal) {
      const budget = AbortSignal.timeout(budgetMs);
      const bounded = signal ? AbortSignal.any([signal, budget]) : budget;
      const suggestions = primary.searchOrNull ? await primary.searchOrNull(query, bounded) : await primary.search(query, bounded);
      if (signal?.aborted) return suggestions ?? [];
      if (suggestions === null || (suggestions.length === 0 && budget.aborted)) {
        onOutage(suggestions === null && !budget.aborted ? 'failed' : 'slow');
        return fallback.search(query, signal);
      }
      return suggestions;
    },
  };
}

/** Why the bundled list answered: the address base failed (error, refused, malformed) or was slower than the budget. */
export type AddressOutage = 'failed' | 'slow';

/**
 * Reports an outage of the address base to the log without flooding it: the first fallback is logged at
 * once, then at most one line per interval with the count since the last line. Visitors see nothing (spec
 * §8: suggestions fall back silently); operators must, or a dead geocoder goes unnoticed for weeks.
 */
export function outageReporter(logger: Pick<Logger, 'warn'>, intervalMs = 60_000, now: () => number = Date.now): (cause: AddressOutage) => void {
  let lastLoggedAt = -Infinity;
  let unreported = { failed: 0, slow: 0 };
  return (cause) => {
    unreported[cause] += 1;
    if (now() - lastLoggedAt < intervalMs) return;
    lastLoggedAt = now();
    logger.warn({ upstream: 'ban', ...unreported }, 'address base unavailable: the bundled commune list answered');
    unreported = { failed: 0, slow: 0 };
  };
}

/** The address search the settings ask for: the bundled commune list when BAN_API_URL=offline, else HTTP with the list as fallback. */
export function createAddressSearch(env: Pick<Env, 'BAN_API_URL' | 'UPSTREAM_TIMEOUT_MS'>, logger: Pick<Logger, 'warn'>): AddressSearch {
  const offline = createOfflineAddressSearch();
  if (env.BAN_API_URL === 'offline') return offline;
  return withOfflineFallback(createBanClient({ baseUrl: env.BAN_API_URL, timeoutMs: env.UPSTREAM_TIMEOUT_MS }), offline, ADDRESS_BUDGET_MS, outageReporter(logger));
}
