import type { BlockDefinition } from '../../../blocks/types';

/** Block types of the diag family's quote part. */
export const quoteBlocks: Record<string, BlockDefinition<never, never>> = {};
