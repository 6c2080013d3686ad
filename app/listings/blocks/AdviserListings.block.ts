import { z } from 'zod';
import { island } from '../../blocks/island';
import { defineBlock } from '../../blocks/types';

/** An island (decision 0148): AdviserListings.tsx's code loads only on a page that shows it. */
const load = () => import('./AdviserListings');

export const schema = z.object({ title: z.string().optional() });
export const adviserListingsBlock = defineBlock(schema, island(() => load().then((m) => m.AdviserListings)), { static: true });
