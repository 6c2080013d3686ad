import { housingLabel } from '../dpe/housing-label';
import type { Energy } from './listing';

// Kept out of listing.ts, which the browser loads: the label scales stay on the server.

type DpeStatement = Extract<Energy, { kind: 'dpe' }>;

/** The letters a DPE statement's own figures give, by the simulator's rule (worse of energy and climate). */
export function energyLettersFromFigures(energy: Pick<DpeStatement, 'kwhPerM2' | 'co2KgPerM2' | 'highAltitude'>, area: number | null) {
  return housingLabel({
    epM2: energy.kwhPerM2,
    gesM2: energy.co2KgPerM2,
    surface: area,
    ...(energy.highAltitude ? { classe_altitude: 'supérieur à 800m', zone_climatique: 'H1B' } : {}),
  });
}

/** The shown letters must be the ones the figures give: a better letter misleads the buyer. */
export function energyLetterIssues(energy: DpeStatement, area: number | null): Array<{ path: string; message: string }> {
  const expected = energyLettersFromFigures(energy, area);
  const issues: Array<{ path: string; message: string }> = [];
  if (expected.overall && energy.dpeLetter !== expected.overall) {
    issues.push({ path: 'energy.dpeLetter', message: `Avec ${energy.kwhPerM2} kWh/m²/an et ${energy.co2KgPerM2} kg CO₂/m²/an, la classe énergie est ${expected.overall}, pas ${energy.dpeLetter}.` });
  }
  if (expected.ges && energy.gesLetter !== expected.ges) {
    issues.push({ path: 'energy.gesLetter', message: `Avec ${energy.co2KgPerM2} kg CO₂/m²/an, la classe climat est ${expected.ges}, pas ${energy.gesLetter}.` });
  }
  return issues;
}
