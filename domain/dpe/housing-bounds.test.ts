import { describe, expect, it } from 'vitest';
import {
  HOUSING_ENERGY_BOUNDS,
  HOUSING_ENERGY_BOUNDS_ALTITUDE,
  HOUSING_GES_BOUNDS,
  HOUSING_GES_BOUNDS_ALTITUDE,
  housingBounds,
  isHighAltitude,
} from './housing-bounds';
import { letterFor, type DpeLetter } from './letters';

const HIGH = 'supérieur à 800m';

describe('default and altitude bounds (arrêté of 31/03/2021 as modified 25/03/2024)', () => {
  it('has the §9 limits', () => {
    expect(HOUSING_ENERGY_BOUNDS).toEqual([70, 110, 180, 250, 330, 420]);
    expect(HOUSING_ENERGY_BOUNDS_ALTITUDE).toEqual([70, 110, 180, 250, 390, 500]);
    expect(HOUSING_GES_BOUNDS).toEqual([6, 11, 30, 50, 70, 100]);
    expect(HOUSING_GES_BOUNDS_ALTITUDE).toEqual([6, 11, 30, 50, 80, 110]);
  });

  const plain = housingBounds({ surface: 80, classe_altitude: 'inférieur à 400m', zone_climatique: 'H1b' });
  const mountain = housingBounds({ surface: 80, classe_altitude: HIGH, zone_climatique: 'H1b' });

  it.each<[number, DpeLetter, DpeLetter]>([
    // value, default letter, altitude letter
    [69.9, 'A', 'A'],
    [70, 'B', 'B'],
    [109.9, 'B', 'B'],
    [110, 'C', 'C'],
    [179.9, 'C', 'C'],
    [180, 'D', 'D'],
    [249.9, 'D', 'D'],
    [250, 'E', 'E'],
    [329.9, 'E', 'E'],
    [330, 'F', 'E'],
    [389.9, 'F', 'E'],
    [390, 'F', 'F'],
    [419.9, 'F', 'F'],
    [420, 'G', 'F'],
    [499.9, 'G', 'F'],
    [500, 'G', 'G'],
  ])('energy %s → %s (default), %s (altitude)', (value, def, alt) => {
    expect(letterFor(value, plain.energy)).toBe(def);
    expect(letterFor(value, mountain.energy)).toBe(alt);
  });

  it.each<[number, DpeLetter, DpeLetter]>([
    [5.9, 'A', 'A'],
    [6, 'B', 'B'],
    [10.9, 'B', 'B'],
    [11, 'C', 'C'],
    [29.9, 'C', 'C'],
    [30, 'D', 'D'],
    [49.9, 'D', 'D'],
    [50, 'E', 'E'],
    [69.9, 'E', 'E'],
    [70, 'F', 'E'],
    [79.9, 'F', 'E'],
    [80, 'F', 'F'],
    [99.9, 'F', 'F'],
    [100, 'G', 'F'],
    [109.9, 'G', 'F'],
    [110, 'G', 'G'],
  ])('GES %s → %s (default), %s (altitude)', (value, def, alt) => {
    expect(letterFor(value, plain.ges)).toBe(def);
    expect(letterFor(value, mountain.ges)).toBe(alt);
  });
});

describe('isHighAltitude: above 800 m AND zone H1b, H1c or H2d', () => {
  it.each<[string | null, string | null, boolean]>([
    [HIGH, 'H1b', true],
    [HIGH, 'H1c', true],
    [HIGH, 'H2d', true],
    [HIGH, ' h2d ', true],
    ['Supérieur à 800m', 'H1B', true],
    ['supérieur à 800 m', 'H1c', true],
    ['supe\u0301rieur a\u0300 800m', 'H1c', true], // decomposed accents
    [HIGH, 'H1a', false],
    [HIGH, 'H2a', false],
    [HIGH, 'H2c', false],
    [HIGH, 'H3', false],
    [HIGH, null, false],
    ['400-800m', 'H1b', false],
    ['inférieur à 400m', 'H2d', false],
    [null, 'H1b', false],
  ])('%j / %j → %s', (classe, zone, expected) => {
    expect(isHighAltitude(classe, zone)).toBe(expected);
  });

  it('a non-qualifying zone keeps the default bounds above 800 m', () => {
    const b = housingBounds({ surface: 80, classe_altitude: HIGH, zone_climatique: 'H3' });
    expect(b.altitude).toBe(false);
    expect(b.energy).toEqual(HOUSING_ENERGY_BOUNDS);
    expect(b.ges).toEqual(HOUSING_GES_BOUNDS);
    expect(letterFor(330, b.energy)).toBe('F');
    expect(letterFor(70, b.ges)).toBe('F');
  });
});

