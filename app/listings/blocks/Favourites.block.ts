import { z } from 'zod';
import { island } from '../../blocks/island';
import { defineBlock } from '../../blocks/types';

export const schema = z.object({});

/** An island (decisions 48 and 53): its code loads only on a page that shows it. */
export const favouritesBlock = defineBlock(schema, island(() => import('./Favourites').then((m) => m.Favourites)));
