import type { SiteFeatures } from '../sites/features';

/**
 * An agency lets only when its record says so (spec: LOUER only if showLouer). Its parser and its
 * navigation (the browser's allow-list has showLouer) read the same; no zod here, the layout ships it.
 */
export function agenceFeatures(settings: { showLouer: boolean }): SiteFeatures {
  return { rentals: settings.showLouer, buyerAlerts: false, adviserProfiles: false };
}
