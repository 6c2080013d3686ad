import { describe, expect, it } from 'vitest';
import { addDays, addMonths, isCalendarDay } from './calendar-day';

describe('calendar days', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-08-31', 6, '2026-02-28'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2021-07-01', 120, '2031-07-01'],
    ['2026-11-15', -11, '2025-12-15'],
  ])('%s plus %i months is %s', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });

  it.each([
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
  ])('%s plus %i days is %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });

  it.each([
    ['2026-02-28', true],
    ['2025-02-29', false],
    ['2024-02-29', true],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['', false],
  ])('%j is a calendar day: %s', (value, expected) => {
    expect(isCalendarDay(value)).toBe(expected);
  });
});
