import type { PageDefinition } from '../../../domain/sites/site';
import { quotePages } from './quote/pages';
import { simulatorPages } from './simulator/pages';
import { sitePages } from './site/pages';

/** The diag family's page table: path pattern → blocks. Paths not listed answer the site's 404. */
export const diagPages: Record<string, PageDefinition> = { ...sitePages, ...quotePages, ...simulatorPages };
