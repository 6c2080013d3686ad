import type { PageDefinition } from '../../../../domain/sites/site';

/** Pages of the diag family's site part: path pattern → blocks. */
export const sitePages: Record<string, PageDefinition> = {};
