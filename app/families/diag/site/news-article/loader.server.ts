import { data } from 'react-router';
import { articleJsonLd } from '../../../../../domain/diag/json-ld';
import { formatLongDate } from '../../../../../domain/format/dates';
import { imageUrl } from '../../../../../domain/media/image-params';
import { plainText, sanitizeContent } from '../../../../../server/content/sanitize.server';
import { redirectRenamedPost } from '../../../../../server/content/renamed-post.server';
import { postBySlug } from '../../../../../server/repositories/posts.server';
import { defineLoader } from '../../../../blocks/loader-types';
import type { newsArticleBlock } from './block';

export const newsArticleLoader = defineLoader<typeof newsArticleBlock>(async (ctx) => {
  const slug = ctx.params.slug ?? '';
  const post = await postBySlug(ctx.services.db, ctx.site.id, slug);
  if (!post) {
    await redirectRenamedPost(ctx.services.db, ctx.site.id, slug, ctx.url);
    throw data(null, { status: 404 });
  }
  const html = sanitizeContent(post.description_html);
  return {
    data: { title: post.title, image: post.image, dateIso: post.date, dateLabel: formatLongDate(post.date, ctx.locale), html },
    seo: {
      title: `${post.seo_title || post.title} · {site}`,
      description: post.seo_description || plainText(html).slice(0, 155),
      jsonLd: [
        articleJsonLd({
          title: post.title,
          dateIso: post.date,
          image: post.image ? `${ctx.url.origin}${imageUrl(post.image, { w: 1200, h: 800, f: 'jpeg' })}` : null,
          url: `${ctx.url.origin}/actualites/${post.slug}`,
          publisher: ctx.site.name,
        }),
      ],
    },
  };
});
