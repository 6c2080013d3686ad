import type { PageTable } from '../../blocks/types';
import type { RecrutementBlocks } from './blocks';

/** The recrutement family's page table: path pattern → blocks. Paths not listed answer the site's 404. */
export const recrutementPages: PageTable<RecrutementBlocks> = {};
