import { propertyLoader } from './property/loader.server';
import { listingSearchLoader } from './search/loader.server';

/** Server loaders of the shared listing blocks (see ./blocks.ts). */
export const listingLoaders = {
  'listings.search': listingSearchLoader,
  'listings.property': propertyLoader,
};
