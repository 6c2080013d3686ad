import type { PageDefinition } from '../../../../domain/sites/site';

/** Pages of the diag family's simulator part: path pattern → blocks. */
export const simulatorPages: Record<string, PageDefinition> = {};
