import { describe, expect, it } from 'vitest';
import { detectBasis, detectBasisFactor, electricFinalEnergy, isElectricEnergy, type Basis } from './basis';
import { toDpeRecord } from './record';

describe('isElectricEnergy', () => {
  it.each<[string | null, boolean]>([
    ['Électricité', true],
    ['électricité', true],
    ['electricite', true],
    ['ELECTRICITE', true],
    ['Electricity', true],
    ["Électricité d'origine renouvelable utilisée dans le bâtiment", false],
    ['Gaz naturel', false],
    ['Bois – Granulés (pellets) ou briquettes', false],
    ['Réseau de Chauffage urbain', false],
    ['', false],
    [null, false],
  ])('%j → %s', (type, expected) => {
    expect(isElectricEnergy(type)).toBe(expected);
  });
});

describe('electricFinalEnergy', () => {
  it.each<[Record<string, unknown>, number | null]>([
    [{}, null],
    [{ type_energie_n1: 'Gaz naturel', conso_5_usages_ef_energie_n1: 3000 }, null],
    [{ type_energie_n1: 'Électricité' }, null],
    [{ type_energie_n1: 'Électricité', conso_5_usages_ef_energie_n1: 5000 }, 5000],
    [
      {
        type_energie_n1: 'Électricité',
        conso_5_usages_ef_energie_n1: 5000,
        type_energie_n2: 'Gaz naturel',
        conso_5_usages_ef_energie_n2: 3000,
        type_energie_n3: 'Electricite',
        conso_5_usages_ef_energie_n3: 250,
      },
      5250,
    ],
  ])('%j → %s', (raw, expected) => {
    expect(electricFinalEnergy(toDpeRecord(raw, { isTertiaire: false }))).toBe(expected);
  });
});

/** Housing record: elec kWh EF at `factor`, plus `other` kWh EF of gas (factor 1). */
function housing(factor: number, elec: number, other: number, extra: Record<string, unknown> = {}) {
  return toDpeRecord(
    {
      conso_5_usages_ep: factor * elec + other,
      conso_5_usages_ef: elec + other,
      type_energie_n1: 'Électricité',
      conso_5_usages_ef_energie_n1: elec,
      type_energie_n2: 'Gaz naturel',
      conso_5_usages_ef_energie_n2: other,
      ...extra,
    },
    { isTertiaire: false },
  );
}

describe('detectBasis', () => {
  it.each<[string, ReturnType<typeof housing>, Basis]>([
    // (EP − EF) / electric EF ≈ 1.3 → 2.3 basis; ≈ 0.9 → 1.9 basis
    ['ratio 1.3', housing(2.3, 10000, 3000), { factor: 2.3, source: 'data', dateFactor: null }],
    ['ratio 0.9', housing(1.9, 10000, 3000), { factor: 1.9, source: 'data', dateFactor: null }],
    ['ratio 0.7', housing(1.7, 10000, 3000), { factor: 1.7, source: 'data', dateFactor: null }],
    ['ratio 1.58 (legacy)', housing(2.58, 10000, 3000), { factor: 2.58, source: 'data', dateFactor: null }],
    ['ratio ≈1.33 (rounding)', housing(2.33, 10000, 3000), { factor: 2.3, source: 'data', dateFactor: null }],
    ['data wins over date', housing(1.9, 10000, 3000, { date_etablissement_dpe: '2025-06-01' }), { factor: 1.9, source: 'data', dateFactor: 2.3 }],
    ['2026 certificate, 1.9 data', housing(1.9, 10000, 3000, { date_etablissement_dpe: '2026-02-10' }), { factor: 1.9, source: 'data', dateFactor: 1.9 }],
    // Unrecognised ratio (2.1): fall back on the date
    ['ratio 1.1, date 2025', housing(2.1, 10000, 3000, { date_etablissement_dpe: '2025-06-01' }), { factor: 2.3, source: 'date', dateFactor: 2.3 }],
    ['no data, date 2025-12-31', toDpeRecord({ date_etablissement_dpe: '2025-12-31' }, { isTertiaire: false }), { factor: 2.3, source: 'date', dateFactor: 2.3 }],
    ['no data, date 2026-01-01', toDpeRecord({ date_etablissement_dpe: '2026-01-01' }, { isTertiaire: false }), { factor: 1.9, source: 'date', dateFactor: 1.9 }],
    ['no data, datetime 2026-03-01T10:00', toDpeRecord({ date_etablissement_dpe: '2026-03-01T10:00:00' }, { isTertiaire: false }), { factor: 1.9, source: 'date', dateFactor: 1.9 }],
    ['no data, date 2027-02-01', toDpeRecord({ date_etablissement_dpe: '2027-02-01' }, { isTertiaire: false }), { factor: 1.7, source: 'date', dateFactor: 1.7 }],
    ['no data, bad date', toDpeRecord({ date_etablissement_dpe: '14/03/2025' }, { isTertiaire: false }), { factor: 2.3, source: 'default', dateFactor: null }],
    ['nothing', toDpeRecord({}, { isTertiaire: false }), { factor: 2.3, source: 'default', dateFactor: null }],
  ])('%s', (_name, record, expected) => {
    expect(detectBasis(record)).toEqual(expected);
    expect(detectBasisFactor(record)).toBe(expected.factor);
  });

  it.each<[number, number, number | 'date']>([
    [92000, 40000, 2.3],
    [76000, 40000, 1.9],
    [103200, 40000, 2.58],
    [60000, 40000, 'date'],
  ])('tertiary: electric EP %s / EF %s → %s', (ep, ef, expected) => {
    const r = toDpeRecord(
      {
        date_etablissement_dpe: '2025-01-01',
        type_energie_n1: 'Électricité',
        conso_ep_energie_n1: ep,
        conso_ef_energie_n1: ef,
        type_energie_n2: 'Gaz naturel',
        conso_ep_energie_n2: 1000,
        conso_ef_energie_n2: 1000,
      },
      { isTertiaire: true },
    );
    const basis = detectBasis(r);
    if (expected === 'date') expect(basis).toEqual({ factor: 2.3, source: 'date', dateFactor: 2.3 });
    else expect(basis).toEqual({ factor: expected, source: 'data', dateFactor: 2.3 });
  });
});
