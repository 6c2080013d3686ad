import { describe, expect, it } from 'vitest';
import { buildAddress, NUMERIC_FIELDS, TEXT_FIELDS, toDpeRecord, toNumber, toText } from './record';

describe('toNumber', () => {
  it.each<[unknown, number | null]>([
    [12, 12],
    [12.5, 12.5],
    ['12.5', 12.5],
    ['12,5', 12.5],
    [' 1 234,5 ', 1234.5],
    ['0', 0],
    ['-3', -3],
    ['', null],
    ['  ', null],
    ['abc', null],
    ['12kWh', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
    [true, null],
    [{}, null],
  ])('%j → %s', (value, expected) => {
    expect(toNumber(value)).toBe(expected);
  });
});

describe('toText', () => {
  it.each<[unknown, string | null]>([
    ['  maison ', 'maison'],
    ['', null],
    ['   ', null],
    [42, '42'],
    [Number.NaN, null],
    [null, null],
    [undefined, null],
    [false, null],
  ])('%j → %j', (value, expected) => {
    expect(toText(value)).toBe(expected);
  });
});

describe('buildAddress', () => {
  it.each<[Record<string, unknown>, string | null]>([
    [{ adresse_ban: ' 8 Rue X 11000 Carcassonne ', nom_rue_ban: 'ignored' }, '8 Rue X 11000 Carcassonne'],
    [{ numero_voie_ban: '8', nom_rue_ban: 'Rue X', code_postal_ban: '11000', nom_commune_ban: 'Carcassonne' }, '8 Rue X 11000 Carcassonne'],
    [{ nom_rue_ban: 'Rue X', nom_commune_ban: 'Carcassonne' }, 'Rue X Carcassonne'],
    [{ code_postal_ban: 11000, nom_commune_ban: 'Carcassonne' }, '11000 Carcassonne'],
    [{ adresse_ban: '  ' }, null],
    [{}, null],
  ])('%j → %j', (raw, expected) => {
    expect(buildAddress(raw)).toBe(expected);
  });
});

describe('toDpeRecord', () => {
  it('maps every numeric and text field, null when absent or unusable', () => {
    const r = toDpeRecord({ conso_5_usages_ep: 'n/a' }, { isTertiaire: false });
    for (const f of NUMERIC_FIELDS) expect(r[f]).toBeNull();
    for (const f of TEXT_FIELDS) expect(r[f]).toBeNull();
    expect(r.numero_dpe).toBe('');
    expect(r.dataset).toBeNull();
    expect(r.energies).toEqual([]);
    expect(r.address).toBeNull();
  });

  it('reads CSV spellings with spaces (conso_5 usages_ef, emission_ges_5_usages par_m2)', () => {
    const r = toDpeRecord(
      {
        'conso_5 usages_ef': '13000',
        'emission_ges_5_usages par_m2': '14,7',
        type_energie_n1: 'Électricité',
        'conso_5 usages_ef_energie_n1': '10000',
      },
      { isTertiaire: false, dataset: 'dpe03existant' },
    );
    expect(r.conso_5_usages_ef).toBe(13000);
    expect(r.emission_ges_5_usages_par_m2).toBe(14.7);
    expect(r.energies[0]!.ef).toBe(10000);
    expect(r.dataset).toBe('dpe03existant');
  });

  it('prefers the API spelling when both are present and the first is not empty', () => {
    const r = toDpeRecord({ conso_5_usages_ef: 100, 'conso_5 usages_ef': 200 }, { isTertiaire: false });
    expect(r.conso_5_usages_ef).toBe(100);
    const r2 = toDpeRecord({ conso_5_usages_ef: null, 'conso_5 usages_ef': 200 }, { isTertiaire: false });
    expect(r2.conso_5_usages_ef).toBe(200);
  });

  it('builds the n1..n3 energy lines (housing and tertiary spellings), skipping missing ranks', () => {
    const r = toDpeRecord(
      {
        type_energie_n1: 'Électricité',
        conso_5_usages_ef_energie_n1: 5000,
        conso_chauffage_ef_energie_n1: 3000,
        conso_ecs_ef_energie_n1: 1000,
        type_energie_n2: '',
        type_energie_n3: 'Gaz naturel',
        conso_ep_energie_n3: '3000',
        conso_ef_energie_n3: '3000',
      },
      { isTertiaire: false },
    );
    expect(r.energies).toEqual([
      { rank: 1, type: 'Électricité', ep: null, ef: 5000, chauffageEf: 3000, ecsEf: 1000 },
      { rank: 3, type: 'Gaz naturel', ep: 3000, ef: 3000, chauffageEf: null, ecsEf: null },
    ]);
  });

  it.each<[string, Record<string, unknown>, boolean, boolean]>([
    ['housing with label', { etiquette_dpe: 'D' }, false, false],
    ['housing with total EP only', { conso_5_usages_ep: 12000 }, false, false],
    ['housing with EP per m² only', { conso_5_usages_par_m2_ep: '120' }, false, false],
    ['housing with nothing', { etiquette_dpe: '', conso_5_usages_ep: 0 }, false, true],
    ['housing with only the tertiary figure', { conso_kwhep_m2_an: 100 }, false, true],
    ['tertiary with figure', { conso_kwhep_m2_an: 100 }, true, false],
    ['tertiary with label H', { etiquette_dpe: 'H' }, true, false],
    ['tertiary blank', { etiquette_dpe: 'N', conso_kwhep_m2_an: null }, true, true],
  ])('%s → isVierge %s', (_name, raw, isTertiaire, vierge) => {
    expect(toDpeRecord(raw, { isTertiaire }).isVierge).toBe(vierge);
  });

  it('parses letters, including legacy H and I, never throwing on odd values', () => {
    const r = toDpeRecord({ etiquette_dpe: ' i ', etiquette_ges: 'Z' }, { isTertiaire: true });
    expect(r.etiquette_dpe).toBe('I');
    expect(r.etiquette_ges).toBeNull();
    expect(() => toDpeRecord({ etiquette_dpe: 7, surface_utile: {}, type_energie_n1: [] }, { isTertiaire: true })).not.toThrow();
  });
});

describe('toDpeRecord: legacy tertiary dataset (dpe-tertiaire) column names', () => {
  const legacy = {
    numero_dpe: '1375T0000123A',
    consommation_energie: 312.4,
    estimation_ges: 41.2,
    classe_consommation_energie: 'H',
    classe_estimation_ges: 'e',
    date_fin_validite: '2027-03-01',
    shon: 850,
    geo_adresse: '3 Rue de la Paix 75002 Paris',
  };
  it('reads the old names as the current ones', () => {
    const record = toDpeRecord(legacy, { isTertiaire: true, dataset: 'dpe-tertiaire' });
    expect(record.conso_kwhep_m2_an).toBe(312.4);
    expect(record.emission_ges_kg_co2_m2_an).toBe(41.2);
    expect(record.etiquette_dpe).toBe('H');
    expect(record.etiquette_ges).toBe('E');
    expect(record.date_fin_validite_dpe).toBe('2027-03-01');
    expect(record.surface_shon).toBe(850);
    expect(record.address).toBe('3 Rue de la Paix 75002 Paris');
    expect(record.isVierge).toBe(false);
  });
  it('keeps a current name when both are present', () => {
    const record = toDpeRecord({ ...legacy, conso_kwhep_m2_an: 100 }, { isTertiaire: true });
    expect(record.conso_kwhep_m2_an).toBe(100);
  });
});
