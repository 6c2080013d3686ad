import { adviserListingsBlock } from './blocks/AdviserListings.block';
import { alertConfirmBlock, alertUnsubscribeBlock } from './blocks/AlertLinkPages.block';
import { buyerAlertBlock } from './blocks/BuyerAlertForm.block';
import { favouritesBlock } from './blocks/Favourites.block';
import { lastSearchBlock } from './blocks/LastSearchLine';
import { latestListingsBlock } from './blocks/LatestListings.block';
import { recentListingsBlock } from './blocks/RecentListings.block';
import { propertyBlock } from './property/PropertyPage.block';
import { listingSearchBlock } from './search/ListingSearch.block';

/**
 * Listing blocks shared by the immo and agence families (issue 11 item 7). Each family spreads
 * these into its registry and `listingLoaders` into its server half; pages place them by name:
 * - 'listings.recent' {title?, limit? (8), skeletonMs? (220; 250 on the agency home)}: sale/rent toggle
 * - 'listings.latest' {status: 'sale' | 'rent', title?, limit? (4)}: static
 * - 'listings.adviser' {title?}: an adviser's listings by tab (adviser from :slug, ?slug= or ?id=)
 * - 'listings.lastSearch' {label?}: 'Ma dernière recherche … Reprendre' (LastSearchLine is also exported for heroes)
 * - 'listings.buyerAlert' {title?}: the buyer-request form (anchor #alerte), posting to /api/alertes
 * - 'listings.search', 'listings.property', 'listings.favourites': the pages of ./pages.ts
 */
export const listingBlocks = {
  'listings.search': listingSearchBlock,
  'listings.property': propertyBlock,
  'listings.recent': recentListingsBlock,
  'listings.latest': latestListingsBlock,
  'listings.adviser': adviserListingsBlock,
  'listings.lastSearch': lastSearchBlock,
  'listings.favourites': favouritesBlock,
  'listings.buyerAlert': buyerAlertBlock,
  'listings.alertConfirm': alertConfirmBlock,
  'listings.alertUnsubscribe': alertUnsubscribeBlock,
};
