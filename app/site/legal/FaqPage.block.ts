import { z } from 'zod';
import { island } from '../../blocks/island';
import { defineBlock } from '../../blocks/types';

export const schema = z.object({
  title: z.string().default('Questions fréquentes'),
  items: z.array(z.object({ question: z.string(), answer: z.string() })).min(1),
});

export const faqPageSchema = schema;

/** An island (decisions 48 and 53): its code loads only on a page that shows it. */
export const faqPageBlock = defineBlock(schema, island(() => import('./FaqPage').then((m) => m.FaqPage)), { static: true });
