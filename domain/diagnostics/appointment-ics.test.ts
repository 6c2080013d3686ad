import { describe, expect, it } from 'vitest';
import { appointmentIcs } from './appointment-ics';

const event = (startsAt: string, more: { sequence?: number; cancelled?: boolean } = {}) =>
  appointmentIcs({
    ...more,
    uid: 'rdv-1@diag-paris15',
    startsAt,
    durationMinutes: 120,
    title: 'Diagnostics immobiliers – Diagéo Paris 15e',
    description: 'DPE, Amiante, Plomb (CREP)',
    location: '10 place des Cinq Martyrs du Lycée Buffon, 75015 Paris',
    organizer: { name: 'Diagéo Paris 15e', email: 'contact@diageo.example' },
    attendee: { name: 'Inès Moreau', email: 'ines@example.fr' },
  });

/** The unfolded value of one property. */
const prop = (ics: string, name: string) => new RegExp(`^${name}[:;](.*)$`, 'm').exec(ics.replace(/\r\n[ \t]/g, ''))?.[1];

describe('the .ics of a diagnostic visit (Europe/Paris wall clock written as UTC)', () => {
  it.each([
    // Summer time ends on Sunday 25 October 2026: 9:00 in Paris is 07:00 UTC before, 08:00 UTC after.
    ['2026-10-23T09:00', '20261023T070000Z'],
    ['2026-10-26T09:00', '20261026T080000Z'],
    // Summer time starts on Sunday 29 March 2026.
    ['2026-03-27T14:30', '20260327T133000Z'],
    ['2026-03-30T14:30', '20260330T123000Z'],
  ])('%s Paris starts at %s', (slot, utc) => {
    expect(prop(event(slot), 'DTSTART')).toBe(utc);
  });

  it('lasts the visit, names the place, and refuses what is not a slot', () => {
    const ics = event('2026-12-01T08:30');
    expect(prop(ics, 'DURATION')).toBe('PT120M');
    expect(prop(ics, 'LOCATION')).toBe('10 place des Cinq Martyrs du Lycée Buffon\\, 75015 Paris');
    expect(prop(ics, 'UID')).toBe('rdv-1@diag-paris15');
    expect(() => event('demain')).toThrow(RangeError);
  });

  it.each([
    // [sequence, cancelled, METHOD, STATUS, SEQUENCE]
    [undefined, false, 'PUBLISH', 'CONFIRMED', '0'],
    [1, false, 'PUBLISH', 'CONFIRMED', '1'],
    [3, false, 'PUBLISH', 'CONFIRMED', '3'],
    [2, true, 'CANCEL', 'CANCELLED', '2'],
  ])('sequence %s, cancelled %s: METHOD:%s, STATUS:%s, SEQUENCE:%s, the same UID (RFC 5545 §3.8.7.4)', (sequence, cancelled, method, status, seq) => {
    const ics = event('2026-12-01T08:30', { sequence, cancelled });
    expect([prop(ics, 'METHOD'), prop(ics, 'STATUS'), prop(ics, 'SEQUENCE'), prop(ics, 'UID')]).toEqual([method, status, seq, 'rdv-1@diag-paris15']);
    expect(ics.includes('BEGIN:VALARM')).toBe(!cancelled);
  });
});
