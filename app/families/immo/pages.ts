import type { PageTable } from '../../blocks/types';
import type { ImmoBlocks } from './blocks';
import { immoLegalPages } from './immo-pages-legal';
import { valuationPages } from './valuation/pages';

/** The immo family's page table: path pattern → blocks. Paths not listed answer the site's 404. */
export const immoPages: PageTable<ImmoBlocks> = {
  ...valuationPages,
  ...immoLegalPages,
  '/actualites': { title: 'Actualités · {site}', description: 'Conseils pour vendre, acheter ou louer, marché immobilier, fiscalité et vie du réseau {site}.', blocks: [{ type: 'immo.newsList' }] },
  '/actualite/:slug': { title: 'Actualité · {site}', description: 'Article du réseau {site}.', blocks: [{ type: 'immo.newsArticle' }] },
};
