import { listingPages } from '../../listings/pages';
import type { PageTable } from '../../blocks/types';
import { legalPages } from '../../site/legal/pages';
import type { AgenceBlocks } from './blocks';
import { AGENCE_NAVIGATION } from './navigation';
import { agenceSellPages } from './sell/sell-pages';

/** The agence family's page table: path pattern → blocks. Paths not listed answer the site's 404. */
export const agencePages: PageTable<AgenceBlocks> = {
  ...listingPages,
  .../* @__PURE__ */ legalPages(AGENCE_NAVIGATION.siteMap ?? []),
  '/': { blocks: [{ type: 'agence.home' }] },
  ...agenceSellPages,
  '/actualites': { title: 'Blog · {site}', description: 'Conseils, marché et vie de nos quartiers : les articles de {site}.', blocks: [{ type: 'agence.newsList' }] },
  '/actualite/:slug': { title: 'Article · {site}', description: 'Article de {site}.', blocks: [{ type: 'news.article' }] },
  '/contact': { title: 'Contact · {site}', description: 'Contactez vos conseillers {site}.', blocks: [{ type: 'agence.contact' }] },
  // The agency's own selling landing (paid traffic; Sevran's in the demo): no menu, no JavaScript. Served
  // only to a site whose record has settings.landing (its loader answers 404 otherwise, decision 76).
  '/estimation-gratuite': { blocks: [{ type: 'agence.ExpertimoMLandingOne' }] },
};
