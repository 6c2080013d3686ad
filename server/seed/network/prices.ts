import { readCsv } from '../../geo/commune-directory.server';
import type { Commune } from '../../geo/commune-directory.server';

/**
 * Price per m² for a demo listing: the DVF median of its commune when at least 5 sales stand behind
 * it, else the sales-weighted average of its department's communes, else of its region (server/geo/
 * data/README.md). Paris, Lyon and Marseille are missing from the aggregate: demo-only values stand in.
 */
const MIN_SALES = 5;
const MISSING_CITIES: Record<string, { appartement: number; maison: number }> = {
  '75056': { appartement: 9800, maison: 11000 },
  '69123': { appartement: 4900, maison: 6000 },
  '13055': { appartement: 3600, maison: 4700 },
};
const NATIONAL = { appartement: 3000, maison: 2300 };

export type PriceKind = 'appartement' | 'maison';

export interface PriceTable {
  perM2(commune: Commune, kind: PriceKind): number;
}

export function loadPriceTable(communeOf: (insee: string) => Commune | undefined): PriceTable {
  const byCommune = new Map<string, { appartement: number | null; maison: number | null; aSales: number; mSales: number }>();
  const acc = new Map<string, { a: number; aw: number; m: number; mw: number }>();
  const bump = (key: string, a: number | null, aw: number, m: number | null, mw: number) => {
    const cur = acc.get(key) ?? { a: 0, aw: 0, m: 0, mw: 0 };
    if (a !== null && aw >= MIN_SALES) {
      cur.a += a * aw;
      cur.aw += aw;
    }
    if (m !== null && mw >= MIN_SALES) {
      cur.m += m * mw;
      cur.mw += mw;
    }
    acc.set(key, cur);
  };
  for (const row of readCsv('dvf-median-eur-m2-by-commune.csv')) {
    const a = row.appartement_eur_m2 ? Number(row.appartement_eur_m2) : null;
    const m = row.maison_eur_m2 ? Number(row.maison_eur_m2) : null;
    const aSales = Number(row.appartement_sales || 0);
    const mSales = Number(row.maison_sales || 0);
    byCommune.set(row.insee!, { appartement: a, maison: m, aSales, mSales });
    const commune = communeOf(row.insee!);
    if (commune) {
      bump(`d${commune.dep}`, a, aSales, m, mSales);
      bump(`r${commune.region}`, a, aSales, m, mSales);
    }
  }
  const average = (key: string, kind: PriceKind): number | null => {
    const cur = acc.get(key);
    if (!cur) return null;
    if (kind === 'appartement') return cur.aw ? cur.a / cur.aw : null;
    return cur.mw ? cur.m / cur.mw : null;
  };
  return {
    perM2(commune, kind) {
      const missing = MISSING_CITIES[commune.insee];
      if (missing) return missing[kind];
      const own = byCommune.get(commune.insee);
      const ownValue = own ? (kind === 'appartement' ? (own.aSales >= MIN_SALES ? own.appartement : null) : own.mSales >= MIN_SALES ? own.maison : null) : null;
      return ownValue ?? average(`d${commune.dep}`, kind) ?? average(`r${commune.region}`, kind) ?? NATIONAL[kind];
    },
  };
}
