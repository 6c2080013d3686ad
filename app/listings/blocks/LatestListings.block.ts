import { z } from 'zod';
import { island } from '../../blocks/island';
import { defineBlock } from '../../blocks/types';

/** An island (decision 0148): LatestListings.tsx's code loads only on a page that shows it. */
const load = () => import('./LatestListings');

export const schema = z.object({
  status: z.enum(['sale', 'rent']),
  title: z.string().optional(),
  limit: z.number().int().min(1).max(12).default(4),
});
export const latestListingsBlock = defineBlock(schema, island(() => load().then((m) => m.LatestListings)), { static: true });
