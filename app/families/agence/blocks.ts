import type { BlockDefinition } from '../../blocks/types';

/** Block types of the agence family. */
export const agenceBlocks: Record<string, BlockDefinition<never, never>> = {};
