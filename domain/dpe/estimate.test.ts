import { describe, expect, it } from 'vitest';
import { estimateAt, estimateWithFactor, NO_CONSUMPTION_NOTE, type Estimate } from './estimate';
import type { DpeLetter } from './letters';
import { toDpeRecord } from './record';

const housing = (raw: Record<string, unknown>) => toDpeRecord(raw, { isTertiaire: false });
const tertiary = (raw: Record<string, unknown>) => toDpeRecord(raw, { isTertiaire: true });

/** 100 m² house, elec kWh EF at 2.3 plus gas kWh (factor 1), with per-energy EF. */
function mixedHouse(elec: number, gas: number, extra: Record<string, unknown> = {}) {
  const ep = 2.3 * elec + gas;
  return housing({
    date_etablissement_dpe: '2025-05-01',
    type_batiment: 'maison',
    surface_habitable_logement: 100,
    conso_5_usages_ep: ep,
    conso_5_usages_ef: elec + gas,
    conso_5_usages_par_m2_ep: ep / 100,
    type_energie_n1: 'Électricité',
    conso_5_usages_ef_energie_n1: elec,
    type_energie_n2: 'Gaz naturel',
    conso_5_usages_ef_energie_n2: gas,
    type_energie_principale_chauffage: 'Gaz naturel',
    type_energie_principale_ecs: 'Électricité',
    ...extra,
  });
}

/** All-electric dwelling without per-energy figures. */
function allElectric(epM2: number, surface: number, extra: Record<string, unknown> = {}) {
  return housing({
    date_etablissement_dpe: '2024-10-01',
    surface_habitable_logement: surface,
    conso_5_usages_ep: epM2 * surface,
    conso_5_usages_par_m2_ep: epM2,
    type_energie_principale_chauffage: 'Électricité',
    type_energie_principale_ecs: 'Électricité',
    ...extra,
  });
}

type Row = {
  name: string;
  record: ReturnType<typeof housing>;
  factor: number;
  mode: Estimate['mode'];
  newTotal: number;
  m2: number;
  m2Int: number;
  gain: number;
  pct: number;
  letters: [DpeLetter | null, DpeLetter | null, DpeLetter | null];
};

