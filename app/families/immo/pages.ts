import type { PageTable } from '../../blocks/types';
import type { ImmoBlocks } from './blocks';

/** The immo family's page table: path pattern → blocks. Paths not listed answer the site's 404. */
export const immoPages: PageTable<ImmoBlocks> = {};
