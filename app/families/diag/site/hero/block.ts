import { z } from 'zod';
import { island } from '../../../../blocks/island';
import { defineBlock } from '../../../../blocks/types';

export const heroSchema = z.object({ audience: z.enum(['particulier', 'professionnel']).default('particulier') });

// An island (decision 58): the home's blocks share one chunk, loaded by the pages that show them, not by /devis or the simulator.
export const heroBlock = defineBlock(heroSchema, island(() => import('../home-blocks').then((m) => m.Hero)));