const ROWS: Row[] = [
  {
    // new EP = 26000 − (2.3 − 1.9) × 10000 = 22000
    name: 'per energy (electric final energy given), 2026',
    record: mixedHouse(10000, 3000, { etiquette_dpe: 'E', etiquette_ges: 'C', emission_ges_5_usages_par_m2: 14.7 }),
    factor: 1.9,
    mode: 'per-energy',
    newTotal: 22000,
    m2: 220,
    m2Int: 220,
    gain: 40,
    pct: 15,
    letters: ['D', 'C', 'D'],
  },
  {
    name: 'per energy, 2027 (1.7)',
    record: mixedHouse(10000, 3000, { etiquette_dpe: 'E', etiquette_ges: 'C' }),
    factor: 1.7,
    mode: 'per-energy',
    newTotal: 20000,
    m2: 200,
    m2Int: 200,
    gain: 60,
    pct: 23,
    letters: ['D', 'C', 'D'],
  },
  {
    // The reform does not change GES: a GES F keeps the overall label at F.
    name: 'per energy, GES decides the overall label',
    record: mixedHouse(10000, 3000, { etiquette_dpe: 'F', etiquette_ges: 'F', emission_ges_5_usages_par_m2: 75 }),
    factor: 1.9,
    mode: 'per-energy',
    newTotal: 22000,
    m2: 220,
    m2Int: 220,
    gain: 40,
    pct: 15,
    letters: ['D', 'F', 'F'],
  },
  {
    // 26000 × 1.9 / 2.3
    name: 'all-electric shortcut',
    record: allElectric(260, 100, { etiquette_dpe: 'E', etiquette_ges: 'A' }),
    factor: 1.9,
    mode: 'all-electric-shortcut',
    newTotal: (26000 * 1.9) / 2.3,
    m2: (260 * 1.9) / 2.3,
    m2Int: 214,
    // Round once (issue 17 item 6): the gain is the difference of the figures shown, 260 − 214.
    gain: 46,
    pct: 17,
    letters: ['D', 'A', 'D'],
  },
  {
    // 230 × 1.9 / 2.3 is 189.99999999999997 in floating point: must read 190 and D.
    name: 'all-electric shortcut, float noise',
    record: allElectric(230, 100, { etiquette_dpe: 'D', etiquette_ges: 'A' }),
    factor: 1.9,
    mode: 'all-electric-shortcut',
    newTotal: 19000,
    m2: 190,
    m2Int: 190,
    gain: 40,
    pct: 17,
    letters: ['D', 'A', 'D'],
  },
  {
    // Small surface 20 m²: row [88,128,230,300,385,476]. 400 → F; 330.43 → E (F on the default scale).
    name: 'all-electric, small surface uses the 20 m² row',
    record: allElectric(400, 20, { etiquette_dpe: 'F', etiquette_ges: 'A' }),
    factor: 1.9,
    mode: 'all-electric-shortcut',
    newTotal: (8000 * 1.9) / 2.3,
    m2: (400 * 1.9) / 2.3,
    m2Int: 330,
    gain: 70,
    pct: 17,
    letters: ['E', 'A', 'E'],
  },
  {
    // Altitude + qualifying zone: 460 → F (390..500), 380 → E.
    name: 'all-electric, above 800 m in H1b',
    record: allElectric(460, 80, {
      classe_altitude: 'supérieur à 800m',
      zone_climatique: 'H1b',
      etiquette_dpe: 'F',
      etiquette_ges: 'A',
    }),
    factor: 1.9,
    mode: 'all-electric-shortcut',
    newTotal: 80 * 380,
    m2: 380,
    m2Int: 380,
    gain: 80,
    pct: 17,
    letters: ['E', 'A', 'E'],
  },
  {
    // Same altitude, non-qualifying zone: 460 → G, 380 → F.
    name: 'all-electric, above 800 m in H2b (default bounds)',
    record: allElectric(460, 80, {
      classe_altitude: 'supérieur à 800m',
      zone_climatique: 'H2b',
      etiquette_dpe: 'G',
      etiquette_ges: 'A',
    }),
    factor: 1.9,
    mode: 'all-electric-shortcut',
    newTotal: 80 * 380,
    m2: 380,
    m2Int: 380,
    gain: 80,
    pct: 17,
    letters: ['F', 'A', 'F'],
  },
  {
    // Heating gas kept; hot water (electric) 2300 → 1900; lighting 230 → 190; auxiliaries 460 → 380.
    name: 'per usage',
    record: housing({
      date_etablissement_dpe: '2025-01-15',
      surface_habitable_logement: 100,
      conso_5_usages_ep: 12990,
      conso_5_usages_par_m2_ep: 129.9,
      type_energie_principale_chauffage: 'Gaz naturel',
      type_energie_principale_ecs: 'Électricité',
      conso_chauffage_ep: 10000,
      conso_chauffage_ef: 10000,
      conso_ecs_ep: 2300,
      conso_ecs_ef: 1000,
      conso_eclairage_ep: 230,
      conso_eclairage_ef: 100,
      conso_auxiliaires_ep: 460,
      conso_auxiliaires_ef: 200,
      etiquette_dpe: 'E',
      etiquette_ges: 'E',
    }),
    factor: 1.9,
    mode: 'per-usage',
    newTotal: 12470,
    m2: 124.7,
    m2Int: 124,
    // Shown 129 → 124: gain 5, 5 / 129 = 3.9 % → 3.
    gain: 5,
    pct: 3,
    letters: ['C', 'E', 'E'],
  },
  {
    // Offices: 120 → C, 104 → B. 28000 + 92000 × 1.9 / 2.3 = 104000.
    name: 'tertiary per-energy share',
    record: tertiary({
      date_etablissement_dpe: '2024-03-01',
      secteur_activite: 'Bureaux',
      surface_utile: 1000,
      conso_kwhep_m2_an: 120,
      emission_ges_kg_co2_m2_an: 10,
      etiquette_dpe: 'C',
      etiquette_ges: 'B',
      type_energie_n1: 'Électricité',
      conso_ep_energie_n1: 92000,
      conso_ef_energie_n1: 40000,
      type_energie_n2: 'Gaz naturel',
      conso_ep_energie_n2: 28000,
      conso_ef_energie_n2: 28000,
    }),
    factor: 1.9,
    mode: 'per-energy-tertiaire',
    newTotal: 104000,
    m2: 104,
    m2Int: 104,
    gain: 16,
    pct: 13,
    letters: ['B', 'B', 'B'],
  },
  {
    // 1000 − (2.3 − 1.3) × 290 = 710 → 71 per m²: gain 29 %, not 28 (29 / 100 × 100 = 28.999…).
    name: 'percentage floored without float noise',
    record: housing({
      date_etablissement_dpe: '2025-05-01',
      surface_habitable_logement: 10,
      conso_5_usages_ep: 1000,
      conso_5_usages_ef: 623,
      conso_5_usages_par_m2_ep: 100,
      type_energie_n1: 'Électricité',
      conso_5_usages_ef_energie_n1: 290,
      type_energie_n2: 'Gaz naturel',
      conso_5_usages_ef_energie_n2: 333,
    }),
    factor: 1.3,
    mode: 'per-energy',
    newTotal: 710,
    m2: 71,
    m2Int: 71,
    gain: 29,
    pct: 29,
    letters: ['A', null, 'A'],
  },
];

