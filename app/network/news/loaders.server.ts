import { data as response } from 'react-router';
import { plainText, sanitizeContent } from '../../../server/content/sanitize.server';
import { redirectRenamedPost } from '../../../server/content/renamed-post.server';
import { postBySlug, postPage, type PostRow } from '../../../server/repositories/posts.server';
import { imageUrl } from '../../../domain/media/image-params';
import { defineLoader } from '../../blocks/loader-types';
import type { newsArticleBlock } from './NewsArticle.block';
import type { newsListBlock } from './NewsList.block';
import type { ImmoNewsItem } from './news-types';

/** Spec §9: a grid of 9 after the featured article. */
export const NEWS_GRID_SIZE = 9;

export const newsItemOf = (p: PostRow): ImmoNewsItem => ({ slug: p.slug, title: p.title, excerpt: p.excerpt ?? '', image: p.image, dateIso: p.date, category: p.category, author: p.author, readMins: p.read_mins });

export const newsListLoader = defineLoader<typeof newsListBlock>(async ({ services, site, url }) => {
  const raw = url.searchParams.get('page');
  const asked = raw === null ? 1 : Number(raw);
  if (!Number.isInteger(asked) || asked < 1) throw response(null, { status: 404 });
  // Page 1: the featured article and the 9 next; page n: 9 more, after the featured one.
  const first = await postPage(services.db, site.id, 1, 1);
  const rest = Math.max(0, first.total - 1);
  const totalPages = Math.max(1, Math.ceil(rest / NEWS_GRID_SIZE));
  if (asked > totalPages) throw response(null, { status: 404 });
  const { items } = await postPageAfterFirst(services, site.id, asked);
  return {
    data: { featured: asked === 1 && first.items[0] ? newsItemOf(first.items[0]) : null, items: items.map(newsItemOf), page: asked, totalPages },
    seo: asked > 1 ? { title: `Actualités, page ${asked} · {site}` } : undefined,
  };
});

/** The 9 articles of grid page n, skipping the featured (newest) one. */
async function postPageAfterFirst(services: { db: Parameters<typeof postPage>[0] }, siteId: string, page: number) {
  // Reading 1 + 9n rows keeps the repository's single ordering (date desc, slug); a site has few posts.
  const { items } = await postPage(services.db, siteId, 1, 1 + NEWS_GRID_SIZE * page);
  return { items: items.slice(1 + NEWS_GRID_SIZE * (page - 1)) };
}

export const newsArticleLoader = defineLoader<typeof newsArticleBlock>(async ({ services, site, params, url }) => {
  const post = await postBySlug(services.db, site.id, params.slug ?? '');
  // An unknown slug is a 404 (the spec falls back to the first article: not here).
  if (!post) {
    await redirectRenamedPost(services.db, site.id, params.slug ?? '', url);
    throw response(null, { status: 404 });
  }
  const html = sanitizeContent(post.description_html);
  return {
    data: { ...newsItemOf(post), html },
    seo: {
      title: `${post.seo_title || post.title} · {site}`,
      description: post.seo_description || post.excerpt || plainText(html).slice(0, 155),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: post.title,
          datePublished: post.date,
          author: post.author ? { '@type': 'Person', name: post.author } : undefined,
          image: post.image ? `${url.origin}${imageUrl(post.image, { w: 1200, h: 800, f: 'jpeg' })}` : undefined,
          mainEntityOfPage: `${url.origin}/actualite/${post.slug}`,
          publisher: { '@type': 'Organization', name: site.name },
        },
      ],
    },
  };
});
