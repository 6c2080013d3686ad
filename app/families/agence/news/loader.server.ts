import { defineLoader } from '../../../blocks/loader-types';
import { newsListLoader } from '../../../network/news/loaders.server';
import type { agenceNewsListBlock } from './AgenceNewsList.block';

/** The network's news list loader: the site's own posts, featured first, 9 per page. */
export const agenceNewsListLoader = defineLoader<typeof agenceNewsListBlock>((ctx, props) => newsListLoader(ctx as never, props));
