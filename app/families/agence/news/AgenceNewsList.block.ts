import { island } from '../../../blocks/island';
import { defineBlock } from '../../../blocks/types';
import { newsListBlock } from '../../../network/news/NewsList.block';

/** An island (decision 0148): AgenceNewsList.tsx's code loads only on a page that shows it. */
export const agenceNewsListBlock = defineBlock(newsListBlock.schema, island(() => import('./AgenceNewsList').then((m) => m.AgenceNewsList)), { static: true });
