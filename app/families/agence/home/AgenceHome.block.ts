import { z } from 'zod';
import { island } from '../../../blocks/island';
import { defineBlock } from '../../../blocks/types';

export const agenceHomeSchema = z.object({});

/** An island (decisions 48 and 53): its code loads only on a page that shows it. */
export const agenceHomeBlock = defineBlock(agenceHomeSchema, island(() => import('./AgenceHome').then((m) => m.AgenceHome)));
