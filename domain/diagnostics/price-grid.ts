import { DIAGNOSTIC_KEYS, type DiagnosticKey } from '../quote/required';
import type { CalendarDay } from './calendar-day';
import { compareDays } from './calendar-day';
import { type Amounts, type Cents, share, withVat } from './money';

/**
 * A franchisee's price grid (issue 33 item 1, decision 0096): a price before tax per diagnostic,
 * property type and surface band; a discount by number of diagnostics; the risk statement free
 * from a pack size; a travel supplement by distance zone from the office. Dated: a quote keeps
 * the version it was priced with.
 */
export const GRID_PROPERTY_TYPES = ['appartement', 'maison', 'local'] as const;
export type GridPropertyType = (typeof GRID_PROPERTY_TYPES)[number];

/** A grid version; its checks are in price-grid-schema.ts (zod stays out of the browser's price). */
export interface PriceGrid {
  /** First day this version applies ('YYYY-MM-DD'). */
  effectiveFrom: CalendarDay;
  /** Upper bounds in m² of each surface band but the last, ascending; the last band is open. */
  surfaceBands: number[];
  /** prices[diagnostic][propertyType] = one HT price in cents per band (surfaceBands.length + 1 of them). */
  prices: Partial<Record<DiagnosticKey, Partial<Record<GridPropertyType, Cents[]>>>>;
  /** From `fromCount` diagnostics, `basisPoints` off the diagnostics (not the travel). */
  packDiscounts: Array<{ fromCount: number; basisPoints: number }>;
  /** The risk statement (ERP) is free when the quote holds at least this many other diagnostics. */
  erpFreeFrom: number | null;
  /** Supplement per zone, ascending by distance; beyond the last zone the site does not go. */
  travelZones: Array<{ upToKm: number; supplement: Cents }>;
}

/**
 * The version in force on `day`: the latest whose effectiveFrom is not after it; of two taking
 * effect the same day, the one saved last (`createdAt`, an ISO instant).
 */
export function gridInForce<G extends { effectiveFrom: CalendarDay; createdAt?: string }>(versions: readonly G[], day: CalendarDay): G | null {
  let best: G | null = null;
  for (const v of versions) {
    if (compareDays(v.effectiveFrom, day) > 0) continue;
    const order = best ? compareDays(v.effectiveFrom, best.effectiveFrom) : 1;
    if (!best || order > 0 || (order === 0 && (v.createdAt ?? '') > (best.createdAt ?? ''))) best = v;
  }
  return best;
}

/** The quote's property type in grid terms; 'autre' has no grid price. */
export function gridPropertyType(bien: string): GridPropertyType | null {
  if (bien === 'appartement' || bien === 'maison') return bien;
  if (bien === 'commercial') return 'local';
  return null;
}

/** Index of the surface band holding `surface` m² (a band's bound is included in it). */
export function surfaceBand(bands: readonly number[], surface: number): number {
  const i = bands.findIndex((upTo) => surface <= upTo);
  return i === -1 ? bands.length : i;
}

export interface PriceInput {
  diagnostics: readonly DiagnosticKey[];
  bien: string;
  surface: number;
  /** Distance from the office in km; null when the address could not be placed. */
  distanceKm: number | null;
}

export interface PricedLine {
  key: DiagnosticKey;
  /** Grid price before tax. */
  listHt: Cents;
  /** What the line costs: 0 when offered in the pack. */
  ht: Cents;
  freeInPack: boolean;
}

export type NoPriceReason = 'no-diagnostic' | 'property-type' | 'surface' | 'missing-price' | 'no-distance' | 'out-of-zone';

export type PriceQuote =
  | {
      kind: 'firm';
      effectiveFrom: CalendarDay;
      lines: PricedLine[];
      /** Sum of the lines before the discount. */
      diagnosticsHt: Cents;
      discount: { basisPoints: number; ht: Cents };
      travelHt: Cents;
      total: Amounts;
    }
  | { kind: 'none'; reason: NoPriceReason };

export function priceQuote(grid: PriceGrid, input: PriceInput): PriceQuote {
  const none = (reason: NoPriceReason): PriceQuote => ({ kind: 'none', reason });
  const keys = DIAGNOSTIC_KEYS.filter((k) => input.diagnostics.includes(k));
  if (!keys.length) return none('no-diagnostic');
  const type = gridPropertyType(input.bien);
  if (!type) return none('property-type');
  if (!Number.isFinite(input.surface) || input.surface <= 0) return none('surface');
  if (input.distanceKm === null || !Number.isFinite(input.distanceKm)) return none('no-distance');
  const zone = grid.travelZones.find((z) => input.distanceKm! <= z.upToKm);
  if (!zone) return none('out-of-zone');

  const band = surfaceBand(grid.surfaceBands, input.surface);
  const others = keys.filter((k) => k !== 'erp').length;
  const erpFree = grid.erpFreeFrom !== null && others >= grid.erpFreeFrom;
  const lines: PricedLine[] = [];
  for (const key of keys) {
    const listHt = grid.prices[key]?.[type]?.[band];
    if (listHt === undefined) return none('missing-price');
    const freeInPack = key === 'erp' && erpFree;
    lines.push({ key, listHt, ht: freeInPack ? 0 : listHt, freeInPack });
  }
  const diagnosticsHt = lines.reduce((sum, l) => sum + l.ht, 0);
  const tier = grid.packDiscounts.filter((p) => keys.length >= p.fromCount).at(-1);
  const basisPoints = tier?.basisPoints ?? 0;
  const discountHt = share(diagnosticsHt, basisPoints);
  return {
    kind: 'firm',
    effectiveFrom: grid.effectiveFrom,
    lines,
    diagnosticsHt,
    discount: { basisPoints, ht: discountHt },
    travelHt: zone.supplement,
    total: withVat(diagnosticsHt - discountHt + zone.supplement),
  };
}
