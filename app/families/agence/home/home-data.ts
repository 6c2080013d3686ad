import type { ImmoNewsItem } from '../../../network/news/news-types';

/** What the agency home needs from its loader (browser-safe types only). */
export interface HomeListing {
  href: string;
  title: string;
  price: string | null;
  place: string;
  facts: string;
  image: { src: string; alt: string } | null;
}

export interface HomeAdviser {
  name: string;
  title: string;
  avatarUrl: string | null;
}

export interface HomeReview {
  id: string;
  author: string;
  rating: number;
  text: string;
  date: string;
  source: string;
}


export interface HomeData {
  /** The three newest articles of the agency's blog. */
  posts: ImmoNewsItem[];
  advisers: HomeAdviser[];
  sale: HomeListing[];
  rent: HomeListing[];
  reviews: HomeReview[];
  average: number | null;
  reviewCount: number;
}
