import type { Services } from '../../server/services.server';
import { alertConfirmLoader, alertUnsubscribeLoader, buyerAlertLoader } from './blocks/alert-loaders.server';
import { adviserListingsLoader, latestListingsLoader, recentListingsLoader } from './blocks/loaders.server';
import { favouritesLoader } from './blocks/favourites-loader.server';
import { propertyContactForm } from './property/form.server';
import { propertyLoader } from './property/loader.server';
import { listingSearchLoader } from './search/loader.server';

/** Server loaders of the shared listing blocks (see ./blocks.ts). */
export const listingLoaders = {
  'listings.search': listingSearchLoader,
  'listings.property': propertyLoader,
  'listings.recent': recentListingsLoader,
  'listings.latest': latestListingsLoader,
  'listings.adviser': adviserListingsLoader,
  'listings.favourites': favouritesLoader,
  'listings.buyerAlert': buyerAlertLoader,
  'listings.alertConfirm': alertConfirmLoader,
  'listings.alertUnsubscribe': alertUnsubscribeLoader,
};

/** The lead forms the listing pages post to themselves (a family with listings spreads these into its `forms`). */
export const listingForms = {
  'bien-contact': propertyContactForm,
};

/** Every published, unsold listing of the site (its scope) for sitemap.xml (issue 11 item 9). */
export async function listingSitemapPaths(site: Parameters<Services['listings']['scopeOf']>[0], services: Services): Promise<string[]> {
  const scope = await services.listings.scopeOf(site);
  return (await services.listings.sitemapEntries(scope)).map((e) => `/bien-immobilier/${e.slug}`);
}

/** Listing pages left out of sitemap.xml: the redirect, the browser-only favourites, the alert e-mails' links. */
export const LISTING_PATHS_NOT_IN_SITEMAP = ['/bien-immobilier', '/favoris', '/alerte-immobiliere/confirmation', '/alerte-immobiliere/desinscription'] as const;
