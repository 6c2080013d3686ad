import { DVF_PERIOD, MIN_COMMUNE_SALES, type PriceFigure, type ValuationType } from '../valuation/estimate';
import type { PropertyType } from './listing';
import { typeGroupOf } from './type-groups';

/**
 * A listing's price per m² and, beside it, the DVF median of its commune for its type (issue 39 item 2):
 * 'Prix au m² : 3 450 € — médiane des ventes à Sevran : 2 427 €/m² (DVF, 44 ventes, août 2024 – août
 * 2025)'. Pure: the figure is handed in (server/valuation/price-table.server.ts). No figure, or one
 * behind fewer than 5 sales, shows nothing: never a department's figure passed off as the commune's.
 */

export interface PriceBenchmark {
  /** The advertised price (fees included) over the living area, rounded to the euro. */
  pricePerM2: number;
  median: null | { eurPerM2: number; sales: number; commune: string; from: string; to: string };
}

/** The DVF type a listing compares with (a villa with houses, a studio with flats), or null. */
export function dvfTypeOf(type: PropertyType): ValuationType | null {
  const group = typeGroupOf(type);
  return group === 'Maison' || group === 'Appartement' ? group : null;
}

/** Price per m² of an advertised price, or null without a usable living area. */
export function pricePerM2(price: number, area: number | null): number | null {
  return area && area >= 1 && price > 0 ? Math.round(price / area) : null;
}

export function priceBenchmark(listing: { price: number; area: number | null; type: PropertyType; city: string }, figure: PriceFigure | null): PriceBenchmark | null {
  const perM2 = pricePerM2(listing.price, listing.area);
  if (perM2 === null) return null;
  const strong = figure && dvfTypeOf(listing.type) && figure.sales >= MIN_COMMUNE_SALES && figure.eurPerM2 > 0;
  return {
    pricePerM2: perM2,
    median: strong ? { eurPerM2: Math.round(figure.eurPerM2), sales: figure.sales, commune: listing.city, from: DVF_PERIOD.from, to: DVF_PERIOD.to } : null,
  };
}
