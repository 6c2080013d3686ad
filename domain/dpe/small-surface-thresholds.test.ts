import { describe, expect, it } from 'vitest';
import {
  SMALL_SURFACE_ENERGY,
  SMALL_SURFACE_ENERGY_ALTITUDE,
  SMALL_SURFACE_GES,
  SMALL_SURFACE_GES_ALTITUDE,
} from './small-surface-thresholds';

type Table = Record<string, Record<string, Record<string, number>>>;
type Official = { dpe_class_limit: Table; ges_class_limit: Table };

// Official table, copied into docs/reference/dpe. Loaded through Vite (the domain stays free of
// node: imports).
const OFFICIAL = Object.values(
  import.meta.glob<Official>('../../docs/reference/dpe/small-surface-thresholds.json', {
    eager: true,
    import: 'default',
  }),
)[0];


const SURFACES = Array.from({ length: 33 }, (_, i) => 8 + i); // 8..40
const ABCDEF = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

describe('small-surface tables (shape and spec anchors)', () => {
  it.each([
    ['energy', SMALL_SURFACE_ENERGY],
    ['GES', SMALL_SURFACE_GES],
    ['energy altitude', SMALL_SURFACE_ENERGY_ALTITUDE],
    ['GES altitude', SMALL_SURFACE_GES_ALTITUDE],
  ] as const)('%s has one row per whole m² from 8 to 40', (_name, rows) => {
    expect(rows.map((r) => r[0])).toEqual(SURFACES);
  });

  it('8 m² and 40 m² rows match §9', () => {
    expect(SMALL_SURFACE_ENERGY[0]![1]).toEqual([146, 186, 386, 505, 622, 739]);
    expect(SMALL_SURFACE_GES[0]![1]).toEqual([11, 16, 44, 68, 90, 122]);
    expect(SMALL_SURFACE_ENERGY.at(-1)![1]).toEqual([70, 110, 180, 250, 330, 420]);
    expect(SMALL_SURFACE_GES.at(-1)![1]).toEqual([6, 11, 30, 50, 70, 100]);
    expect(SMALL_SURFACE_ENERGY_ALTITUDE[0]![1]).toEqual([682, 819]);
    expect(SMALL_SURFACE_GES_ALTITUDE[0]![1]).toEqual([100, 132]);
    expect(SMALL_SURFACE_ENERGY_ALTITUDE.at(-1)![1]).toEqual([390, 500]);
    expect(SMALL_SURFACE_GES_ALTITUDE.at(-1)![1]).toEqual([80, 110]);
  });

  it.each(SURFACES)('altitude rows at %s m² are the standard E/F +60/+80 (energy) and +10/+10 (GES)', (s) => {
    const i = s - 8;
    const energy = SMALL_SURFACE_ENERGY[i]![1];
    const ges = SMALL_SURFACE_GES[i]![1];
    expect(SMALL_SURFACE_ENERGY_ALTITUDE[i]![1]).toEqual([energy[4] + 60, energy[5] + 80]);
    expect(SMALL_SURFACE_GES_ALTITUDE[i]![1]).toEqual([ges[4] + 10, ges[5] + 10]);
  });

  it.each([
    ['energy', SMALL_SURFACE_ENERGY],
    ['GES', SMALL_SURFACE_GES],
  ] as const)('%s limits increase A→F and never rise with the surface', (_name, rows) => {
    for (let i = 0; i < rows.length; i++) {
      const limits = rows[i]![1];
      for (let k = 1; k < 6; k++) expect(limits[k]!).toBeGreaterThan(limits[k - 1]!);
      if (i > 0) limits.forEach((v, k) => expect(v).toBeLessThanOrEqual(rows[i - 1]![1][k]!));
    }
  });
});

describe('small-surface tables match the official JSON, row by row', () => {
  const json = OFFICIAL!;

  it.each([
    ['dpe_class_limit', SMALL_SURFACE_ENERGY, SMALL_SURFACE_ENERGY_ALTITUDE],
    ['ges_class_limit', SMALL_SURFACE_GES, SMALL_SURFACE_GES_ALTITUDE],
  ] as const)('%s', (key, rows, altitudeRows) => {
    const table = json[key];
    for (const band of ['inférieur à 400m', '400-800m']) {
      for (const s of SURFACES) {
        const official = table[band]![String(s)]!;
        expect([s, ABCDEF.map((l) => official[l])], `${key} ${band} ${s} m²`).toEqual(
          rows.find((r) => r[0] === s)!.map((v) => (Array.isArray(v) ? [...v] : v)),
        );
      }
      // Rows 3..7 repeat the 8 m² row: below 8 m², the 8 m² row applies.
      for (const s of [3, 4, 5, 6, 7]) expect(table[band]![String(s)]).toEqual(table[band]!['8']);
    }
    const high = table['supérieur à 800m']!;
    for (const s of SURFACES) {
      const official = high[String(s)]!;
      expect([official['E'], official['F']], `${key} altitude ${s} m²`).toEqual([
        ...altitudeRows.find((r) => r[0] === s)![1],
      ]);
    }
    for (const s of [3, 4, 5, 6, 7]) expect(high[String(s)]).toEqual(high['8']);
  });
});
