import { departmentOfInsee, type PriceFigure, type PriceSource, type ValuationType } from '../../domain/valuation/estimate';
import { readCsv } from '../geo/commune-directory.server';

/**
 * The DVF medians bundled in server/geo/data (prices README): per commune as given; per department
 * the sales-weighted median of its communes' medians, with the total of their sales. Read once.
 */
type Row = { Appartement: PriceFigure | null; Maison: PriceFigure | null };

function figure(price: string | undefined, sales: string | undefined): PriceFigure | null {
  const eurPerM2 = Number(price);
  const count = Number(sales);
  return price && Number.isFinite(eurPerM2) && eurPerM2 > 0 && count > 0 ? { eurPerM2, sales: count } : null;
}

/** The value under which half of the sales lie (each commune's median weighted by its sales). */
export function weightedMedian(figures: readonly PriceFigure[]): PriceFigure | null {
  const sorted = [...figures].sort((a, b) => a.eurPerM2 - b.eurPerM2);
  const total = sorted.reduce((n, f) => n + f.sales, 0);
  if (!total) return null;
  let seen = 0;
  for (const f of sorted) {
    seen += f.sales;
    if (seen * 2 >= total) return { eurPerM2: f.eurPerM2, sales: total };
  }
  return null;
}

let table: PriceSource | undefined;

export function dvfPriceSource(): PriceSource {
  if (table) return table;
  const communes = new Map<string, Row>();
  const byDepartment = new Map<string, { Appartement: PriceFigure[]; Maison: PriceFigure[] }>();
  for (const r of readCsv('dvf-median-eur-m2-by-commune.csv')) {
    const row: Row = { Appartement: figure(r.appartement_eur_m2, r.appartement_sales), Maison: figure(r.maison_eur_m2, r.maison_sales) };
    communes.set(r.insee!, row);
    const dep = departmentOfInsee(r.insee!);
    const list = byDepartment.get(dep) ?? { Appartement: [], Maison: [] };
    if (row.Appartement) list.Appartement.push(row.Appartement);
    if (row.Maison) list.Maison.push(row.Maison);
    byDepartment.set(dep, list);
  }
  const departments = new Map<string, Record<ValuationType, PriceFigure | null>>();
  for (const [dep, lists] of byDepartment) departments.set(dep, { Appartement: weightedMedian(lists.Appartement), Maison: weightedMedian(lists.Maison) });
  table = {
    commune: (insee, type) => communes.get(insee)?.[type] ?? null,
    department: (code, type) => departments.get(code)?.[type] ?? null,
  };
  return table;
}
