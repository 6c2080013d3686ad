import type { PageTable } from '../../blocks/types';
import type { AgenceBlocks } from './blocks';

/** The agence family's page table: path pattern → blocks. Paths not listed answer the site's 404. */
export const agencePages: PageTable<AgenceBlocks> = {};
