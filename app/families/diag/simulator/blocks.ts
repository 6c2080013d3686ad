import { z } from 'zod';
import type { BlockDefinition } from '../../../blocks/types';
import { defineBlock } from '../../../blocks/types';
import { SimulatorPage, type SimulatorData } from './SimulatorPage';

const noProps = z.object({}).strict();

/** Block types of the diag family's simulator part. */
export const simulatorBlocks = {
  'diag.simulator': defineBlock<typeof noProps, SimulatorData>(noProps, SimulatorPage),
} as unknown as Record<string, BlockDefinition<never, never>>;
