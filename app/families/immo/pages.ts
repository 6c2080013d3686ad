import { listingPages } from '../../listings/pages';
import type { PageTable } from '../../blocks/types';
import type { ImmoBlocks } from './blocks';

/** The immo family's page table: path pattern → blocks. Paths not listed answer the site's 404. */
export const immoPages: PageTable<ImmoBlocks> = {
  ...listingPages,
  '/alerte-immobiliere': { title: 'Alerte immobilière · {site}', description: 'Recevez par e-mail les nouveaux biens qui correspondent à votre recherche.', blocks: [{ type: 'listings.buyerAlert' }] },
};
