import { z } from 'zod';
import { island } from '../../blocks/island';
import { defineBlock } from '../../blocks/types';

/** An island (decision 0148): NewsArticle.tsx's code loads only on a page that shows it. */
const load = () => import('./NewsArticle');

export const newsArticleBlock = defineBlock(z.object({}).strict(), island(() => load().then((m) => m.NewsArticle)), { static: true });
