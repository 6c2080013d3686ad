import type { PageDefinition } from '../../../../domain/sites/site';

/** Pages of the diag family's quote part: path pattern → blocks. */
export const quotePages: Record<string, PageDefinition> = {};
