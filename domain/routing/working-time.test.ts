import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKING_HOURS, parseWorkingHours, workingDeadline } from './working-time';

// Paris is UTC+1 in winter, UTC+2 in summer (last Sunday of March → last Sunday of October).
describe('workingDeadline (Paris working time)', () => {
  const weekdays = { days: [1, 2, 3, 4, 5], start: '09:00', end: '18:00' };
  it.each([
    ['inside a window', '2026-11-25T09:00:00Z', 30, DEFAULT_WORKING_HOURS, '2026-11-25T09:30:00Z'],
    ['before opening: counts from 9:00', '2026-11-25T05:00:00Z', 30, DEFAULT_WORKING_HOURS, '2026-11-25T08:30:00Z'],
    ['across the evening: carries to the next morning', '2026-11-25T17:50:00Z', 30, DEFAULT_WORKING_HOURS, '2026-11-26T08:20:00Z'],
    ['Saturday 18:50 → Monday 9:20 (default week, no Sunday)', '2026-11-28T17:50:00Z', 30, DEFAULT_WORKING_HOURS, '2026-11-30T08:20:00Z'],
    ['Friday evening → Monday with a weekday week', '2026-11-27T16:45:00Z', 30, weekdays, '2026-11-30T08:15:00Z'],
    ['summer time: 9:00 Paris is 7:00 UTC', '2026-07-01T04:00:00Z', 60, DEFAULT_WORKING_HOURS, '2026-07-01T08:00:00Z'],
    ['across the change to winter time (Sat 24 → Mon 26 October 2026)', '2026-10-24T16:30:00Z', 60, DEFAULT_WORKING_HOURS, '2026-10-26T08:30:00Z'],
    ['zero minutes inside a window: at once', '2026-11-25T10:00:00Z', 0, DEFAULT_WORKING_HOURS, '2026-11-25T10:00:00Z'],
    ['more than a day of working time', '2026-11-25T08:00:00Z', 600 + 60, DEFAULT_WORKING_HOURS, '2026-11-26T09:00:00Z'],
  ] as const)('%s', (_title, from, minutes, hours, due) => expect(workingDeadline(new Date(from), minutes, hours).toISOString()).toBe(new Date(due).toISOString()));

  // Public holidays from the official list (Code du travail L. 3133-1; Alsace-Moselle L. 3134-13):
  // 2026: 1 January (Thu), Easter Monday 6 April, 1 May (Fri), 8 May (Fri), Ascension 14 May (Thu),
  // Whit Monday 25 May, 14 July (Tue), 15 August (Sat), 1 November (Sun), 11 November (Wed), 25 December (Fri);
  // Alsace-Moselle adds Good Friday 3 April and 26 December.
  it.each([
    ['Wed 11 November 2026 is skipped: Tuesday evening → Thursday', '2026-11-10T17:50:00Z', 30, 'metropole', '2026-11-12T08:20:00Z'],
    ['Fri 25 December 2026 and Sat 26 in Alsace-Moselle → Monday 28', '2026-12-24T17:45:00Z', 30, 'alsace-moselle', '2026-12-28T08:15:00Z'],
    ['Sat 26 December 2026 is worked outside Alsace-Moselle', '2026-12-24T17:45:00Z', 30, 'metropole', '2026-12-26T08:15:00Z'],
    ['Thu 14 May 2026 (Ascension) → Friday 15', '2026-05-13T16:50:00Z', 30, 'metropole', '2026-05-15T07:20:00Z'],
    ['Fri 1 May and Fri 8 May 2026: Thursday evening → Saturday 2 May', '2026-04-30T16:45:00Z', 30, 'metropole', '2026-05-02T07:15:00Z'],
    ['Easter Monday 6 April 2026: Saturday evening → Tuesday 7', '2026-04-04T16:50:00Z', 30, 'metropole', '2026-04-07T07:20:00Z'],
    ['Good Friday 3 April 2026 only in Alsace-Moselle: Thursday evening → Saturday 4', '2026-04-02T16:50:00Z', 30, 'alsace-moselle', '2026-04-04T07:20:00Z'],
    ['Good Friday 3 April 2026 is worked elsewhere', '2026-04-02T16:50:00Z', 30, 'metropole', '2026-04-03T07:20:00Z'],
    ['Thu 1 January 2026: New Year’s Eve evening → Friday 2', '2025-12-31T17:50:00Z', 30, 'metropole', '2026-01-02T08:20:00Z'],
    ['Tue 14 July 2026 inside a window: nothing counts that day', '2026-07-14T08:00:00Z', 30, 'metropole', '2026-07-15T07:30:00Z'],
  ] as const)('%s', (_title, from, minutes, zone, due) => expect(workingDeadline(new Date(from), minutes, DEFAULT_WORKING_HOURS, zone).toISOString()).toBe(new Date(due).toISOString()));

  it('reads stored hours, and falls back to the default week on anything unreadable', () => {
    expect(parseWorkingHours('{"days":[1,2],"start":"08:30","end":"12:00"}')).toEqual({ days: [1, 2], start: '08:30', end: '12:00' });
    expect(parseWorkingHours('{"days":[],"start":"08:30","end":"12:00"}')).toBe(DEFAULT_WORKING_HOURS);
    expect(parseWorkingHours('{"days":[1],"start":"18:00","end":"09:00"}')).toBe(DEFAULT_WORKING_HOURS);
    expect(parseWorkingHours('nope')).toBe(DEFAULT_WORKING_HOURS);
    expect(parseWorkingHours(null)).toBe(DEFAULT_WORKING_HOURS);
  });
});
