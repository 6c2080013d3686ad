import { describe, expect, it } from 'vitest';
import { estimateWithFactor } from './estimate';
import { toDpeRecord } from './record';

/**
 * Issue 17 item 7: labels at class boundaries, checked against the official recalculation written
 * out here (not the code's tables):
 *   new EP/m² = floor(new total / surface), new total = old total × 1.9 / 2.3 for an all-electric home;
 *   the class is the first whose upper limit (exclusive) is above it — arrêté du 31/03/2021 modifié
 *   par l'arrêté du 25/03/2024: 70 / 110 / 180 / 250 / 330 / 420 kWhEP/m²/an and 6 / 11 / 30 / 50 / 70 / 100 kgCO2/m²/an;
 *   homes under 40 m²: the per-surface table of the arrêté du 25/03/2024 (docs/reference/dpe), in force from 1 July 2024.
 */
type Table = Record<string, Record<string, Record<string, number>>>;
const OFFICIAL = Object.values(
  import.meta.glob<{ ges_class_limit: Table }>('../../docs/reference/dpe/small-surface-thresholds.json', { eager: true, import: 'default' }),
)[0]!;

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
const officialLetter = (value: number, limits: readonly number[]) => LETTERS[limits.findIndex((l) => value < l) === -1 ? 6 : limits.findIndex((l) => value < l)]!;
const ENERGY_LIMITS = [70, 110, 180, 250, 330, 420];
const GES_LIMITS = [6, 11, 30, 50, 70, 100];

/** An all-electric home whose new (1.9) figure lands at `newPerM2`; the open data publish floor(total / surface). */
function allElectricLandingAt(newPerM2: number, surface: number, extra: Record<string, unknown> = {}) {
  const total = (newPerM2 * surface * 2.3) / 1.9;
  const published = Math.floor(total / surface);
  return toDpeRecord(
    {
      numero_dpe: 'BOUND',
      date_etablissement_dpe: '2025-02-01',
      surface_habitable_logement: surface,
      conso_5_usages_ep: total,
      conso_5_usages_par_m2_ep: published,
      emission_ges_5_usages_par_m2: 2,
      etiquette_ges: 'A',
      etiquette_dpe: officialLetter(published, ENERGY_LIMITS),
      type_energie_principale_chauffage: 'Électricité',
      type_energie_principale_ecs: 'Électricité',
      ...extra,
    },
    { isTertiaire: false },
  );
}

describe('energy letter of the 2026 label on both sides of each bound (100 m²)', () => {
  const cases = ENERGY_LIMITS.flatMap((limit, i) => [
    { newPerM2: limit - 0.4, shown: limit - 1, letter: LETTERS[i]! },
    { newPerM2: limit + 0.2, shown: limit, letter: LETTERS[i + 1]! },
  ]);
  it.each(cases)('new figure $newPerM2 → shown $shown, class $letter', ({ newPerM2, shown, letter }) => {
    const estimate = estimateWithFactor(allElectricLandingAt(newPerM2, 100), 1.9);
    expect(estimate.newEP_m2_int).toBe(shown);
    expect(estimate.letters.energy).toBe(letter);
    expect(estimate.letters.overall).toBe(letter);
    expect(estimate.note).toBeUndefined();
  });

  it('a figure just above a bound is not pulled under it by the floored published value', () => {
    // total/surface = 302.63…; published 302; scaling 302 would give 249.47 → D, the official 250.2 → E.
    const estimate = estimateWithFactor(allElectricLandingAt(250.2, 88.7), 1.9);
    expect(estimate.newEP_m2_int).toBe(250);
    expect(estimate.letters.energy).toBe('E');
  });

  it('scales the published value only when total and surface leave no other way, and says so', () => {
    const record = allElectricLandingAt(250.2, 100, { surface_habitable_logement: null, conso_5_usages_ep: 30263 });
    const estimate = estimateWithFactor(record, 1.9);
    expect(estimate.details.scaled_from_published_m2).toBe(true);
    expect(estimate.note).toMatch(/valeur par m² publiée/);
  });

  it('the gain is the difference of the two figures shown', () => {
    const estimate = estimateWithFactor(allElectricLandingAt(250.2, 100), 1.9);
    // published floor(302.6…) = 302, new 250: gain 52, 52 / 302 = 17.2 % → 17.
    expect([estimate.currentEP_m2, estimate.newEP_m2_int, estimate.gainKwhM2, estimate.gainPct]).toEqual([302, 250, 52, 17]);
  });
});

describe('GES letter of the new label for homes under 40 m² (arrêté du 25 mars 2024)', () => {
  const smallLimits = (surface: number) => ['A', 'B', 'C', 'D', 'E', 'F'].map((l) => OFFICIAL.ges_class_limit['inférieur à 400m']![String(surface)]![l]!);
  const gesRecord = (surface: number, gesPerM2: number, issued: string) =>
    allElectricLandingAt(200, surface, {
      date_etablissement_dpe: issued,
      emission_ges_5_usages: gesPerM2 * surface,
      emission_ges_5_usages_par_m2: Math.floor(gesPerM2),
      // Before July 2024 the certificate was classed with the general limits.
      etiquette_ges: officialLetter(Math.floor(gesPerM2), issued < '2024-07-01' ? GES_LIMITS : smallLimits(surface)),
      etiquette_dpe: 'G',
    });

  const cases = [12, 20, 25, 39].flatMap((surface) =>
    smallLimits(surface).flatMap((limit, i) => [
      { surface, ges: limit - 0.5, letter: LETTERS[i]! },
      { surface, ges: limit, letter: LETTERS[i + 1]! },
    ]),
  );
  it.each(cases)('$surface m² certified in March 2024, GES $ges kg/m² → $letter', ({ surface, ges, letter }) => {
    expect(estimateWithFactor(gesRecord(surface, ges, '2024-03-01'), 1.9).letters.ges).toBe(letter);
  });

  it('25 m², GES 51 kg/m², certified before July 2024: E on the certificate, D on the new label', () => {
    const record = gesRecord(25, 51, '2024-03-01');
    expect(record.etiquette_ges).toBe('E');
    const estimate = estimateWithFactor(record, 1.9);
    expect(estimate.letters.ges).toBe('D');
    expect(estimate.letters.overall).toBe('D');
  });

  it('keeps the certificate’s GES letter when it was issued with the small-surface limits, or for 40 m² and more', () => {
    expect(estimateWithFactor(gesRecord(25, 51, '2024-09-01'), 1.9).letters.ges).toBe('D');
    expect(estimateWithFactor(gesRecord(40, 51, '2024-03-01'), 1.9).letters.ges).toBe('E');
    expect(estimateWithFactor(gesRecord(60, 51, '2024-03-01'), 1.9).letters.ges).toBe('E');
  });
});
