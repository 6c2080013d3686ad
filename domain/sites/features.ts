/**
 * What the network's capabilities (app/network/) need to know of a site, computed when its family
 * parses its record (decision 0153): shared and server code reads these, never `site.family`.
 */
export interface SiteFeatures {
  /** The site lists rentals: its rent search answers, its listing blocks offer the sale/rent toggle. */
  rentals: boolean;
  /** Buyers can subscribe to an alert from a search (the network's /alerte-immobiliere funnel). */
  buyerAlerts: boolean;
  /** Advisers have public profile pages: a listing links its agent to one. */
  adviserProfiles: boolean;
}

/**
 * Whose listings and advisers a site shows: a network site its own (rows of its id), an agency site
 * those of the advisers who run it, a site without listings none.
 */
export type ListingScopeKind = 'network' | 'agency' | 'none';

/** A site with no listing or adviser capability: nothing to offer, its own (empty) scope. */
export const NO_FEATURES: SiteFeatures = { rentals: false, buyerAlerts: false, adviserProfiles: false };
