import { buyerEstimate } from '../../../domain/buyer-costs/buyer-estimate';
import { readSimulatorQuery } from '../../../domain/buyer-costs/simulator-query';
import { departmentName } from '../../../domain/geo/place-query';
import type { Listing } from '../../../domain/listings/listing';
import type { BuyerCostsData } from './BuyerCosts';
import { dvfTypeOf, type PriceBenchmark, priceBenchmark } from '../../../domain/listings/price-benchmark';
import { dvfPriceSource } from '../../../server/valuation/price-table.server';

/** A sale listing's price per m² and its commune's DVF median for the type (issue 39 item 2). */
export function benchmarkOf(listing: Listing): PriceBenchmark | null {
  if (listing.status !== 'sale') return null;
  const type = dvfTypeOf(listing.type);
  return priceBenchmark(listing, type ? dvfPriceSource().commune(listing.insee, type) : null);
}

/** The 'Ce que vous paierez' section of a sale listing, from its price and the page's URL (the GET form). */
export function buyerCostsOf(listing: Listing, params: URLSearchParams): BuyerCostsData | null {
  if (listing.status !== 'sale') return null;
  const read = readSimulatorQuery(params);
  const estimate = read.query ? buyerEstimate({ price: listing.price, priceWithoutFees: listing.sale?.priceWithoutFees ?? null, department: listing.department }, read.query) : null;
  return { estimate, departmentName: departmentName(listing.department) ?? listing.department, values: read.values, errors: read.errors };
}
