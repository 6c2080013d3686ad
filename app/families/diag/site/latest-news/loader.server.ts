import { siteLatestPosts } from '../../../../../server/repositories/posts.server';
import { defineLoader } from '../../../../blocks/loader-types';
import { toNewsItem } from '../news/news-items.server';
import type { latestNewsBlock } from './block';

export const latestNewsLoader = defineLoader<typeof latestNewsBlock>(async (ctx) => {
  const items = await siteLatestPosts(ctx.services.db, ctx.site, 4);
  return { data: { items: items.map((post) => toNewsItem(post, ctx.locale)) } };
});
