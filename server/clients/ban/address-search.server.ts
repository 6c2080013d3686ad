import type { AddressSuggestion } from '../../../domain/geo/address-suggestion';

export type { AddressSuggestion };

/** One address search (spec §5 "Address search", §7 call 6). */
export interface AddressQuery {
  /** Free text; whitespace is collapsed and a query shorter than `minLength` gives no suggestion. */
  q: string;
  /** 1..20, default 8. */
  limit?: number;
  /** BAN type filter: housenumber, street, locality or municipality. */
  type?: string;
  postcode?: string;
  citycode?: string;
  /** Minimum query length, default 3, never below 1. */
  minLength?: number;
  /**
   * Prefix matching (`autocomplete=1`), the default for the suggestion box. The geocoder turns it
   * off to locate a complete postal address.
   */
  autocomplete?: boolean;
}

/**
 * A search that tells a failure (network, status, malformed answer, timeout: null) from an answer
 * that is empty ([]), so the bundled commune list can stand in as soon as the base fails (issue 38 item 5).
 */
export interface FallibleAddressSearch {
  searchOrNull(query: AddressQuery, signal?: AbortSignal): Promise<AddressSuggestion[] | null>;
}

/** Address suggestions from the national address base, or from the bundled commune list offline. */
export interface AddressSearch {
  /** Never rejects: any failure (network, status, malformed answer, timeout) gives an empty list. */
  search(query: AddressQuery, signal?: AbortSignal): Promise<AddressSuggestion[]>;
}
