import { formatLongDate } from '../../../../../domain/format/dates';
import type { Locale } from '../../../../../domain/i18n/locale';
import { plainText } from '../../../../../server/content/sanitize.server';
import type { PostRow } from '../../../../../server/repositories/posts.server';
import type { NewsItem } from './news-types';

/** A stored post as a news card shows it: plain text excerpt, date in the page's language. */
export function toNewsItem(post: PostRow, locale: Locale): NewsItem {
  return { slug: post.slug, title: post.title, image: post.image, dateLabel: formatLongDate(post.date, locale), excerpt: post.excerpt || plainText(post.description_html) };
}
