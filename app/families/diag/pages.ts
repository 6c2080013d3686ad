import type { PageDefinition } from '../../../domain/sites/site';

/** The diag family's page table: path pattern → blocks. Paths not listed answer the site's 404. */
export const diagPages: Record<string, PageDefinition> = {};
