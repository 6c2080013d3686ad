import { describe, expect, it } from 'vitest';
import { formatMeetingDate, nextMeeting } from './next-meeting';

const PARIS_TUESDAY_9H = { weekday: 2, time: '09:00', timeZone: 'Europe/Paris' };
const next = (iso: string) => nextMeeting(new Date(iso), PARIS_TUESDAY_9H).toISOString();

describe('next information meeting: Tuesday 9h, Europe/Paris', () => {
  it.each([
    // now (UTC)                   → meeting (UTC); Paris is UTC+1 in winter, UTC+2 in summer
    ['2026-11-23T18:00:00Z', '2026-11-24T08:00:00.000Z', 'a Monday evening: the next day'],
    ['2026-11-24T07:59:59Z', '2026-11-24T08:00:00.000Z', 'a Tuesday at 8h59 Paris: the same morning'],
    ['2026-11-24T08:00:00Z', '2026-12-01T08:00:00.000Z', 'a Tuesday at 9h Paris sharp: the following Tuesday'],
    ['2026-11-24T09:00:00Z', '2026-12-01T08:00:00.000Z', 'a Tuesday at 10h Paris: the following Tuesday'],
    ['2026-11-25T12:00:00Z', '2026-12-01T08:00:00.000Z', 'a Wednesday: six days later'],
    ['2026-11-29T23:30:00Z', '2026-12-01T08:00:00.000Z', 'Sunday 23h30 UTC is already Monday in Paris'],
    ['2026-11-23T23:30:00Z', '2026-11-24T08:00:00.000Z', 'Monday 23h30 UTC is Tuesday 0h30 in Paris: that morning'],
    // Summer time starts on Sunday 29 March 2026: the Tuesday after is at UTC+2.
    ['2026-03-25T10:00:00Z', '2026-03-31T07:00:00.000Z', 'a Wednesday before the spring change'],
    ['2026-03-24T08:30:00Z', '2026-03-31T07:00:00.000Z', 'a Tuesday 9h30 Paris before the spring change'],
    // Winter time starts on Sunday 25 October 2026: the Tuesday after is at UTC+1.
    ['2026-10-20T07:30:00Z', '2026-10-27T08:00:00.000Z', 'a Tuesday 9h30 Paris (summer) before the autumn change'],
    ['2026-10-25T01:30:00Z', '2026-10-27T08:00:00.000Z', 'in the repeated hour of the autumn change'],
  ])('%s → %s (%s)', (now, meeting) => {
    expect(next(now)).toBe(meeting);
  });

  it('always lands on a Tuesday at 9h00 Paris time, in French', () => {
    expect(formatMeetingDate(new Date('2026-12-01T08:00:00Z'), 'Europe/Paris')).toBe('mardi 1 décembre 2026 à 9h00');
    expect(formatMeetingDate(new Date('2026-03-31T07:00:00Z'), 'Europe/Paris')).toBe('mardi 31 mars 2026 à 9h00');
  });

  it('names the meeting in English on English pages, still in Paris time', () => {
    expect(formatMeetingDate(new Date('2026-12-01T08:00:00Z'), 'Europe/Paris', 'en')).toBe('Tuesday 1 December 2026 at 9:00');
    expect(formatMeetingDate(new Date('2026-03-31T07:00:00Z'), 'Europe/Paris', 'en')).toBe('Tuesday 31 March 2026 at 9:00');
  });

  it('follows the schedule of the record (another day and time)', () => {
    expect(nextMeeting(new Date('2026-11-24T09:00:00Z'), { weekday: 4, time: '14:30', timeZone: 'Europe/Paris' }).toISOString()).toBe('2026-11-26T13:30:00.000Z');
  });
});
