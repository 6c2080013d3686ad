import { LISTING_PATHS_NOT_IN_SITEMAP, listingLoaders, listingSitemapPaths } from '../../listings/loaders.server';
import { defineFamilyServer } from '../../blocks/family.server';
import { NETWORK_MARK_SVG } from '../network-mark';
import { immoFamily } from './family';

/** The immo family, server half. */
export const immoFamilyServer = defineFamilyServer(immoFamily, {
  loaders: {
    ...listingLoaders,
  },
  faviconSvg: NETWORK_MARK_SVG,
  sitemapPaths: listingSitemapPaths,
  notInSitemap: LISTING_PATHS_NOT_IN_SITEMAP,
});