describe('estimateWithFactor', () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    const e = estimateWithFactor(row.record, row.factor);
    expect(e.mode).toBe(row.mode);
    expect(e.targetFactor).toBe(row.factor);
    expect(e.newEP_total).toBeCloseTo(row.newTotal, 6);
    expect(e.newEP_m2_raw).toBeCloseTo(row.m2, 6);
    expect(e.newEP_m2_int).toBe(row.m2Int);
    expect(e.gainKwhM2).toBe(row.gain);
    expect(e.gainPct).toBe(row.pct);
    expect([e.letters.energy, e.letters.ges, e.letters.overall]).toEqual(row.letters);
    expect(e.note).toBeUndefined();
  });

  it('carries the spec "Calculation result" fields', () => {
    const e = estimateWithFactor(mixedHouse(10000, 3000), 1.9);
    expect(e).toMatchObject({
      mode: 'per-energy',
      newEP_total: 22000,
      newEP_m2_raw: 220,
      newEP_m2_int: 220,
      surface_used: 100,
      details: { electric_ef: 10000 },
      basisFactor: 2.3,
      basisSource: 'data',
      currentEP_m2: 260,
    });
  });

  it('never makes GES change', () => {
    for (const row of ROWS) {
      const e = estimateWithFactor(row.record, row.factor);
      expect(e.gesM2).toBe(row.record.isTertiaire ? row.record.emission_ges_kg_co2_m2_an : row.record.emission_ges_5_usages_par_m2);
    }
  });
});

describe('estimate: per-usage conversion rules', () => {
  const base = {
    date_etablissement_dpe: '2025-01-15',
    surface_habitable_logement: 100,
    conso_chauffage_ep: 10000,
    conso_chauffage_ef: 10000,
  };

  it.each<[string, Record<string, unknown>, boolean, boolean, number]>([
    // name, fields, heating converted, hot water converted, new total
    ['hot water ep = 2.3 × ef + 1.5 (within 2), energy unknown', { conso_ecs_ep: 2301.5, conso_ecs_ef: 1000 }, false, true, 10000 + 1900],
    ['hot water ep = 2.3 × ef − 2 (within 2)', { conso_ecs_ep: 2298, conso_ecs_ef: 1000 }, false, true, 10000 + 1900],
    ['hot water ep = 2.3 × ef + 3 (not within 2), gas', { conso_ecs_ep: 2303, conso_ecs_ef: 1000, type_energie_principale_ecs: 'Gaz naturel' }, false, false, 12303],
    ['hot water typed electric', { conso_ecs_ep: 2300, conso_ecs_ef: 1000, type_energie_principale_ecs: 'Électricité' }, false, true, 11900],
    [
      'heating typed electric, hot water gas',
      { type_energie_principale_chauffage: 'Électricité', conso_chauffage_ep: 23000, conso_chauffage_ef: 10000, conso_ecs_ep: 2000, conso_ecs_ef: 2000, type_energie_principale_ecs: 'Gaz naturel' },
      true,
      false,
      19000 + 2000,
    ],
    // Lighting, auxiliaries and cooling are always factor × final energy.
    [
      'lighting, auxiliaries and cooling always converted',
      { conso_eclairage_ep: 230, conso_eclairage_ef: 100, conso_auxiliaires_ep: 460, conso_auxiliaires_ef: 200, conso_refroidissement_ep: 115, conso_refroidissement_ef: 50 },
      false,
      false,
      10000 + 190 + 380 + 95,
    ],
  ])('%s', (_name, fields, heating, ecs, newTotal) => {
    const raw: Record<string, unknown> = { ...base, ...fields };
    const usages = ['chauffage', 'ecs', 'eclairage', 'auxiliaires', 'refroidissement'];
    raw['conso_5_usages_ep'] = usages.reduce((sum, u) => sum + ((raw[`conso_${u}_ep`] as number | undefined) ?? 0), 0);
    const e = estimateWithFactor(housing(raw), 1.9);
    expect(e.mode).toBe('per-usage');
    expect(e.details['chauffage_converted']).toBe(heating);
    if ('conso_ecs_ep' in fields) expect(e.details['ecs_converted']).toBe(ecs);
    expect(e.newEP_total).toBeCloseTo(newTotal, 6);
    expect(e.newEP_m2_raw).toBeCloseTo(newTotal / 100, 6);
  });

  it('applies the change to the certificate total when it has one', () => {
    const e = estimateWithFactor(
      // Usages sum to 12300; the certificate total (13000) gets the same −400 change.
    housing({ ...base, conso_5_usages_ep: 13000, conso_5_usages_par_m2_ep: 130, conso_ecs_ep: 2300, conso_ecs_ef: 1000 }),
      1.9,
    );
    expect(e.newEP_total).toBeCloseTo(12600, 6);
    expect(e.newEP_m2_int).toBe(126);
  });
});

