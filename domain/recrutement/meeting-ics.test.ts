import { expect, it } from 'vitest';
import { meetingIcs } from './meeting-ics';

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

it('builds a calendar event at the meeting time (UTC), one hour long, with the join link', () => {
  const ics = unfold(
    meetingIcs({
      uid: 'lead-123',
      start: new Date('2026-12-01T08:00:00Z'),
      durationMinutes: 60,
      title: 'Réunion d’information Maisonfort',
      description: 'Présentation du réseau et questions.',
      joinUrl: 'https://visio.maisonfort.example/reunion',
      organizer: { name: 'Maisonfort', email: 'recrutement@maisonfort.example' },
      attendee: { name: 'Claire Petit', email: 'claire@exemple.example' },
    }),
  );
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain('UID:lead-123');
  expect(ics).toContain('DTSTART:20261201T080000Z');
  expect(ics).toContain('DURATION:PT60M');
  expect(ics).toContain('SUMMARY:Réunion d’information Maisonfort');
  expect(ics).toContain('URL:https://visio.maisonfort.example/reunion');
  expect(ics).toContain('mailto:claire@exemple.example');
  expect(ics).toMatch(/END:VEVENT\r\nEND:VCALENDAR/);
});

it('refuses an impossible event instead of writing a broken file', () => {
  expect(() =>
    meetingIcs({
      uid: 'x',
      start: new Date('2026-12-01T08:00:00Z'),
      durationMinutes: 60,
      title: 'x',
      description: 'x',
      joinUrl: 'pas une adresse',
      organizer: { name: 'M', email: 'm@example.example' },
      attendee: { name: 'A', email: 'a@example.example' },
    }),
  ).toThrow();
});
