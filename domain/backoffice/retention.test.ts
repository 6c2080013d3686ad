import { describe, expect, it } from 'vitest';
import { monthsToDays, nextParisMidnight, retentionAsTyped, retentionCutoff, retentionSchema } from './retention';

// A lead last changed on Paris day D is kept through day D + N and anonymised from D + N + 1 (Paris
// calendar days, whatever DST does). Each row: the delay, the lead's last change, the job's run, the outcome.
const CASES: [string, number, string, string, boolean][] = [
  // 2023-11-28 (Paris) + 1,095 days = 2026-11-27 (2024 has 29 February).
  ['three years: one day before the last day', 1095, '2023-11-28T09:00:00.000Z', '2026-11-26T12:00:00.000Z', false],
  ['three years: the last day, its last millisecond (23:59:59.999 Paris)', 1095, '2023-11-28T09:00:00.000Z', '2026-11-27T22:59:59.999Z', false],
  ['three years: exactly at the cut-off (midnight Paris)', 1095, '2023-11-28T09:00:00.000Z', '2026-11-27T23:00:00.000Z', true],
  ['three years: one day after', 1095, '2023-11-28T09:00:00.000Z', '2026-11-28T12:00:00.000Z', true],
  ['a change late in the Paris day counts for that day, not the next', 1095, '2023-11-28T22:59:00.000Z', '2026-11-27T23:00:00.000Z', true],
  ['a change just after Paris midnight is the next day', 1095, '2023-11-28T23:00:00.000Z', '2026-11-27T23:00:00.000Z', false],
  // Summer time then: Paris day 2023-07-01 starts at 2023-06-30T22:00Z; kept through 2026-06-30.
  ['summer: the last day, whose UTC date is the day before', 1095, '2023-06-30T22:30:00.000Z', '2026-06-30T21:59:59.000Z', false],
  ['summer: exactly at the cut-off', 1095, '2023-06-30T22:30:00.000Z', '2026-06-30T22:00:00.000Z', true],
  // Spring forward (29 March 2026 has 23 hours): one day after 28 March 23:30 Paris.
  ['spring DST: the last day, its last second (the 23-hour day)', 1, '2026-03-28T22:30:00.000Z', '2026-03-29T21:59:59.000Z', false],
  ['spring DST: exactly at the cut-off, midnight Paris in summer time', 1, '2026-03-28T22:30:00.000Z', '2026-03-29T22:00:00.000Z', true],
  // Fall back (25 October 2026 has 25 hours): one day after 24 October 23:30 Paris.
  ['autumn DST: the last day, its 25th hour', 1, '2026-10-24T21:30:00.000Z', '2026-10-25T22:59:59.000Z', false],
  ['autumn DST: exactly at the cut-off, midnight Paris in winter time', 1, '2026-10-24T21:30:00.000Z', '2026-10-25T23:00:00.000Z', true],
  ['a delay spanning a DST change: 30 days from 1 March', 30, '2026-03-01T10:00:00.000Z', '2026-03-31T21:59:59.000Z', false],
  ['a delay spanning a DST change: 30 days from 1 March, at the cut-off', 30, '2026-03-01T10:00:00.000Z', '2026-03-31T22:00:00.000Z', true],
];

describe('retention cut-off (Paris calendar days)', () => {
  it.each(CASES)('%s', (_title, days, lastChange, run, expired) => {
    expect(new Date(lastChange) < retentionCutoff(new Date(run), days)).toBe(expired);
  });

  it('the cut-off is a Paris midnight, in winter and in summer time', () => {
    expect(retentionCutoff(new Date('2026-11-28T12:00:00.000Z'), 1095).toISOString()).toBe('2023-11-28T23:00:00.000Z');
    expect(retentionCutoff(new Date('2026-07-01T12:00:00.000Z'), 1).toISOString()).toBe('2026-06-29T22:00:00.000Z');
  });

  it('the next Paris midnight, on an ordinary day and on both DST days', () => {
    expect(nextParisMidnight(new Date('2026-11-28T10:00:00.000Z')).toISOString()).toBe('2026-11-28T23:00:00.000Z');
    expect(nextParisMidnight(new Date('2026-03-29T10:00:00.000Z')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(nextParisMidnight(new Date('2026-10-25T10:00:00.000Z')).toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });
});

describe('retention settings form', () => {
  it.each([
    [{ amount: '36', unit: 'mois' }, 1095],
    [{ amount: '12', unit: 'mois' }, 365],
    [{ amount: '1', unit: 'mois' }, 30],
    [{ amount: ' 60 ', unit: 'mois' }, 1825],
    [{ amount: '30', unit: 'jours' }, 30],
    [{ amount: '1826', unit: 'jours' }, 1826],
  ])('%o is %i days', (values, days) => {
    const parsed = retentionSchema.safeParse(values);
    expect(parsed.success && parsed.data.days).toBe(days);
  });

  it.each([
    [{ amount: '', unit: 'mois' }, 'privacy.retentionNumber'],
    [{ amount: '-3', unit: 'mois' }, 'privacy.retentionNumber'],
    [{ amount: '1.5', unit: 'mois' }, 'privacy.retentionNumber'],
    [{ amount: '29', unit: 'jours' }, 'privacy.retentionTooShort'],
    [{ amount: '0', unit: 'mois' }, 'privacy.retentionTooShort'],
    [{ amount: '1827', unit: 'jours' }, 'privacy.retentionTooLong'],
    [{ amount: '61', unit: 'mois' }, 'privacy.retentionTooLong'],
    [{ amount: '12', unit: 'ans' }, 'privacy.retentionUnitInvalid'],
  ])('%o is refused with %s', (values, message) => {
    const parsed = retentionSchema.safeParse(values);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });

  it('months are days of an average year; a delay is shown as typed', () => {
    expect([1, 6, 12, 24, 36, 60].map(monthsToDays)).toEqual([30, 183, 365, 730, 1095, 1825]);
    expect(retentionAsTyped(1095)).toEqual({ amount: 36, unit: 'mois' });
    expect(retentionAsTyped(183)).toEqual({ amount: 6, unit: 'mois' });
    expect(retentionAsTyped(45)).toEqual({ amount: 45, unit: 'jours' });
    expect(retentionAsTyped(1826)).toEqual({ amount: 1826, unit: 'jours' });
  });
});
