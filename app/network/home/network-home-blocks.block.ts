import { z } from 'zod';
import { island } from '../../blocks/island';
import { defineBlock } from '../../blocks/types';

/** An island (decision 0148): network-home-blocks.tsx's code loads only on a page that shows it. */
const load = () => import('./network-home-blocks');

export const reviewsSummaryBlock = defineBlock(z.object({}).strict(), island(() => load().then((m) => m.ReviewsSummary)), { static: true });
export const latestNewsBlock = defineBlock(z.object({}).strict(), island(() => load().then((m) => m.LatestNews)), { static: true });
