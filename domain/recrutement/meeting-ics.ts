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
  return value;
}
