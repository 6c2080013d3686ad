import { data } from 'react-router';
import { postPage } from '../../../../../server/repositories/posts.server';
import { defineLoader } from '../../../../blocks/loader-types';
import { fixedT } from '../../../../i18n/instances.server';
import { toNewsItem } from './news-items.server';
import { NEWS_PAGE_SIZE } from './news-types';
import type { newsListBlock } from './block';

/** ?page= read leniently: anything but a whole number from 1 is page 1. */
function pageParam(url: URL): number {
  const raw = url.searchParams.get('page');
  return raw && /^\d{1,5}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}

export const newsListLoader = defineLoader<typeof newsListBlock>(async (ctx) => {
  const page = pageParam(ctx.url);
  const { items, total } = await postPage(ctx.services.db, ctx.site.id, page, NEWS_PAGE_SIZE);
  const pageCount = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  if (page > pageCount) throw data(null, { status: 404 });
  return {
    data: { items: items.map((post) => toNewsItem(post, ctx.locale)), page, pageCount, total },
    seo: page > 1
      ? { title: fixedT(ctx.locale)('diag:pageMeta.news.titlePage', { page, site: '{site}' }), description: 'diag:pageMeta.news.description' }
      : { title: 'diag:pageMeta.news.title', description: 'diag:pageMeta.news.description' },
  };
});
