import type { BlockDefinition } from '../../blocks/types';

/** Block types of the diag family. */
export const diagBlocks: Record<string, BlockDefinition<never, never>> = {};
