import { describe, expect, it } from 'vitest';
import { gridInForce, type PriceGrid, priceQuote, surfaceBand } from './price-grid';
import { priceGridSchema } from './price-grid-schema';

/** Bands: up to 40 m², 41–80, 81–120, over 120. Prices in cents before tax. */
const grid: PriceGrid = {
  effectiveFrom: '2026-01-01',
  surfaceBands: [40, 80, 120],
  prices: {
    dpe: { appartement: [10000, 12000, 14000, 16000], maison: [12000, 14000, 16000, 18000], local: [20000, 22000, 24000, 26000] },
    amiante: { appartement: [8000, 9000, 10000, 11000], maison: [9000, 10000, 11000, 12000] },
    plomb: { appartement: [9000, 10000, 11000, 12000], maison: [10000, 11000, 12000, 13000] },
    electricite: { appartement: [8500, 8500, 9500, 9500], maison: [9500, 9500, 10500, 10500] },
    erp: { appartement: [2500, 2500, 2500, 2500], maison: [2500, 2500, 2500, 2500], local: [2500, 2500, 2500, 2500] },
    carrez: { appartement: [6000, 7000, 8000, 9000] },
    termites: { appartement: [9999, 9999, 9999, 9999] },
  },
  packDiscounts: [
    { fromCount: 3, basisPoints: 1000 },
    { fromCount: 5, basisPoints: 1500 },
  ],
  erpFreeFrom: 3,
  travelZones: [
    { upToKm: 10, supplement: 0 },
    { upToKm: 30, supplement: 2500 },
  ],
};

describe('surface bands', () => {
  it.each([
    [1, 0],
    [40, 0],
    [41, 1],
    [80, 1],
    [120, 2],
    [121, 3],
    [900, 3],
  ])('%i m² falls in band %i', (surface, band) => {
    expect(surfaceBand(grid.surfaceBands, surface)).toBe(band);
  });
});

describe('a firm price from the grid', () => {
  it('one diagnostic, no discount, inside the first zone', () => {
    const q = priceQuote(grid, { diagnostics: ['dpe'], bien: 'appartement', surface: 35, distanceKm: 3 });
    expect(q).toEqual({
      kind: 'firm',
      effectiveFrom: '2026-01-01',
      lines: [{ key: 'dpe', listHt: 10000, ht: 10000, freeInPack: false }],
      diagnosticsHt: 10000,
      discount: { basisPoints: 0, ht: 0 },
      travelHt: 0,
      total: { ht: 10000, vat: 2000, ttc: 12000 },
    });
  });

  it('pre-1949 four-room flat of 75 m² in Paris 15 for a sale: five diagnostics, ERP free, 15 % off, travel zone 2', () => {
    const q = priceQuote(grid, { diagnostics: ['dpe', 'erp', 'electricite', 'amiante', 'plomb', 'carrez'], bien: 'appartement', surface: 75, distanceKm: 12.4 });
    if (q.kind !== 'firm') throw new Error(q.reason);
    expect(q.lines.map((l) => [l.key, l.ht, l.freeInPack])).toEqual([
      ['dpe', 12000, false],
      ['erp', 0, true],
      ['electricite', 8500, false],
      ['amiante', 9000, false],
      ['plomb', 10000, false],
      ['carrez', 7000, false],
    ]);
    // 46500 − 15 % (6975) + 2500 travel = 42025 HT; VAT 8405; 50430 TTC.
    expect(q.diagnosticsHt).toBe(46500);
    expect(q.discount).toEqual({ basisPoints: 1500, ht: 6975 });
    expect(q.travelHt).toBe(2500);
    expect(q.total).toEqual({ ht: 42025, vat: 8405, ttc: 50430 });
  });

  it('rounds the discount half up to the cent', () => {
    // 9999 + 8500 + 2500 (ERP not free: only 2 others) = 20999; 10 % = 2099.9 → 2100.
    const q = priceQuote(grid, { diagnostics: ['termites', 'electricite', 'erp'], bien: 'appartement', surface: 20, distanceKm: 0 });
    if (q.kind !== 'firm') throw new Error(q.reason);
    expect(q.lines.find((l) => l.key === 'erp')).toEqual({ key: 'erp', listHt: 2500, ht: 2500, freeInPack: false });
    expect(q.discount).toEqual({ basisPoints: 1000, ht: 2100 });
    expect(q.total).toEqual({ ht: 18899, vat: 3780, ttc: 22679 }); // 3779.8 → 3780
  });

  it('a commercial property is priced on the local column', () => {
    const q = priceQuote(grid, { diagnostics: ['dpe'], bien: 'commercial', surface: 200, distanceKm: 30 });
    expect(q.kind === 'firm' && q.total).toEqual({ ht: 28500, vat: 5700, ttc: 34200 });
  });

  it.each([
    ['no diagnostic', { diagnostics: [], bien: 'maison', surface: 90, distanceKm: 1 }, 'no-diagnostic'],
    ['property type autre', { diagnostics: ['dpe'], bien: 'autre', surface: 90, distanceKm: 1 }, 'property-type'],
    ['no surface', { diagnostics: ['dpe'], bien: 'maison', surface: 0, distanceKm: 1 }, 'surface'],
    ['a diagnostic the grid does not price for this type', { diagnostics: ['carrez'], bien: 'maison', surface: 90, distanceKm: 1 }, 'missing-price'],
    ['an address that could not be placed', { diagnostics: ['dpe'], bien: 'maison', surface: 90, distanceKm: null }, 'no-distance'],
    ['beyond the last zone', { diagnostics: ['dpe'], bien: 'maison', surface: 90, distanceKm: 30.1 }, 'out-of-zone'],
  ] as const)('no firm price for %s', (_label, input, reason) => {
    expect(priceQuote(grid, { ...input, diagnostics: [...input.diagnostics] })).toEqual({ kind: 'none', reason });
  });
});

