import type { BlockDefinition } from '../../../blocks/types';

/** Block types of the diag family's site part. */
export const siteBlocks: Record<string, BlockDefinition<never, never>> = {};
