import { describe, expect, it } from 'vitest';
import { type EstimateInput, estimateRange, knownHole, type PriceSource } from './estimate';

// Figures from the DVF file (prices README): Sevran 93071 = flats 2427 €/m² over 44 sales, houses
// 3312 €/m² over 65; 01001 = no flat sale, houses 3918 €/m² over only 2 sales.
const COMMUNES: Record<string, { Appartement: [number, number] | null; Maison: [number, number] | null }> = {
  '93071': { Appartement: [2427, 44], Maison: [3312, 65] },
  '01001': { Appartement: null, Maison: [3918, 2] },
};
const DEPARTMENTS: Record<string, { Appartement: [number, number]; Maison: [number, number] }> = {
  '01': { Appartement: [2500, 900], Maison: [2600, 1200] },
};
const prices: PriceSource = {
  commune: (insee, type) => {
    const f = COMMUNES[insee]?.[type];
    return f ? { eurPerM2: f[0], sales: f[1] } : null;
  },
  department: (code, type) => {
    const f = DEPARTMENTS[code]?.[type];
    return f ? { eurPerM2: f[0], sales: f[1] } : null;
  },
};

const input = (over: Partial<EstimateInput>): EstimateInput => ({ insee: '93071', type: 'Appartement', surface: 70, condition: 'renover', ...over });

describe('estimateRange (issue 13: median €/m² of the commune × surface, condition band)', () => {
  it.each([
    // 70 m² flat in Sevran: 2427 × 70 = 169 890 €; to renovate 80–95 % → 136 000 – 161 000 €
    ['Sevran flat 70 m², to renovate', input({}), 136_000, 161_000, 'commune', 44],
    // kept up 93–107 % → 158 000 – 182 000 €
    ['Sevran flat 70 m², kept up', input({ condition: 'entretenu' }), 158_000, 182_000, 'commune', 44],
    // 100 m² house renovated: 3312 × 100 = 331 200 €; 100–115 % → 331 000 – 381 000 €
    ['Sevran house 100 m², renovated', input({ type: 'Maison', surface: 100, condition: 'renove' }), 331_000, 381_000, 'commune', 65],
    // 2 sales only: the department's 2600 €/m² stands in; 120 × 2600 = 312 000; 93–107 % → 290 000 – 334 000
    ['weak commune → department', input({ insee: '01001', type: 'Maison', surface: 120, condition: 'entretenu' }), 290_000, 334_000, 'department', 1200],
    // no flat sale at all in the commune: department 2500 × 50 = 125 000; 80–95 % → 100 000 – 119 000 (118 750 rounds up)
    ['no sale in the commune → department', input({ insee: '01001', surface: 50 }), 100_000, 119_000, 'department', 900],
  ])('%s', (_label, given, low, high, level, sales) => {
    const result = estimateRange(given, prices);
    expect(result).toMatchObject({ kind: 'range', low, high, level, sales });
  });

  it.each([
    ['Paris (commune code)', '75056', 'paris'],
    ['Paris 15e (arrondissement code from the address base)', '75115', 'paris'],
    ['Lyon 3e', '69383', 'lyon'],
    ['Marseille', '13055', 'marseille'],
    ['Marseille 8e', '13208', 'marseille'],
    ['Metz (Moselle)', '57463', 'alsace-moselle'],
    ['Strasbourg (Bas-Rhin)', '67482', 'alsace-moselle'],
    ['Mulhouse (Haut-Rhin)', '68224', 'alsace-moselle'],
    ['Mamoudzou (Mayotte)', '97611', 'mayotte'],
  ])('%s: no figure, never a number', (_label, insee, reason) => {
    const result = estimateRange(input({ insee }), prices);
    expect(result).toEqual({ kind: 'none', reason });
    expect(knownHole(insee)).toBe(reason);
  });

  it('a department without any sale of the type: no number', () => {
    expect(estimateRange(input({ insee: '02001' }), prices)).toEqual({ kind: 'none', reason: 'no-sales' });
  });

  it.each([
    ['no commune found', input({ insee: null })],
    ['malformed code', input({ insee: 'abc' })],
  ])('%s: unknown place, no number', (_label, given) => {
    expect(estimateRange(given, prices)).toEqual({ kind: 'none', reason: 'unknown-place' });
  });

  it.each([0, -5, Number.NaN])('surface %s: blamed on the surface, not on the address', (surface) => {
    expect(estimateRange(input({ surface }), prices)).toEqual({ kind: 'none', reason: 'surface' });
  });

  it('says its source period', () => {
    const result = estimateRange(input({}), prices);
    expect(result.kind === 'range' && result.period).toEqual({ from: '2024-08-15', to: '2025-08-15' });
  });
});
