import type { Env } from '../../config/env.server';
import type { AddressSearch } from './address-search.server';
import { createBanClient } from './ban-client.server';
import { createOfflineAddressSearch } from './offline-addresses.server';

export type { AddressQuery, AddressSearch, AddressSuggestion } from './address-search.server';
export { createBanClient } from './ban-client.server';
export { createOfflineAddressSearch } from './offline-addresses.server';

/** The address search the settings ask for: the bundled commune list when BAN_API_URL=offline, else HTTP. */
export function createAddressSearch(env: Pick<Env, 'BAN_API_URL' | 'UPSTREAM_TIMEOUT_MS'>): AddressSearch {
  if (env.BAN_API_URL === 'offline') return createOfflineAddressSearch();
  return createBanClient({ baseUrl: env.BAN_API_URL, timeoutMs: env.UPSTREAM_TIMEOUT_MS });
}
