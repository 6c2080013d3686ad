import type { ListingMap } from '../../../server/repositories/listings.server';
import type { ListingCardData } from '../ListingCard';

/** What the search block's loader gives its component (sale and rent searches alike). */
export interface ListingSearchData {
  status: 'sale' | 'rent';
  heading: string;
  total: number;
  page: number;
  pageCount: number;
  items: ListingCardData[];
  /** Why the place matches nothing ('Code postal invalide…'), else null. */
  placeMessage: string | null;
  /** The page's path as requested (with /en when English) and its query without the page number. */
  pathname: string;
  query: string;
  /** First value of every URL parameter: the form's initial values. */
  values: Record<string, string>;
  map: ListingMap;
  mapTilesUrl: string;
  /** The search is limited to a zone drawn on the map (`zone` in the URL). */
  zone: boolean;
  /** Its vertices ([lat, lng]), outlined on the map; null without a zone. */
  zonePoints: Array<[number, number]> | null;
  /** The buyer-alert form prefilled with this search's criteria; null where the site has none. */
  alertHref: string | null;
}
