import type { PageDefinition } from '../../../domain/sites/site';

/** The immo family's page table: path pattern → blocks. Paths not listed answer the site's 404. */
export const immoPages: Record<string, PageDefinition> = {};
