import { z } from 'zod';
import { island } from '../../../../blocks/island';
import { defineBlock } from '../../../../blocks/types';

// An island (decision 58): the home's blocks share one chunk, loaded by the pages that show them, not by /devis or the simulator.
export const reviewsBlock = defineBlock(z.object({}), island(() => import('../home-blocks').then((m) => m.Reviews)));
