/**
 * 'Favori' without an account (issue 39 item 8): the visitor's favourite listings are kept in one
 * first-party cookie, the slugs joined by '/'. It is set only when the visitor presses 'Favori' and
 * serves only that feature, so it is a cookie strictly necessary for a service the user asked for
 * (CNIL guidelines of 17 September 2020, art. 82 of the loi Informatique et Libertés): no consent
 * needed. Pure: parsing, the toggle and the Set-Cookie line.
 */

export const FAVOURITES_COOKIE = 'vitrine_favoris';
/** Kept this many listings at most (the newest first); a cookie stays under 4 KB. */
export const MAX_FAVOURITES = 50;
/** Six months, the CNIL's reference for a consent choice; renewed at each change. */
export const FAVOURITES_MAX_AGE_SECONDS = 183 * 24 * 3600;

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/;

export function isListingSlug(value: unknown): value is string {
  return typeof value === 'string' && SLUG.test(value);
}

/** The slugs of a Cookie header's favourites cookie: valid ones only, no duplicates, at most 50. */
export function readFavouriteSlugs(cookieHeader: string | null | undefined): string[] {
  if (!cookieHeader) return [];
  const pair = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${FAVOURITES_COOKIE}=`));
  if (!pair) return [];
  let value: string;
  try {
    value = decodeURIComponent(pair.slice(FAVOURITES_COOKIE.length + 1));
  } catch {
    return [];
  }
  return [...new Set(value.split('/').filter(isListingSlug))].slice(0, MAX_FAVOURITES);
}

export type FavouriteChange = 'add' | 'remove' | 'toggle';

/** The list after a change: an added listing goes first; the oldest go beyond 50. */
export function changeFavourites(slugs: readonly string[], slug: string, change: FavouriteChange): { slugs: string[]; isFavourite: boolean } {
  const others = slugs.filter((s) => s !== slug);
  const add = change === 'add' || (change === 'toggle' && others.length === slugs.length);
  return add ? { slugs: [slug, ...others].slice(0, MAX_FAVOURITES), isFavourite: true } : { slugs: others, isFavourite: false };
}

/** The Set-Cookie line of a list (an empty list deletes the cookie). Readable by the page's script, which shows the button's state. */
export function favouritesSetCookie(slugs: readonly string[], secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  if (!slugs.length) return `${FAVOURITES_COOKIE}=; Max-Age=0; ${attributes}`;
  return `${FAVOURITES_COOKIE}=${slugs.join('/')}; Max-Age=${FAVOURITES_MAX_AGE_SECONDS}; ${attributes}`;
}
