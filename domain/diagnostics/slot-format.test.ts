import { describe, expect, it } from 'vitest';
import { parisDay, slotInstant, slotToDateParam } from './slot-format';

describe('slot formats', () => {
  it.each([
    ['2026-12-01T08:30', '01-12-26-08h30'],
    ['2027-03-29T14:00', '29-03-27-14h00'],
    ['2026-12-01 08:30', null],
  ])('%s is the URL date %s', (slot, param) => {
    expect(slotToDateParam(slot)).toBe(param);
  });

  it.each([
    // Paris is UTC+1 in winter and UTC+2 in summer (the 2027 change is on 28 March at 02:00).
    ['2026-12-01T08:30', '2026-12-01T07:30:00.000Z'],
    ['2027-03-26T09:00', '2027-03-26T08:00:00.000Z'],
    ['2027-03-29T09:00', '2027-03-29T07:00:00.000Z'],
    ['2027-10-29T09:00', '2027-10-29T07:00:00.000Z'],
    ['2027-11-02T09:00', '2027-11-02T08:00:00.000Z'],
  ])('%s Paris time is the instant %s', (slot, iso) => {
    expect(slotInstant(slot)?.toISOString()).toBe(iso);
  });

  it.each([
    ['2026-11-28T22:59:00.000Z', '2026-11-28'],
    ['2026-11-28T23:00:00.000Z', '2026-11-29'],
    ['2027-06-30T22:00:00.000Z', '2027-07-01'],
  ])('at %s it is %s in Paris', (iso, day) => {
    expect(parisDay(new Date(iso))).toBe(day);
  });
});
