import { describe, expect, it } from 'vitest';
import { formatParisDateTime, formatParisSpreadsheetTime } from './paris-time';

// Legal time in France: UTC+1 in winter, UTC+2 from the last Sunday of March at 01:00 UTC to the
// last Sunday of October at 01:00 UTC (EU directive 2000/84/EC); in 2026, 29 March and 25 October.
describe('Paris time for the business', () => {
  it.each([
    ['2026-11-26T19:46:19.369Z', '2026-11-26 20:46'],
    ['2026-07-01T08:00:00.000Z', '2026-07-01 10:00'],
    ['2026-03-29T00:59:00.000Z', '2026-03-29 01:59'],
    ['2026-03-29T01:00:00.000Z', '2026-03-29 03:00'],
    ['2026-10-25T00:59:00.000Z', '2026-10-25 02:59'],
    ['2026-10-25T01:00:00.000Z', '2026-10-25 02:00'],
    ['2026-12-31T23:30:00.000Z', '2027-01-01 00:30'],
  ])('%s reads %s in a spreadsheet', (iso, shown) => expect(formatParisSpreadsheetTime(iso)).toBe(shown));

  it('reads a winter instant in words, an hour ahead of UTC', () => {
    expect(formatParisDateTime('2026-12-01T08:00:00.000Z')).toBe('mardi 1 décembre 2026 à 9h00');
  });

  it.each(['', 'hier', '2026-13-45'])('an unreadable instant %j gives null', (iso) => {
    expect(formatParisSpreadsheetTime(iso)).toBeNull();
    expect(formatParisDateTime(iso)).toBeNull();
  });
});
