import { faqPageLoader } from '../../site/legal/faq-loader.server';
import { LISTING_PATHS_NOT_IN_SITEMAP, listingLoaders, listingSitemapPaths } from '../../listings/loaders.server';
import { defineFamilyServer } from '../../blocks/family.server';
import { NETWORK_MARK_SVG } from '../network-mark';
import { agenceFamily } from './family';
import { expertimoMLandingOneLoader } from './landing/loader.server';
import { agenceHomeLoader } from './home/loader.server';
import { rentGuardLoader } from './rent-guard/loader.server';

/** The agence family, server half. */
export const agenceFamilyServer = defineFamilyServer(agenceFamily, {
  loaders: {
    ...listingLoaders,
    'agence.faq': faqPageLoader,
    'agence.ExpertimoMLandingOne': expertimoMLandingOneLoader,
    'agence.rentGuard': rentGuardLoader,
    'agence.home': agenceHomeLoader,
  },
  faviconSvg: NETWORK_MARK_SVG,
  sitemapPaths: listingSitemapPaths,
  notInSitemap: LISTING_PATHS_NOT_IN_SITEMAP,
});
