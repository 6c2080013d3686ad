import type { PageDefinition } from '../../../domain/sites/site';

/** The agence family's page table: path pattern → blocks. Paths not listed answer the site's 404. */
export const agencePages: Record<string, PageDefinition> = {};
