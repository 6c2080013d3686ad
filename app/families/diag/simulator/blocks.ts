import type { BlockDefinition } from '../../../blocks/types';

/** Block types of the diag family's simulator part. */
export const simulatorBlocks: Record<string, BlockDefinition<never, never>> = {};
