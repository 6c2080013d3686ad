import type { AgenceSite } from '../../../domain/agence/site';
import type { Services } from '../../../server/services.server';
import { faqPageLoader } from '../../site/legal/faq-loader.server';
import { LISTING_PATHS_NOT_IN_SITEMAP, listingForms, listingLoaders, listingSitemapPaths } from '../../listings/loaders.server';
import { defineFamilyServer } from '../../blocks/family.server';
import { faqSectionLoader } from '../../network/editorial/faq-section.server';
import { newsArticleLoader } from '../../network/news/loaders.server';
import { newsSitemapPaths } from '../../network/news/sitemap.server';
import { postValuationRequest } from '../../network/valuation/evaluation-endpoint.server';
import { valuationStep1Loader, valuationStep2Loader, valuationStep3Loader } from '../../network/valuation/loaders.server';
import { NETWORK_MARK_SVG } from '../network-mark';
import { agenceContactLoader } from './contact/loader.server';
import { agenceFamily } from './family';
import { expertimoMLandingOneLoader } from './landing/loader.server';
import { agenceHomeLoader } from './home/loader.server';
import { agenceNewsListLoader } from './news/loader.server';
import { agenceRedirectLoader } from './redirect.server';
import { agenceContactForm } from './contact/form.server';

/** Pages an agency serves only when its record says so (both answer 404 otherwise). */
const RECORD_PAGES = ['/estimation-gratuite', '/recherche-location'];

/** Its listings, and the record's pages it serves: its own landing, its rent search when it rents. */
async function agenceSitemapPaths(site: AgenceSite, services: Services): Promise<string[]> {
  const { settings } = site;
  return [...(settings.landing ? ['/estimation-gratuite'] : []), ...(settings.showLouer ? ['/recherche-location'] : []), ...(await newsSitemapPaths(site, services)), ...(await listingSitemapPaths(site, services))];
}

/** The agence family, server half. */
export const agenceFamilyServer = defineFamilyServer(agenceFamily, {
  loaders: {
    ...listingLoaders,
    'legal.faq': faqPageLoader,
    'agence.ExpertimoMLandingOne': expertimoMLandingOneLoader,
    'agence.home': agenceHomeLoader,
    'agence.contact': agenceContactLoader,
    'agence.newsList': agenceNewsListLoader,
    'news.article': newsArticleLoader,
    'agence.faqSection': faqSectionLoader,
    'valuation.step1': valuationStep1Loader,
    'valuation.step2': valuationStep2Loader,
    'valuation.step3': valuationStep3Loader,
    'advisers.redirect': agenceRedirectLoader,
  },
  faviconSvg: NETWORK_MARK_SVG,
  sitemapPaths: agenceSitemapPaths,
  // Steps that only make sense with one visitor's answers, and a redirect; the landing and the rent
  // search only when the record has them (agenceSitemapPaths).
  notInSitemap: ['/evaluation-two', '/evaluation-three', '/conseillers-immobiliers', ...LISTING_PATHS_NOT_IN_SITEMAP, ...RECORD_PAGES],
  robotsDisallow: ['/evaluation-three'],
  // Its lead form posted to its page: /contact.
  forms: { 'agence-contact': agenceContactForm, ...listingForms },
  routes: {
    // The valuation funnel's step 2 (the network's endpoint): with no adviser of the agency's own
    // network found, the request is addressed to the site's e-mail, i.e. the agency.
    '/api/evaluation': postValuationRequest,
  },
});
