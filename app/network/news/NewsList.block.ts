import { z } from 'zod';
import { island } from '../../blocks/island';
import { defineBlock } from '../../blocks/types';

/** An island (decision 0148): NewsList.tsx's code loads only on a page that shows it. */
const load = () => import('./NewsList');

export const newsListBlock = defineBlock(z.object({}).strict(), island(() => load().then((m) => m.NewsList)), { static: true });
