// Which electricity factor a certificate's figures were computed with.
import { ELECTRICITY_FACTOR_SCHEDULE, electricityFactorOnDay, LEGACY_ELECTRICITY_FACTOR } from './electricity-factor';
import type { DpeRecord, EnergyLine } from './record';
import { foldText } from './tertiary';

export const ELECTRIC_KEYWORDS: readonly string[] = ['electricite', 'electricity'];

/**
 * 'Électricité', 'electricite', 'electricity'. Self-consumed renewable electricity
 * ("d'origine renouvelable utilisée dans le bâtiment") does not use the grid factor.
 */
export function isElectricEnergy(type: string | null | undefined): boolean {
  if (!type) return false;
  const text = foldText(type);
  return ELECTRIC_KEYWORDS.some((k) => text.includes(k)) && !text.includes('renouvelable');
}

export function electricLines(record: Pick<DpeRecord, 'energies'>): EnergyLine[] {
  return record.energies.filter((line) => isElectricEnergy(line.type));
}

/** Sum of electric final energy over n1..n3, or null when no electric line gives it. */
export function electricFinalEnergy(record: Pick<DpeRecord, 'energies'>): number | null {
  const values = electricLines(record)
    .map((l) => l.ef)
    .filter((v): v is number => v != null);
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0);
}

const KNOWN_FACTORS: readonly number[] = [
  LEGACY_ELECTRICITY_FACTOR,
  ...new Set(ELECTRICITY_FACTOR_SCHEDULE.map((s) => s.factor)),
];
const RATIO_TOLERANCE = 0.1;

function nearestFactor(observed: number): number | null {
  let best: number | null = null;
  for (const f of KNOWN_FACTORS) {
    const gap = Math.abs(observed - f);
    if (gap <= RATIO_TOLERANCE && (best == null || gap < Math.abs(observed - best))) best = f;
  }
  return best;
}

export type BasisSource = 'data' | 'date' | 'default';

export interface Basis {
  factor: number;
  source: BasisSource;
  /** Factor in force on the establishment date, when the date is known. */
  dateFactor: number | null;
}

// Non-electric energies all count 1 in primary energy, so (EP − EF) = (factor − 1) × electric EF.
function factorFromHousingData(record: DpeRecord): number | null {
  const ep = record.conso_5_usages_ep;
  const ef = record.conso_5_usages_ef;
  const elec = electricFinalEnergy(record);
  if (ep == null || ef == null || elec == null || elec <= 0) return null;
  return nearestFactor((ep - ef) / elec + 1);
}

// Tertiary lines give EP and EF per energy: the electric ratio is the factor itself.
function factorFromTertiaryData(record: DpeRecord): number | null {
  let ep = 0;
  let ef = 0;
  for (const line of electricLines(record)) {
    if (line.ep == null || line.ef == null) continue;
    ep += line.ep;
    ef += line.ef;
  }
  return ef > 0 ? nearestFactor(ep / ef) : null;
}

/** Data first (it says what the figures really use), then the establishment date. */
export function detectBasis(record: DpeRecord): Basis {
  const day = record.date_etablissement_dpe?.slice(0, 10);
  const dateFactor = day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? electricityFactorOnDay(day) : null;
  const fromData = record.isTertiaire ? factorFromTertiaryData(record) : factorFromHousingData(record);
  if (fromData != null) return { factor: fromData, source: 'data', dateFactor };
  if (dateFactor != null) return { factor: dateFactor, source: 'date', dateFactor };
  return { factor: ELECTRICITY_FACTOR_SCHEDULE[0]!.factor, source: 'default', dateFactor };
}

export function detectBasisFactor(record: DpeRecord): number {
  return detectBasis(record).factor;
}
