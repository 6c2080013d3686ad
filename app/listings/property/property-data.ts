import type { Listing } from '../../../domain/listings/listing';
import type { ListingAgent } from '../../../server/repositories/listing-rows.server';
import type { ListingCardData } from '../ListingCard';
import type { BuyerCostsData } from './BuyerCosts';
import type { PriceBenchmark } from '../../../domain/listings/price-benchmark';
import type { NearbyStation } from '../../../domain/geo/nearby-stations';

export interface PropertyData {
  listing: Listing;
  /** No profile link on a site without adviser profile pages (an agency site). */
  agent: Omit<ListingAgent, 'profileHref'> & { profileHref: string | null };
  similar: ListingCardData[];
  /** Published under 7 days ago (decided on the server: no hydration mismatch). */
  isNew: boolean;
  /** The last price change when it was a drop (issue 32): its percent and date, formatted for the page's language. */
  priceDrop: { percent: number; date: string } | null;
  mapTilesUrl: string;
  /** The Localisation tab's circle around the commune's centre (never the listing's own point); null without a known centre. */
  area: { lat: number; lng: number; radiusMetres: number } | null;
  /** Rail stations nearest the commune's centre, from the bundled IDFM file (decision 0147); empty outside its sector. */
  stations: NearbyStation[];
  /** The listing's address to share (without the query). */
  shareUrl: string;
  /** The page's own path, where a form posted without JavaScript comes back. */
  pathname: string;
  sent: boolean;
  serverError: string | null;
  /** What a refused post without JavaScript typed (its cookie, decision 0070). */
  kept: Record<string, string> | null;
  /** 'Ce que vous paierez' of a sale listing (null for a rental). */
  buyerCosts: BuyerCostsData | null;
  /** Price per m² and the commune's DVF median of a sale listing (null: rental, or no living area). */
  benchmark: PriceBenchmark | null;
}

/** What a 404 or 410 listing page says (root error boundary): the search, and similar listings when sold. */
/** What the root error boundary shows for a listing page that is gone, or a buyer alert's bad link (decision 0032). */
export type ListingGoneData = { kind: 'listing-missing' } | { kind: 'listing-sold'; title: string; similar: ListingCardData[] } | { kind: 'alert-link-invalid' };
