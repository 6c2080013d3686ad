import { createEvent } from 'ics';

export interface MeetingEvent {
  /** Stable id (the lead's id) so a re-sent e-mail updates the same calendar entry. */
  uid: string;
  start: Date;
  durationMinutes: number;
  title: string;
  description: string;
  joinUrl: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * RFC 5545 §3.1: content lines are folded at 75 octets, not characters (the `ics` library counts
 * characters, so a line with accents came out longer). Unfolds what the library wrote, then folds again
 * by UTF-8 length, never inside a character; a continuation line starts with one space.
 */
export function foldIcsLines(ics: string): string {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let current = '';
      let octets = 0;
      for (const char of line) {
        const size = encoder.encode(char).length;
        const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
        if (octets + size > limit) {
          parts.push(current);
          current = '';
          octets = 0;
        }
        current += char;
        octets += size;
      }
      parts.push(current);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

/** The .ics calendar file attached to the sign-up confirmation (RFC 5545, built by the `ics` library). */
export function meetingIcs(event: MeetingEvent): string {
  const { error, value } = createEvent({
    uid: event.uid,
    productId: 'vitrine/recrutement',
    method: 'PUBLISH',
    start: event.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: event.durationMinutes },
    title: event.title,
    description: event.description,
    location: event.joinUrl,
    url: event.joinUrl,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: event.organizer,
    attendees: [{ ...event.attendee, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
    alarms: [{ action: 'display', description: event.title, trigger: { hours: 1, before: true } }],
  });
  if (error || !value) throw error ?? new Error('ics: empty calendar');
  return foldIcsLines(value);
}
