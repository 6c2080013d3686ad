import { z } from 'zod';
import { island } from '../../../blocks/island';
import { defineBlock } from '../../../blocks/types';

/** An island (decision 0148): RecentListings.tsx's code loads only on a page that shows it. */
const load = () => import('./RecentListings');

export const schema = z.object({
  /** A fixed status (landing pages: latest for sale / for rent) hides the toggle. */
  status: z.enum(['sale', 'rent']).optional(),
  title: z.string().optional(),
});
export const recentListingsBlock = defineBlock(schema, island(() => load().then((m) => m.RecentListings)), { static: true });
