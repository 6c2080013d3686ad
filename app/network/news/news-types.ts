/** A news card of the network site (spec §3 'Blog post / article'). */
export interface ImmoNewsItem {
  slug: string;
  title: string;
  excerpt: string;
  image: string | null;
  dateIso: string;
  category: string | null;
  author: string | null;
  readMins: number | null;
}
