import { z } from 'zod';
import { island } from '../../../../blocks/island';
import { defineBlock } from '../../../../blocks/types';

/** The freebie form's own page: an island, the lead form loads on that page only (decision 48). */
export const freebiePageBlock = defineBlock(z.object({}), island(() => import('./FreebiePage').then((m) => m.FreebiePage)));
