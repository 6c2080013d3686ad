import { formatLongDate } from '../../../../../domain/format/dates';
import { plainText } from '../../../../../server/content/sanitize.server';
import type { PostRow } from '../../../../../server/repositories/posts.server';
import type { NewsItem } from './news-types';

/** A stored post as a news card shows it: plain text excerpt, date in French. */
export function toNewsItem(post: PostRow): NewsItem {
  return { slug: post.slug, title: post.title, image: post.image, dateLabel: formatLongDate(post.date), excerpt: post.excerpt || plainText(post.description_html) };
}
