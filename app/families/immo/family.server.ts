import { defineFamilyServer } from '../../blocks/family.server';
import { NETWORK_MARK_SVG } from '../network-mark';
import { adviserLoaders } from './advisers/loaders.server';
import { ADVISER_PATHS_NOT_IN_SITEMAP, adviserSitemapPaths } from './advisers/sitemap.server';
import { immoFamily } from './family';

/** The immo family, server half. */
export const immoFamilyServer = defineFamilyServer(immoFamily, {
  loaders: { ...adviserLoaders },
  faviconSvg: NETWORK_MARK_SVG,
  sitemapPaths: adviserSitemapPaths,
  notInSitemap: [...ADVISER_PATHS_NOT_IN_SITEMAP],
});
