import type { PageTable } from '../../blocks/types';
import type { AgenceBlocks } from './blocks';

/** The agence family's page table: path pattern → blocks. Paths not listed answer the site's 404. */
export const agencePages: PageTable<AgenceBlocks> = {
  '/': { blocks: [{ type: 'agence.home' }] },
  // The Sevran selling landing (paid traffic): no menu, no JavaScript.
  '/estimation-gratuite': { blocks: [{ type: 'agence.ExpertimoMLandingOne' }] },
};
