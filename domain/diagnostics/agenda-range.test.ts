import { describe, expect, it } from 'vitest';
import { agendaRange, inAgendaRange } from './agenda-range';

const TODAY = '2026-11-28'; // a Saturday

describe('agendaRange (the back-office agenda URL state)', () => {
  it.each([
    // vue, date, view, from, to (exclusive), previous, next
    [null, null, 'a-venir', TODAY, null, null, null],
    ['inconnue', '2026-12-01', 'a-venir', TODAY, null, null, null],
    ['jour', null, 'jour', TODAY, '2026-11-29', '2026-11-27', '2026-11-29'],
    ['jour', '2026-12-31', 'jour', '2026-12-31', '2027-01-01', '2026-12-30', '2027-01-01'],
    ['jour', '2026-02-30', 'jour', TODAY, '2026-11-29', '2026-11-27', '2026-11-29'], // not a day: today
    ['jour', 'demain', 'jour', TODAY, '2026-11-29', '2026-11-27', '2026-11-29'],
    ['semaine', null, 'semaine', '2026-11-23', '2026-11-30', '2026-11-21', '2026-12-05'], // Saturday: its Monday
    ['semaine', '2026-11-30', 'semaine', '2026-11-30', '2026-12-07', '2026-11-23', '2026-12-07'], // a Monday
    ['semaine', '2026-12-06', 'semaine', '2026-11-30', '2026-12-07', '2026-11-29', '2026-12-13'], // a Sunday
    ['semaine', '2026-12-30', 'semaine', '2026-12-28', '2027-01-04', '2026-12-23', '2027-01-06'], // across the year
    ['semaine', '2026-03-29', 'semaine', '2026-03-23', '2026-03-30', '2026-03-22', '2026-04-05'], // summer time starts that Sunday
  ])('vue=%s date=%s → %s from %s to %s, previous %s, next %s', (vue, date, view, from, to, previous, next) => {
    const range = agendaRange({ vue, date }, TODAY);
    expect({ view: range.view, from: range.from, to: range.to, previous: range.previous, next: range.next }).toEqual({ view, from, to, previous, next });
  });

  it('a week lists its seven days from Monday; a day lists itself; the upcoming list none', () => {
    expect(agendaRange({ vue: 'semaine', date: '2026-12-03' }, TODAY).days).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(agendaRange({ vue: 'jour', date: '2026-12-03' }, TODAY).days).toEqual(['2026-12-03']);
    expect(agendaRange({}, TODAY).days).toEqual([]);
  });

  it.each([
    ['2026-11-30T08:30', true],
    ['2026-12-06T17:00', true],
    ['2026-12-07T08:30', false],
    ['2026-11-29T23:59', false],
  ])('slot %s in the week of 30 November: %s', (slot, inside) => {
    expect(inAgendaRange(agendaRange({ vue: 'semaine', date: '2026-12-02' }, TODAY), slot)).toBe(inside);
  });
});
