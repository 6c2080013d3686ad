import { z } from 'zod';
import { island } from '../../../blocks/island';
import { defineBlock } from '../../../blocks/types';

export const schema = z.object({ title: z.string(), text: z.string() });

/** An island (decisions 48 and 53): its code loads only on a page that shows it. */
export const sellHeroBlock = defineBlock(schema, island(() => import('./SellHero').then((m) => m.SellHero)));
