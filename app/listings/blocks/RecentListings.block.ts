import { z } from 'zod';
import { island } from '../../blocks/island';
import { defineBlock } from '../../blocks/types';

export const schema = z.object({
  /** Default: the catalogue's 'Nos derniers biens'. */
  title: z.string().optional(),
  limit: z.number().int().min(1).max(24).default(8),
  /** Skeleton time when switching sale/rent: 220 ms on the network home, 250 ms on the agency's (spec §4). */
  skeletonMs: z.number().int().min(0).max(1000).default(220),
});

/** An island (decisions 48 and 53): its code loads only on a page that shows it. */
export const recentListingsBlock = defineBlock(schema, island(() => import('./RecentListings').then((m) => m.RecentListings)));
