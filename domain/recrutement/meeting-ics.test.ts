import { expect, it } from 'vitest';
import { foldIcsLines, meetingIcs } from './meeting-ics';

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

const octets = (line: string) => new TextEncoder().encode(line).length;
const EVENT = {
  uid: 'lead-456',
  start: new Date('2026-12-01T08:00:00Z'),
  durationMinutes: 60,
  title: 'Réunion d’information Maisonfort : découvrez le métier de conseiller immobilier indépendant',
  description: 'Présentation du réseau, rémunération, formation et accompagnement ; questions-réponses avec l’équipe. À mardi ! Écrivez-nous à recrutement@maisonfort.example pour toute question éventuelle.',
  joinUrl: 'https://visio.maisonfort.example/reunion',
  organizer: { name: 'Maisonfort Recrutement', email: 'recrutement@maisonfort.example' },
  attendee: { name: 'Éléonore Lefèvre-Bénédicte', email: 'eleonore@exemple.example' },
};

it('folds every line at 75 octets (RFC 5545 §3.1), accents counted in UTF-8, and unfolds to the same text', () => {
  const ics = meetingIcs(EVENT);
  const lines = ics.split('\r\n');
  for (const line of lines) expect(octets(line), line).toBeLessThanOrEqual(75);
  // Long accented lines were folded at all, continuations start with one space.
  expect(lines.filter((l) => l.startsWith(' ')).length).toBeGreaterThan(2);
  const unfolded = unfold(ics);
  expect(unfolded).toContain(`SUMMARY:${EVENT.title}`);
  expect(unfolded).toContain('DESCRIPTION:Présentation du réseau');
  expect(unfolded).not.toContain('\uFFFD');
});

it.each([
  ['a line of 80 ASCII characters', 'X'.repeat(80), [75, 6]],
  ['40 two-octet letters (80 octets)', 'é'.repeat(40), [74, 7]],
  ['25 three-octet quotes (75 octets) fit in one line', '’'.repeat(25), [75]],
  ['a four-octet character never split across lines', 'A'.repeat(73) + '😀', [73, 5]],
])('foldIcsLines: %s', (_name, line, lengths) => {
  const folded = foldIcsLines(line).split('\r\n');
  expect(folded.map(octets)).toEqual(lengths);
  expect(unfold(folded.join('\r\n'))).toBe(line);
});
