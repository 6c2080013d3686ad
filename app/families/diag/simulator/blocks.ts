import { z } from 'zod';
import { island } from '../../../blocks/island';
import { defineBlock } from '../../../blocks/types';

/** The DPE 2026 simulator page (spec §7): an island, its code loads on its page only (decision 48). */
export const simulatorBlock = defineBlock(z.object({}).strict(), island(() => import('./SimulatorPage').then((m) => m.SimulatorPage)));
