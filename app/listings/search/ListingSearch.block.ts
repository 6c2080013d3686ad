import { z } from 'zod';
import { island } from '../../blocks/island';
import { defineBlock } from '../../blocks/types';

export const schema = z.object({ status: z.enum(['sale', 'rent']).default('sale') });

/** An island (decisions 48 and 53): its code loads only on a page that shows it. */
export const listingSearchBlock = defineBlock(schema, island(() => import('./ListingSearch').then((m) => m.ListingSearch)));
