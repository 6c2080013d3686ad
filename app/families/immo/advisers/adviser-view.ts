import type { Adviser, RatingSummary } from '../../../../domain/advisers/adviser';

/** What the adviser pages show of an adviser: built by the loaders from domain types, nothing more reaches the browser. */
export interface AdviserCardView {
  id: string;
  slug: string;
  name: string;
  title: string;
  city: string;
  zip: string;
  phone: string;
  email: string;
  avatarUrl: string | null;
  rating: { value: number; count: number } | null;
}

export const ADVISER_BUTTON = 'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold';
export const PRIMARY_BUTTON = `${ADVISER_BUTTON} bg-teal-brand text-white hover:bg-teal-dark`;
export const SECONDARY_BUTTON = `${ADVISER_BUTTON} border border-teal-brand text-teal-brand hover:bg-teal-brand/10`;
export const GOLD_BUTTON = `${ADVISER_BUTTON} bg-gold-brand text-white hover:bg-gold-brand/90`;

/**
 * The same media image at another served size: stored avatars are image-route URLs
 * ('/img/w=320,h=320/avatars/x.svg'); a card asks for a smaller variant. Other URLs pass unchanged.
 */
export function mediaVariant(url: string | null, width: number, height: number): string | null {
  if (!url) return null;
  const match = /^\/img\/[^/]+\/(.+)$/.exec(url);
  return match ? `/img/w=${width},h=${height},fit=cover,f=auto,q=75/${match[1]}` : url;
}

/** The card fields every adviser page shows, with the avatar at the page's size (120 or 320 px square). */
export function adviserCardView(adviser: Adviser, name: string, rating: RatingSummary | null, avatarSize: number): AdviserCardView {
  return {
    id: adviser.id,
    slug: adviser.slug,
    name,
    title: adviser.title,
    city: adviser.city,
    zip: adviser.zip,
    phone: adviser.phone,
    email: adviser.email,
    avatarUrl: mediaVariant(adviser.avatarUrl, avatarSize, avatarSize),
    rating: rating ? { value: rating.value, count: rating.count } : null,
  };
}
