import { describe, expect, it } from 'vitest';
import { reminderDueAt } from './reminder';

describe('the reminder the day before a visit (issue 33 item 3)', () => {
  it.each([
    // Winter time (UTC+1): 18:00 Paris is 17:00 UTC.
    ['2026-12-10T09:00', '2026-12-01T10:00:00Z', '2026-12-09T17:00:00.000Z'],
    // Summer time (UTC+2): 16:00 UTC.
    ['2026-06-10T14:30', '2026-06-01T10:00:00Z', '2026-06-09T16:00:00.000Z'],
    // The day before is the last day of winter time (29 March 2026 is the change): still UTC+1 at 18:00 on 28 March.
    ['2026-03-29T10:00', '2026-03-20T08:00:00Z', '2026-03-28T17:00:00.000Z'],
    // Visit on the day after the change back (25 October 2026): 18:00 on the 25th is UTC+1.
    ['2026-10-26T08:00', '2026-10-20T08:00:00Z', '2026-10-25T17:00:00.000Z'],
    // Across a month and a year.
    ['2027-01-01T10:00', '2026-12-20T08:00:00Z', '2026-12-31T17:00:00.000Z'],
    // Booked the day before at 17:59 Paris: still due at 18:00.
    ['2026-12-10T09:00', '2026-12-09T16:59:00Z', '2026-12-09T17:00:00.000Z'],
  ])('a visit at %s booked at %s: due at %s', (startsAt, bookedAt, due) => {
    expect(reminderDueAt(startsAt, new Date(bookedAt))?.toISOString()).toBe(due);
  });

  it.each([
    ['booked at 18:00 Paris the day before', '2026-12-10T09:00', '2026-12-09T17:00:00Z'],
    ['booked the evening before', '2026-12-10T09:00', '2026-12-09T20:00:00Z'],
    ['booked the same day', '2026-12-10T15:00', '2026-12-10T08:00:00Z'],
  ])('none when %s (the confirmation is the reminder)', (_, startsAt, bookedAt) => {
    expect(reminderDueAt(startsAt, new Date(bookedAt))).toBeNull();
  });

  it('none for an unreadable slot', () => {
    expect(reminderDueAt('demain', new Date('2026-12-01T00:00:00Z'))).toBeNull();
  });
});
