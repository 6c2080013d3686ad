import { faqPageLoader } from '../../site/legal/faq-loader.server';
import { LISTING_PATHS_NOT_IN_SITEMAP, listingForms, listingLoaders, listingSitemapPaths } from '../../listings/loaders.server';
import { defineFamilyServer } from '../../blocks/family.server';
import { NETWORK_MARK_SVG } from '../network-mark';
import { adviserForms, adviserLoaders } from './advisers/loaders.server';
import { ADVISER_PATHS_NOT_IN_SITEMAP, adviserSitemapPaths } from './advisers/sitemap.server';
import { immoFamily } from './family';
import { faqSectionLoader } from '../../network/editorial/faq-section.server';
import { homeHeroLoader, latestNewsLoader, recentListingsLoader, reviewsSummaryLoader } from './home/loaders.server';
import { newsArticleLoader, newsListLoader } from '../../network/news/loaders.server';
import { newsSitemapPaths } from '../../network/news/sitemap.server';
import { postValuationRequest } from '../../network/valuation/evaluation-endpoint.server';
import { valuationStep1Loader, valuationStep2Loader, valuationStep3Loader } from '../../network/valuation/loaders.server';

/** The immo family, server half. */
export const immoFamilyServer = defineFamilyServer(immoFamily, {
  loaders: {
    ...listingLoaders,
    ...adviserLoaders,
    'legal.faq': faqPageLoader,
    'immo.homeHero': homeHeroLoader,
    'immo.recentListings': recentListingsLoader,
    'immo.reviewsSummary': reviewsSummaryLoader,
    'immo.latestNews': latestNewsLoader,
    'immo.faqSection': faqSectionLoader,
    'immo.newsList': newsListLoader,
    'news.article': newsArticleLoader,
    'valuation.step1': valuationStep1Loader,
    'valuation.step2': valuationStep2Loader,
    'valuation.step3': valuationStep3Loader,
  },
  faviconSvg: NETWORK_MARK_SVG,
  // Content pages are static patterns of the page table; articles, advisers and listings are listed here.
  sitemapPaths: async (site, services) => [...(await newsSitemapPaths(site, services)), ...(await adviserSitemapPaths(site, services)), ...(await listingSitemapPaths(site, services))],
  // Steps that only make sense with one visitor's answers.
  notInSitemap: ['/evaluation-two', '/evaluation-three', '/actualite', ...ADVISER_PATHS_NOT_IN_SITEMAP, ...LISTING_PATHS_NOT_IN_SITEMAP],
  robotsDisallow: ['/evaluation-three'],
  // Its lead forms posted to their page: the property contact, the adviser contact.
  forms: { ...listingForms, ...adviserForms },
  routes: {
    '/api/evaluation': postValuationRequest,
  },
});
