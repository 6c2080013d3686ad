import type { BlockDefinition } from '../../blocks/types';
import { quoteBlocks } from './quote/blocks';
import { simulatorBlocks } from './simulator/blocks';
import { siteBlocks } from './site/blocks';

/** Block types of the diag family. */
export const diagBlocks: Record<string, BlockDefinition<never, never>> = { ...siteBlocks, ...quoteBlocks, ...simulatorBlocks };
