import { z } from 'zod';
import { island } from '../../../blocks/island';
import { defineBlock } from '../../../blocks/types';

export const comparatorSchema = z.object({ headingLevel: z.union([z.literal(1), z.literal(2)]).default(1) });

/** The income comparator (form, reference list, chart): an island, its code loads on its pages only (decisions 48, 54). */
export const recrutementComparatorBlock = defineBlock(comparatorSchema, island(() => import('./ComparatorBlock').then((m) => m.ComparatorBlock)));
