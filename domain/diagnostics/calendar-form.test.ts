import { describe, expect, it } from 'vitest';
import { calendarFormValues, readCalendarForm as readMessages } from './calendar-form';
import { withErrorTexts } from '../../tests/helpers/gestion-message';

/** The form read, its errors written as the French page shows them. */
const readCalendarForm = (values: Parameters<typeof readMessages>[0]) => withErrorTexts(readMessages(values)) as unknown as { ok: true; calendar: DiagCalendar } | { ok: false; errors: Record<string, string> };
import type { DiagCalendar } from './calendar';

const BASE = { 'horaires-0': '08:30-12:30 13:30-17:30', 'horaires-1': '', 'horaires-2': '', 'horaires-3': '', 'horaires-4': '', 'horaires-5': '09:00-13:00', 'horaires-6': '', duree: '120', conges: '', indisponibilites: '', zone: 'metropole' };

describe('the calendar form', () => {
  it.each([
    // field, typed, the value read (weeklyHours[0] / slotMinutes / daysOff / blocked)
    ['horaires-0', '08:30-12:30, 13:30-17:30', [{ from: '08:30', to: '12:30' }, { from: '13:30', to: '17:30' }]],
    ['horaires-0', '13:30–17:30 08:30 - 12:30', [{ from: '08:30', to: '12:30' }, { from: '13:30', to: '17:30' }]],
    ['horaires-0', '8h30-12h30', null], // one digit hours: refused below
    ['horaires-0', '08h30-12h30', [{ from: '08:30', to: '12:30' }]],
    ['horaires-0', '', []],
  ])('%s typed %j reads %j', (field, typed, expected) => {
    const read = readCalendarForm({ ...BASE, [field]: typed });
    if (expected === null) expect(read.ok).toBe(false);
    else expect(read.ok && read.calendar.weeklyHours[0]).toEqual(expected);
  });

  it('days off: single days and periods (across the year), sorted, duplicates once', () => {
    const read = readCalendarForm({ ...BASE, conges: '2027-01-02\n\n2026-12-24 au 2026-12-27\n2026-12-26' });
    expect(read.ok && read.calendar.daysOff).toEqual(['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27', '2027-01-02']);
  });

  it('blocked time: one block a line, sorted', () => {
    const read = readCalendarForm({ ...BASE, indisponibilites: '2026-12-03 14:00-16:00\r\n2026-12-01 08:30-10:00' });
    expect(read.ok && read.calendar.blocked).toEqual([
      { day: '2026-12-01', from: '08:30', to: '10:00' },
      { day: '2026-12-03', from: '14:00', to: '16:00' },
    ]);
  });

  it.each([
    ['horaires-2', '12:00-09:00', 'horaires-2', '« 12:00-09:00 » : la fin doit suivre le début'],
    ['horaires-2', 'matin', 'horaires-2', '« matin » : écrivez une plage comme 08:30-12:30'],
    ['horaires-2', '08:00-12:00 11:00-14:00', 'horaires-2', 'Les plages se chevauchent'],
    ['duree', '20', 'duree', 'Une durée en minutes, de 30 à 480'],
    ['duree', 'deux heures', 'duree', 'Une durée en minutes, de 30 à 480'],
    ['conges', '2026-12-24\n24/12/2026', 'conges', 'Ligne 2 : écrivez un jour (2026-12-24) ou une période (2026-12-24 au 2027-01-02)'],
    ['conges', '2026-02-30', 'conges', 'Ligne 1 : écrivez un jour (2026-12-24) ou une période (2026-12-24 au 2027-01-02)'],
    ['conges', '2026-12-31 au 2026-12-01', 'conges', 'Ligne 1 : la fin de la période doit suivre son début'],
    ['conges', '2026-01-01 au 2027-12-31', 'conges', '366 jours de congé au plus'],
    ['indisponibilites', '2026-12-03', 'indisponibilites', 'Ligne 1 : écrivez un jour et une plage, comme 2026-12-03 14:00-16:00'],
    ['indisponibilites', '2026-12-03 16:00-14:00', 'indisponibilites', 'Ligne 1 : la fin doit suivre le début'],
    ['zone', 'corse', 'zone', 'Choisissez une zone'],
  ])('%s typed %j: refused, %s says %j', (field, typed, errorField, message) => {
    const read = readCalendarForm({ ...BASE, [field]: typed });
    expect(read).toEqual({ ok: false, errors: { [errorField]: message } });
  });

  it('writes a stored calendar back as the form shows it, and reads it again unchanged', () => {
    const calendar: DiagCalendar = {
      weeklyHours: [[{ from: '08:30', to: '12:30' }, { from: '13:30', to: '17:30' }], [], [], [], [], [{ from: '09:00', to: '13:00' }], []],
      slotMinutes: 90,
      daysOff: ['2026-12-24', '2026-12-25', '2026-12-26', '2027-01-02'],
      holidayZone: 'alsace-moselle',
      blocked: [{ day: '2026-12-03', from: '14:00', to: '16:00' }],
    };
    const values = calendarFormValues(calendar);
    expect(values).toMatchObject({ 'horaires-0': '08:30-12:30 13:30-17:30', 'horaires-1': '', duree: '90', conges: '2026-12-24 au 2026-12-26\n2027-01-02', indisponibilites: '2026-12-03 14:00-16:00', zone: 'alsace-moselle' });
    expect(readCalendarForm(values)).toEqual({ ok: true, calendar });
  });
});

describe('minutes on site per diagnostic (decision 0142)', () => {
  const base: Record<string, string> = { 'horaires-0': '08:30-12:30', duree: '120', zone: 'metropole' };
  it.each([
    ['dpe : 45\nAmiante = 40\ntermites: 25 min\ngaz : 15', { dpe: 45, amiante: 40, termites: 25 }],
    ['électricité : 30', { electricite: 30 }],
    ['', undefined],
  ])('%j is read as %j (a default value is not stored)', (text, minutes) => {
    const read = readCalendarForm({ ...base, 'minutes-diagnostics': text });
    expect(read.ok && read.calendar.visitMinutes).toEqual(minutes);
  });

  it.each([
    ['dpe 45', 'Ligne 1 : écrivez un diagnostic et ses minutes, comme dpe : 30'],
    ['dpe : 30\nradon : 20', 'Ligne 2 : diagnostic inconnu « radon » (dpe, audit, erp, electricite, gaz, amiante, plomb, carrez, boutin, termites)'],
    ['audit : 600', 'Ligne 1 : 480 minutes au plus'],
  ])('%j is refused: %s', (text, error) => {
    const read = readCalendarForm({ ...base, 'minutes-diagnostics': text });
    expect(read.ok ? null : read.errors['minutes-diagnostics']).toBe(error);
  });

  it('the form shows every diagnostic with its minutes, the owner’s or the default', () => {
    const read = readCalendarForm({ ...base, 'minutes-diagnostics': 'dpe : 45' });
    const text = read.ok ? calendarFormValues(read.calendar)['minutes-diagnostics'] : '';
    expect(text?.split('\n')).toEqual(['dpe : 45', 'audit : 60', 'erp : 0', 'electricite : 20', 'gaz : 15', 'amiante : 30', 'plomb : 30', 'carrez : 15', 'boutin : 15', 'termites : 20']);
  });
});
