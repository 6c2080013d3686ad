import type { BlockDefinition } from '../../blocks/types';

/** Block types of the immo family. */
export const immoBlocks: Record<string, BlockDefinition<never, never>> = {};
