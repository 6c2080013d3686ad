import { describe, expect, it } from 'vitest';
import { visitQuarters } from './visit-quarters';

describe('quarter hours a visit holds (decision 0142)', () => {
  it.each([
    ['2026-12-01T08:30', 30, ['2026-12-01T08:30', '2026-12-01T08:45']],
    ['2026-12-01T08:30', 45, ['2026-12-01T08:30', '2026-12-01T08:45', '2026-12-01T09:00']],
    ['2026-12-01T08:40', 20, ['2026-12-01T08:30', '2026-12-01T08:45']],
    ['2026-12-01T08:40', 5, ['2026-12-01T08:30']],
    ['2026-12-01T23:30', 60, ['2026-12-01T23:30', '2026-12-01T23:45']],
  ])('%s for %d min', (start, minutes, quarters) => expect(visitQuarters(start, minutes)).toEqual(quarters));

  it('a 3 h 15 visit holds 13 quarters', () => {
    const q = visitQuarters('2026-12-01T08:30', 195);
    expect(q).toHaveLength(13);
    expect(q.at(-1)).toBe('2026-12-01T11:30');
  });

  it.each([
    // Two visits overlap exactly when they share a quarter; touching ones on the quarter do not.
    ['2026-12-01T08:30', 195, '2026-12-01T10:30', 120, true],
    ['2026-12-01T08:30', 120, '2026-12-01T10:30', 120, false],
    ['2026-12-01T08:30', 121, '2026-12-01T10:30', 120, true],
    ['2026-12-01T13:30', 60, '2026-12-01T08:30', 300, false],
    ['2026-12-01T08:30', 60, '2026-12-02T08:30', 60, false],
  ])('%s+%d and %s+%d share a quarter: %s', (a, am, b, bm, clash) => {
    const held = new Set(visitQuarters(a, am));
    expect(visitQuarters(b, bm).some((q) => held.has(q))).toBe(clash);
  });

  it.each([
    ['2026-12-01 08:30', 30],
    ['2026-12-01T08:30', 0],
    ['2026-12-01T08:30', 1.5],
  ])('refuses %j %d', (start, minutes) => expect(() => visitQuarters(start, minutes)).toThrow(RangeError));
});