describe('estimate: precedence of the methods', () => {
  it('per-energy wins over the all-electric shortcut when electric final energy is given', () => {
    const r = housing({
      date_etablissement_dpe: '2025-01-01',
      surface_habitable_logement: 50,
      conso_5_usages_ep: 11500,
      conso_5_usages_par_m2_ep: 230,
      type_energie_principale_chauffage: 'Électricité',
      type_energie_principale_ecs: 'Électricité',
      type_energie_n1: 'Électricité',
      conso_5_usages_ef_energie_n1: 5000,
    });
    const e = estimateWithFactor(r, 1.9);
    expect(e.mode).toBe('per-energy');
    expect(e.newEP_total).toBe(9500);
  });

  it('no shortcut when a listed energy is not electric', () => {
    const r = allElectric(260, 100, { type_energie_n2: 'Bois – Bûches' });
    expect(estimateWithFactor(r, 1.9).mode).toBe('fallback');
  });

  it('falls back with no change when nothing tells the electric part', () => {
    const r = housing({
      date_etablissement_dpe: '2025-01-01',
      surface_habitable_logement: 100,
      conso_5_usages_ep: 15000,
      conso_5_usages_par_m2_ep: 150,
      emission_ges_5_usages_par_m2: 32,
      type_energie_principale_chauffage: 'Gaz naturel',
      etiquette_dpe: 'D',
      etiquette_ges: 'D',
    });
    const e = estimateWithFactor(r, 1.9);
    expect(e).toMatchObject({
      mode: 'fallback',
      newEP_total: 15000,
      newEP_m2_raw: 150,
      newEP_m2_int: 150,
      gainKwhM2: 0,
      gainPct: 0,
      letters: { energy: 'C', ges: 'D', overall: 'D' },
      details: { reason: 'no-usable-breakdown' },
    });
  });

  it('tertiary without an electric line falls back', () => {
    const r = tertiary({
      secteur_activite: 'Bureaux',
      surface_utile: 100,
      conso_kwhep_m2_an: 120,
      type_energie_n1: 'Gaz naturel',
      conso_ep_energie_n1: 12000,
      conso_ef_energie_n1: 12000,
    });
    expect(estimateWithFactor(r, 1.9)).toMatchObject({ mode: 'fallback', newEP_m2_int: 120, gainKwhM2: 0 });
  });

  it('an estimate never reads worse than the certificate', () => {
    // Printed C although the figure (300) reads E; the new figure (247.8) reads D: stays C.
    const e = estimateWithFactor(allElectric(300, 100, { etiquette_dpe: 'C', etiquette_ges: 'A' }), 1.9);
    expect(e.letters).toEqual({ energy: 'C', ges: 'A', overall: 'C' });
    expect(e.newEP_m2_raw!).toBeLessThanOrEqual(300);
  });
});

