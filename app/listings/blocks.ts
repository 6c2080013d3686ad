import { propertyBlock } from './property/PropertyPage';
import { listingSearchBlock } from './search/ListingSearch';

/**
 * Listing blocks shared by the immo and agence families (issue 11 item 7). Each family spreads
 * these into its registry and `listingLoaders` into its server half; pages place them by name.
 */
export const listingBlocks = {
  'listings.search': listingSearchBlock,
  'listings.property': propertyBlock,
};
