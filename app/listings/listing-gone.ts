import type { ListingGoneData } from './property/property-data';

/** Whether a 404/410 answer's data is a gone listing's or an alert link's (read by the root error boundary). */
export function isListingGone(value: unknown): value is ListingGoneData {
  return typeof value === 'object' && value !== null && ((value as { kind?: unknown }).kind === 'listing-missing' || (value as { kind?: unknown }).kind === 'listing-sold' || (value as { kind?: unknown }).kind === 'alert-link-invalid');
}
