/** What /favoris's loader gives its component: the favourites cookie's listings, in its order. */
export interface FavouritesData {
  /** The page's path (with /en when English): where 'Retirer' comes back to. */
  pathname: string;
  items: Array<{ slug: string; href: string; title: string; price: string; place: string; image: string | null }>;
}
