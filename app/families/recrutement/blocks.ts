import type { BlockDefinition } from '../../blocks/types';

/** Block types of the recrutement family. */
export const recrutementBlocks: Record<string, BlockDefinition<never, never>> = {};
