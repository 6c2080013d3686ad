import type { PageTable } from '../../blocks/types';
import type { DiagBlocks } from './blocks';
import { quotePages } from './quote/pages';
import { simulatorPages } from './simulator/pages';
import { sitePages } from './site/pages';

/** The diag family's page table: path pattern → blocks. Paths not listed answer the site's 404. */
export const diagPages: PageTable<DiagBlocks> = { ...sitePages, ...quotePages, ...simulatorPages };
