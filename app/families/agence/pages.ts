import { listingPages } from '../../listings/pages';
import type { PageTable } from '../../blocks/types';
import { legalPages } from '../../site/legal/pages';
import type { AgenceBlocks } from './blocks';

/** The agence family's page table: path pattern → blocks. Paths not listed answer the site's 404. */
export const agencePages: PageTable<AgenceBlocks> = {
  ...listingPages,
  ...legalPages('agence', [{ title: 'L’agence', links: [{ label: 'Accueil', href: '/' }] }]),
  '/': { blocks: [{ type: 'agence.home' }] },
  // The Sevran selling landing (paid traffic): no menu, no JavaScript.
  '/estimation-gratuite': { blocks: [{ type: 'agence.ExpertimoMLandingOne' }] },
};
