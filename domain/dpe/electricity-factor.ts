// Primary-energy conversion factor of electricity, as a dated schedule (data, not code).

export interface FactorStep {
  /** First day (Paris calendar date, YYYY-MM-DD) the factor applies; null = since always. */
  readonly from: string | null;
  readonly factor: number;
}

/** Ordered oldest first. */
export const ELECTRICITY_FACTOR_SCHEDULE: readonly FactorStep[] = [
  { from: null, factor: 2.3 },
  { from: '2026-01-01', factor: 1.9 },
  { from: '2027-01-01', factor: 1.7 },
];

/** Factor of legacy certificates (before July 2021); only ever detected from data. */
export const LEGACY_ELECTRICITY_FACTOR = 2.58;

const parisDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Calendar day in France, so the switch happens at midnight Paris time. */
export function parisIsoDay(date: Date): string {
  return parisDay.format(date);
}

export function electricityFactorOnDay(isoDay: string): number {
  let factor = ELECTRICITY_FACTOR_SCHEDULE[0]!.factor;
  for (const step of ELECTRICITY_FACTOR_SCHEDULE) {
    if (step.from == null || isoDay >= step.from) factor = step.factor;
  }
  return factor;
}

export function electricityFactorAt(date: Date): number {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  return electricityFactorOnDay(parisIsoDay(date));
}
