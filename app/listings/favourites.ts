/** Favourite listings, kept in the browser only (issue 11 item 6: no account). */
export interface Favourite {
  slug: string;
  title: string;
  href: string;
  price: string;
  place: string;
  image: string | null;
}

const KEY = 'vitrine.favoris';

export function readFavourites(): Favourite[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((f): f is Favourite => typeof f === 'object' && f !== null && typeof (f as Favourite).slug === 'string' && typeof (f as Favourite).href === 'string' && (f as Favourite).href.startsWith('/bien-immobilier/'));
  } catch {
    return [];
  }
}

export function writeFavourites(list: Favourite[]): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(list.slice(0, 200)));
  } catch {
    // Storage refused: the choice lasts for this page only.
  }
}