describe('small surfaces (below 40 m²): official rows, interpolated between whole m²', () => {
  const small = (surface: number | null, classe: string | null = null, zone: string | null = null) =>
    housingBounds({ surface, classe_altitude: classe, zone_climatique: zone });

  it.each<[number, number[], number[]]>([
    [8, [146, 186, 386, 505, 622, 739], [11, 16, 44, 68, 90, 122]],
    [9, [134, 174, 355, 464, 574, 685], [11, 16, 42, 65, 87, 118]],
    [20, [88, 128, 230, 300, 385, 476], [8, 13, 34, 54, 74, 104]],
    [39, [71, 111, 182, 252, 332, 422], [7, 12, 31, 51, 71, 101]],
    // Below 8 m²: the 8 m² row.
    [5, [146, 186, 386, 505, 622, 739], [11, 16, 44, 68, 90, 122]],
    [0.5, [146, 186, 386, 505, 622, 739], [11, 16, 44, 68, 90, 122]],
  ])('%s m² uses its row', (surface, energy, ges) => {
    const b = small(surface);
    expect(b.smallSurface).toBe(true);
    expect(b.energy).toEqual(energy);
    expect(b.ges).toEqual(ges);
  });

  it('interpolates between adjacent whole m² (8.5 m² halfway between rows 8 and 9)', () => {
    const b = small(8.5);
    expect(b.energy).toEqual([140, 180, 370.5, 484.5, 598, 712]);
    expect(b.ges).toEqual([11, 16, 43, 66.5, 88.5, 120]);
  });

  it('interpolates 25.25 m² between rows 25 and 26, not on a straight 8→40 line', () => {
    const b = small(25.25);
    const expected = [81, 121, 210, 280, 363, 454].map((v, i) => v + ([80, 120, 207, 277, 360, 451][i]! - v) * 0.25);
    b.energy.forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 9));
    // A straight line from 8 to 40 m² would give A ≈ 108.4 here.
    expect(b.energy[0]).toBeCloseTo(80.75, 9);
  });

  it.each([40, 40.5, 100, 0, null, Number.NaN, -3])('%s m² is not a small surface: default bounds', (surface) => {
    const b = small(surface);
    expect(b.smallSurface).toBe(false);
    expect(b.energy).toEqual(HOUSING_ENERGY_BOUNDS);
    expect(b.ges).toEqual(HOUSING_GES_BOUNDS);
  });

  it.each<[number, number, DpeLetter]>([
    // 8 m² row, both sides of each energy bound
    [145.9, 8, 'A'],
    [146, 8, 'B'],
    [385.9, 8, 'C'],
    [386, 8, 'D'],
    [738.9, 8, 'F'],
    [739, 8, 'G'],
    // 20 m² row
    [87.9, 20, 'A'],
    [88, 20, 'B'],
    [475.9, 20, 'F'],
    [476, 20, 'G'],
  ])('energy %s at %s m² → %s', (value, surface, letter) => {
    expect(letterFor(value, small(surface).energy)).toBe(letter);
  });

  it.each<[number, number, DpeLetter]>([
    [10.9, 8, 'A'],
    [11, 8, 'B'],
    [121.9, 8, 'F'],
    [122, 8, 'G'],
    [7.9, 20, 'A'],
    [8, 20, 'B'],
    [103.9, 20, 'F'],
    [104, 20, 'G'],
  ])('GES %s at %s m² → %s', (value, surface, letter) => {
    expect(letterFor(value, small(surface).ges)).toBe(letter);
  });

  it.each([8, 9, 15, 20, 33, 39])('above 800 m in a qualifying zone, %s m²: E/F limits +60/+80 (energy), +10/+10 (GES)', (s) => {
    const base = small(s);
    const alt = small(s, HIGH, 'H2d');
    expect(alt.altitude).toBe(true);
    expect(alt.smallSurface).toBe(true);
    expect(alt.energy.slice(0, 4)).toEqual(base.energy.slice(0, 4));
    expect(alt.energy.slice(4)).toEqual([base.energy[4] + 60, base.energy[5] + 80]);
    expect(alt.ges.slice(0, 4)).toEqual(base.ges.slice(0, 4));
    expect(alt.ges.slice(4)).toEqual([base.ges[4] + 10, base.ges[5] + 10]);
  });

  it('interpolates the altitude E/F limits too', () => {
    const alt = small(8.5, HIGH, 'H1b');
    expect(alt.energy).toEqual([140, 180, 370.5, 484.5, 658, 792]);
    expect(alt.ges).toEqual([11, 16, 43, 66.5, 98.5, 130]);
  });

  it('above 800 m without a qualifying zone keeps the standard small-surface limits', () => {
    expect(small(8, HIGH, 'H1a')).toEqual({ ...small(8), altitude: false });
    expect(letterFor(622, small(8, HIGH, 'H1a').energy)).toBe('F');
    expect(letterFor(622, small(8, HIGH, 'H1b').energy)).toBe('E');
    expect(letterFor(90, small(8, HIGH, 'H3').ges)).toBe('F');
    expect(letterFor(90, small(8, HIGH, 'H1c').ges)).toBe('E');
  });

  it('40 m² and above with altitude uses 390/500 and 80/110', () => {
    const b = small(40, HIGH, 'H1c');
    expect(b.energy).toEqual(HOUSING_ENERGY_BOUNDS_ALTITUDE);
    expect(b.ges).toEqual(HOUSING_GES_BOUNDS_ALTITUDE);
  });
});
