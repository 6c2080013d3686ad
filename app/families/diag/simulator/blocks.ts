import { z } from 'zod';
import { defineBlock } from '../../../blocks/types';
import { SimulatorPage } from './SimulatorPage';

/** The DPE 2026 simulator page (spec §7). */
export const simulatorBlock = defineBlock(z.object({}).strict(), SimulatorPage);
