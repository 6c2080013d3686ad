/**
 * The indicative range of the valuation funnel (issue 13, decision 0025): the DVF median price per m²
 * of the commune for the property type, a band for its condition, times the surface. Pure: the price
 * figures are handed in (server/valuation/price-table.server.ts reads the bundled DVF file).
 */

export type ValuationType = 'Appartement' | 'Maison';
export type Condition = 'renover' | 'entretenu' | 'renove';

/** A median and the number of sales behind it, for one area and one type. */
export interface PriceFigure {
  eurPerM2: number;
  sales: number;
}

export interface PriceSource {
  /** The commune's own figure (null: no sale of that type in the period). */
  commune(insee: string, type: ValuationType): PriceFigure | null;
  /** The department's figure (sales-weighted median of its communes' medians). */
  department(code: string, type: ValuationType): PriceFigure | null;
}

/** DVF period of the bundled figures (server/geo/data/README.md). */
export const DVF_PERIOD = { from: '2024-08-15', to: '2025-08-15' } as const;

/** Below this many sales a commune's median is weak: the department's stands in (prices README). */
export const MIN_COMMUNE_SALES = 5;

/**
 * Condition band, as a share of median × surface (low, high). The DVF median mixes every condition;
 * a property to renovate sits below it, a renovated one above. Documented in decision 0025.
 */
export const CONDITION_BANDS: Readonly<Record<Condition, readonly [number, number]>> = {
  renover: [0.8, 0.95],
  entretenu: [0.93, 1.07],
  renove: [1.0, 1.15],
};

/** Where DVF has no figure at all (prices README): said as such, never a number. */
export type NoDataReason = 'paris' | 'lyon' | 'marseille' | 'alsace-moselle' | 'mayotte' | 'no-sales' | 'unknown-place' | 'surface';

export type Estimate =
  | {
      kind: 'range';
      low: number;
      high: number;
      /** The median used, €/m², and how many sales stand behind it. */
      eurPerM2: number;
      sales: number;
      /** 'commune', or 'department' when the commune had too few sales. */
      level: 'commune' | 'department';
      insee: string;
      department: string;
      period: typeof DVF_PERIOD;
    }
  | { kind: 'none'; reason: NoDataReason };

export interface EstimateInput {
  /** INSEE code of the commune (or of a Paris/Lyon/Marseille arrondissement), null when not found. */
  insee: string | null;
  type: ValuationType;
  surface: number;
  condition: Condition;
}

/** Department of an INSEE commune code: 97x/98x take three characters, Corsica 2A/2B. */
export function departmentOfInsee(insee: string): string {
  return insee.startsWith('97') || insee.startsWith('98') ? insee.slice(0, 3) : insee.slice(0, 2);
}

/** The holes of DVF itself or of its aggregation (prices README), checked before any lookup. */
export function knownHole(insee: string): NoDataReason | null {
  if (insee === '75056' || /^751\d\d$/.test(insee)) return 'paris';
  if (insee === '69123' || /^6938\d$/.test(insee)) return 'lyon';
  if (insee === '13055' || /^132\d\d$/.test(insee)) return 'marseille';
  const dep = departmentOfInsee(insee);
  if (dep === '57' || dep === '67' || dep === '68') return 'alsace-moselle';
  if (dep === '976') return 'mayotte';
  return null;
}

/** Rounded to the nearest thousand euros: more precision would pretend to be an appraisal. */
const roundThousand = (n: number) => Math.round(n / 1000) * 1000;

export function estimateRange(input: EstimateInput, prices: PriceSource): Estimate {
  const { insee, type, surface, condition } = input;
  // A surface of 0 is the surface's fault, never the address's (issue 38 item 5).
  if (!(surface > 0)) return { kind: 'none', reason: 'surface' };
  if (!insee || !/^(\d{5}|2[AB]\d{3})$/.test(insee)) return { kind: 'none', reason: 'unknown-place' };
  const hole = knownHole(insee);
  if (hole) return { kind: 'none', reason: hole };
  const department = departmentOfInsee(insee);
  const own = prices.commune(insee, type);
  let figure: PriceFigure | null = own && own.sales >= MIN_COMMUNE_SALES ? own : null;
  let level: 'commune' | 'department' = 'commune';
  if (!figure) {
    figure = prices.department(department, type);
    level = 'department';
  }
  if (!figure || figure.sales <= 0) return { kind: 'none', reason: 'no-sales' };
  const [lowShare, highShare] = CONDITION_BANDS[condition];
  const base = figure.eurPerM2 * surface;
  return { kind: 'range', low: roundThousand(base * lowShare), high: roundThousand(base * highShare), eurPerM2: figure.eurPerM2, sales: figure.sales, level, insee, department, period: DVF_PERIOD };
}
