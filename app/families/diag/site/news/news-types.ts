/** A news item as the pages see it: plain text excerpt, date already in French. */
export interface NewsItem {
  slug: string;
  title: string;
  image: string | null;
  dateLabel: string;
  excerpt: string;
}

export interface NewsPage {
  items: NewsItem[];
  page: number;
  pageCount: number;
  total: number;
}

export const NEWS_PAGE_SIZE = 9;
