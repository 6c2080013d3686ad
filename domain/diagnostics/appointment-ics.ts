import { createEvent } from 'ics';
import { foldIcsLines } from '../recrutement/meeting-ics';
import { slotInstant } from './slot-format';

export interface AppointmentEvent {
  /** Stable id (the appointment's) so a re-sent e-mail updates the same calendar entry. */
  uid: string;
  /** The slot, Paris wall-clock 'YYYY-MM-DDTHH:MM' (Europe/Paris). */
  startsAt: string;
  durationMinutes: number;
  title: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/**
 * The .ics of a booked diagnostic visit (issue 33, RFC 5545, built by the `ics` library). The slot is a
 * Europe/Paris wall-clock time; it is written as the UTC instant it names (DTSTART…Z), so every
 * calendar shows it at the right local time on either side of a daylight-saving change.
 */
export function appointmentIcs(event: AppointmentEvent): string {
  const start = slotInstant(event.startsAt);
  if (!start) throw new RangeError(`Not a slot: ${event.startsAt}`);
  const { error, value } = createEvent({
    uid: event.uid,
    productId: 'vitrine/diagnostics',
    method: 'PUBLISH',
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: event.durationMinutes },
    title: event.title,
    description: event.description,
    location: event.location,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: event.organizer,
    attendees: [{ ...event.attendee, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
    alarms: [{ action: 'display', description: event.title, trigger: { hours: 24, before: true } }],
  });
  if (error || !value) throw error ?? new Error('ics: empty calendar');
  return foldIcsLines(value);
}
