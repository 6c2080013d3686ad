import type { SiteFeatures } from '../sites/features';

/** The network lets, alerts buyers and publishes its advisers' profiles; its parser and its navigation read this. */
export const IMMO_FEATURES: SiteFeatures = { rentals: true, buyerAlerts: true, adviserProfiles: true };
