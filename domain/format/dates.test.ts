import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLongDate } from './dates';

it.each([
  ['2026-11-10', '10 novembre 2026'],
  ['2026-01-01', '1 janvier 2026'],
  ['pas une date', ''],
  [null, ''],
])('formatLongDate(%s) → %s', (input, expected) => expect(formatLongDate(input)).toBe(expected));

it.each([
  ['2026-11-10', '10 November 2026'],
  ['2026-01-01', '1 January 2026'],
  ['pas une date', ''],
])('formatLongDate(%s, en) → %s', (input, expected) => expect(formatLongDate(input, 'en')).toBe(expected));

// The server and the visitor's browser must print the same day, whatever their time zone (a page
// hydrated with another day is React error #418): an instant is dated in France, a calendar day is
// that day. Each zone gets its own inputs, so the function's cache cannot answer for another zone.
describe.each(['UTC', 'Europe/Paris', 'America/Los_Angeles', 'Pacific/Kiritimati'].map((zone, i) => ({ zone, i })))('with the process in $zone', ({ zone, i }) => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = before;
  });

  it.each([
    // 23:30 UTC in winter is 00:30 the next day in France (UTC+1).
    [`2026-11-28T23:3${i}:00Z`, 'fr', '29 novembre 2026'],
    [`2026-11-28T22:5${i}:00Z`, 'fr', '28 novembre 2026'],
    // Summer time (UTC+2): 22:30 UTC is already the next day in France.
    [`2026-07-14T22:3${i}:00Z`, 'en', '15 July 2026'],
    [`2026-03-0${i + 1}`, 'fr', `${i + 1} mars 2026`],
    [`2026-12-1${i}`, 'en', `1${i} December 2026`],
  ] as const)('formatLongDate(%s, %s) → %s', (input, locale, expected) => {
    expect(new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset()).toBe(zone === 'UTC' ? 0 : zone === 'Europe/Paris' ? -60 : zone === 'America/Los_Angeles' ? 480 : -840);
    expect(formatLongDate(input, locale)).toBe(expected);
  });
});