describe('estimate: blank certificates and legacy tertiary letters', () => {
  it('a blank (vierge) certificate gets no new label and a note', () => {
    const e = estimateWithFactor(housing({ surface_habitable_logement: 50 }), 1.9);
    expect(e.mode).toBe('fallback');
    expect(e.letters).toEqual({ energy: null, ges: null, overall: null });
    expect(e.newEP_m2_int).toBeNull();
    expect(e.gainKwhM2).toBeNull();
    expect(e.gainPct).toBeNull();
    expect(e.note).toBe(NO_CONSUMPTION_NOTE);
  });

  it('legacy tertiary H/I letters do not crash', () => {
    const r = tertiary({
      date_etablissement_dpe: '2019-06-01',
      secteur_activite: 'Commerce',
      surface_utile: 200,
      conso_kwhep_m2_an: 900,
      etiquette_dpe: 'I',
      etiquette_ges: 'H',
      type_energie_n1: 'Électricité',
      conso_ep_energie_n1: 180000 * 1,
      conso_ef_energie_n1: 180000 / 2.58,
    });
    const e = estimateWithFactor(r, 1.9);
    expect(e.basisFactor).toBe(2.58);
    expect(e.mode).toBe('per-energy-tertiaire');
    expect(e.newEP_m2_int).toBe(Math.floor((900 * 1.9) / 2.58));
    // 662 is G on the 'others' scale; GES H is kept, so the overall label is H.
    expect(e.letters).toEqual({ energy: 'G', ges: 'H', overall: 'H' });
  });
});

describe('estimate: certificates already computed with 1.9', () => {
  /** elec kWh EF at 1.9 plus gas, established in 2026. */
  const r2026 = housing({
    date_etablissement_dpe: '2026-02-10',
    surface_habitable_logement: 100,
    conso_5_usages_ep: 22000,
    conso_5_usages_ef: 13000,
    conso_5_usages_par_m2_ep: 220,
    type_energie_n1: 'Électricité',
    conso_5_usages_ef_energie_n1: 10000,
    type_energie_n2: 'Gaz naturel',
    conso_5_usages_ef_energie_n2: 3000,
    etiquette_dpe: 'D',
    etiquette_ges: 'C',
  });

  it('does not apply the 2026 change again, with a French note', () => {
    const e = estimateWithFactor(r2026, 1.9);
    expect(e).toMatchObject({
      mode: 'fallback',
      basisFactor: 1.9,
      newEP_m2_int: 220,
      gainKwhM2: 0,
      gainPct: 0,
      letters: { energy: 'D', ges: 'C', overall: 'D' },
      details: { reason: 'factor-already-applied' },
    });
    expect(e.note).toBe('Ce DPE a été établi depuis le 1er janvier 2026 : il applique déjà le coefficient 1,9.');
  });

  it('still applies the 2027 change (1.9 → 1.7) to it', () => {
    const e = estimateWithFactor(r2026, 1.7);
    expect(e.mode).toBe('per-energy');
    expect(e.newEP_total).toBeCloseTo(20000, 6);
    expect(e.newEP_m2_int).toBe(200);
    expect(e.gainKwhM2).toBe(20);
    expect(e.gainPct).toBe(9);
  });

  it.each<[string, string | undefined]>([
    ['2026-01-01', 'Ce DPE a été établi depuis le 1er janvier 2026 : il applique déjà le coefficient 1,9.'],
    ['2026-09-30', 'Ce DPE a été établi depuis le 1er janvier 2026 : il applique déjà le coefficient 1,9.'],
    ['2025-12-31', undefined],
  ])('established %s, no data to check the basis', (day, note) => {
    const e = estimateWithFactor(allElectric(230, 100, { date_etablissement_dpe: day }), 1.9);
    expect(e.note).toBe(note);
    expect(e.mode).toBe(note ? 'fallback' : 'all-electric-shortcut');
  });

  it('a 1.9 basis seen in the data only gives a note without a date', () => {
    const r = housing({
      surface_habitable_logement: 100,
      conso_5_usages_ep: 22000,
      conso_5_usages_ef: 13000,
      type_energie_n1: 'Électricité',
      conso_5_usages_ef_energie_n1: 10000,
    });
    expect(r.date_etablissement_dpe).toBeNull();
    expect(estimateWithFactor(r, 1.9).note).toBe('Ce DPE applique déjà le coefficient 1,9.');
  });
});

describe('estimateAt', () => {
  it.each<[string, number]>([
    ['2025-12-31T12:00:00Z', 2.3],
    ['2026-01-01T12:00:00Z', 1.9],
    ['2027-01-01T12:00:00Z', 1.7],
  ])('%s uses factor %s', (iso, factor) => {
    const e = estimateAt(mixedHouse(10000, 3000), new Date(iso));
    expect(e.targetFactor).toBe(factor);
    expect(e.newEP_total).toBeCloseTo(26000 - (2.3 - factor) * 10000, 6);
  });
});