describe('grid versions and the grid schema', () => {
  const versions = [
    { effectiveFrom: '2026-01-01', id: 1 },
    { effectiveFrom: '2026-07-01', id: 2 },
    { effectiveFrom: '2027-01-01', id: 3 },
  ];
  it.each([
    ['2025-12-31', null],
    ['2026-01-01', 1],
    ['2026-06-30', 1],
    ['2026-07-01', 2],
    ['2026-11-28', 2],
    ['2027-03-01', 3],
  ])('on %s the version in force is %s', (day, id) => {
    expect(gridInForce(versions, day)?.id ?? null).toBe(id);
  });

  it.each([
    // two versions saved for the same day: the one saved last is in force from that day
    ['2026-06-30', 1],
    ['2026-07-01', 5],
    ['2026-12-31', 5],
  ])('with two saves taking effect on 1 July 2026, on %s the version in force is %s', (day, id) => {
    const saved = [
      { effectiveFrom: '2026-01-01', createdAt: '2025-12-01T10:00:00.000Z', id: 1 },
      { effectiveFrom: '2026-07-01', createdAt: '2026-06-01T10:00:00.000Z', id: 4 },
      { effectiveFrom: '2026-07-01', createdAt: '2026-06-01T10:05:00.000Z', id: 5 },
    ];
    expect(gridInForce(saved, day)?.id ?? null).toBe(id);
    expect(gridInForce([...saved].reverse(), day)?.id ?? null).toBe(id);
  });

  it('accepts the test grid', () => {
    expect(priceGridSchema.safeParse(grid).success).toBe(true);
  });

  it.each([
    ['a price in fractions of a cent', { ...grid, prices: { dpe: { maison: [1.5, 1, 1, 1] } } }, ['prices', 'dpe', 'maison', 0]],
    ['a band count that does not match', { ...grid, prices: { dpe: { maison: [1, 1] } } }, ['prices', 'dpe', 'maison']],
    ['bands not ascending', { ...grid, surfaceBands: [80, 40, 120] }, ['surfaceBands']],
    ['zones not ascending', { ...grid, travelZones: [{ upToKm: 30, supplement: 0 }, { upToKm: 10, supplement: 0 }] }, ['travelZones']],
    ['a discount over 100 %', { ...grid, packDiscounts: [{ fromCount: 3, basisPoints: 10001 }] }, ['packDiscounts', 0, 'basisPoints']],
    ['a bad date', { ...grid, effectiveFrom: '2026-02-30' }, ['effectiveFrom']],
  ])('refuses %s', (_label, value, path) => {
    const result = priceGridSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toContainEqual(path);
  });
});
