import { z } from 'zod';
import { island } from '../../blocks/island';
import { defineBlock } from '../../blocks/types';

export const schema = z.object({});

/** An island (decisions 48 and 53): its code loads only on a page that shows it. */
export const propertyBlock = defineBlock(schema, island(() => import('./PropertyPage').then((m) => m.PropertyPage)));
