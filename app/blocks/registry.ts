import { agenceBlocks } from '../families/agence/blocks';
import { diagBlocks } from '../families/diag/blocks';
import { immoBlocks } from '../families/immo/blocks';
import { recrutementBlocks } from '../families/recrutement/blocks';
import type { BlockDefinition } from './types';

/** Every block type, by name. A type is registered once; names are unique across families. */
export const blockRegistry: Record<string, BlockDefinition<never, never> | undefined> = {
  ...diagBlocks,
  ...immoBlocks,
  ...agenceBlocks,
  ...recrutementBlocks,
} as Record<string, BlockDefinition<never, never>>;
