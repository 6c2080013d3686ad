import type { PageDefinition } from '../../../domain/sites/site';

/** The recrutement family's page table: path pattern → blocks. Paths not listed answer the site's 404. */
export const recrutementPages: Record<string, PageDefinition> = {};
