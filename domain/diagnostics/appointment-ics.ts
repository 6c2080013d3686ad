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
  /**
   * Revision of the event (RFC 5545 §3.8.7.4): 0 when booked, one more for each move, and one more for
   * the cancellation; with the same UID a calendar replaces its entry instead of adding one.
   */
  sequence?: number;
  /** A cancelled visit: METHOD:CANCEL and STATUS:CANCELLED (RFC 5546 §3.2.5), so the calendar removes it. */
  cancelled?: boolean;
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
    method: event.cancelled ? 'CANCEL' : 'PUBLISH',
    sequence: event.sequence ?? 0,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: event.durationMinutes },
    title: event.title,
    description: event.description,
    location: event.location,
    status: event.cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: event.cancelled ? 'FREE' : 'BUSY',
    organizer: event.organizer,
    attendees: [{ ...event.attendee, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
    alarms: event.cancelled ? [] : [{ action: 'display', description: event.title, trigger: { hours: 24, before: true } }],
  });
  if (error || !value) throw error ?? new Error('ics: empty calendar');
  return foldIcsLines(value);
}
