import { describe, expect, it } from 'vitest';
import {
  ELECTRICITY_FACTOR_SCHEDULE,
  electricityFactorAt,
  electricityFactorOnDay,
  LEGACY_ELECTRICITY_FACTOR,
  parisIsoDay,
} from './electricity-factor';

describe('electricity factor schedule', () => {
  it('is a dated parameter: 2.3, then 1.9 from 2026-01-01, then 1.7 from 2027-01-01', () => {
    expect(ELECTRICITY_FACTOR_SCHEDULE).toEqual([
      { from: null, factor: 2.3 },
      { from: '2026-01-01', factor: 1.9 },
      { from: '2027-01-01', factor: 1.7 },
    ]);
    expect(LEGACY_ELECTRICITY_FACTOR).toBe(2.58);
  });

  it.each([
    ['2021-07-01', 2.3],
    ['2025-12-31', 2.3],
    ['2026-01-01', 1.9],
    ['2026-06-15', 1.9],
    ['2026-12-31', 1.9],
    ['2027-01-01', 1.7],
    ['2030-05-05', 1.7],
  ])('on %s → %s', (day, factor) => {
    expect(electricityFactorOnDay(day)).toBe(factor);
  });

  it.each([
    // Midnight in Paris (UTC+1 in winter) is 23:00 UTC the day before.
    ['2025-12-31T22:59:59Z', 2.3],
    ['2025-12-31T23:00:00Z', 1.9],
    ['2026-12-31T22:59:59Z', 1.9],
    ['2026-12-31T23:00:00Z', 1.7],
  ])('at %s → %s (Paris calendar day)', (iso, factor) => {
    expect(electricityFactorAt(new Date(iso))).toBe(factor);
  });

  it('gives the Paris calendar day', () => {
    expect(parisIsoDay(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(parisIsoDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(parisIsoDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('rejects an invalid date', () => {
    expect(() => electricityFactorAt(new Date('nope'))).toThrow(RangeError);
  });
});
