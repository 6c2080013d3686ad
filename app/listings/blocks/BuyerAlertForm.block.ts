import { z } from 'zod';
import { island } from '../../blocks/island';
import { defineBlock } from '../../blocks/types';

export const schema = z.object({ title: z.string().optional(), heading: z.enum(['h1', 'h2']).optional() });

/** An island (decisions 48 and 53): its code loads only on a page that shows it. */
export const buyerAlertBlock = defineBlock(schema, island(() => import('./BuyerAlertForm').then((m) => m.BuyerAlertForm)));
