import { meetingConfirmationMail } from '../../domain/recrutement/confirmation-mail';
import { meetingIcs } from '../../domain/recrutement/meeting-ics';
import { nextMeeting } from '../../domain/recrutement/next-meeting';
import { recordOfSite } from '../../domain/recrutement/record';
import { recipientOf } from '../leads/deliverers.server';
import type { ConfirmationBuilder } from '../leads/confirmation.server';

export const MEETING_SIGNUP_TYPE = 'reunion-information';

function storedMeetingAt(payload: string): Date | null {
  try {
    const value = (JSON.parse(payload) as { meetingAt?: unknown } | null)?.meetingAt;
    const date = typeof value === 'string' ? new Date(value) : null;
    return date && !Number.isNaN(date.getTime()) ? date : null;
  } catch {
    return null;
  }
}

/** The sign-up confirmation: the meeting the visitor was shown (stored with the lead), and its .ics. */
export const meetingConfirmation: ConfirmationBuilder = (lead, site) => {
  const record = recordOfSite(site);
  if (!record) throw new Error(`site ${site.id}: recruitment record missing or unreadable`);
  const { meetings } = record;
  if (!lead.email) throw new Error('sign-up without e-mail');
  const meetingAt = storedMeetingAt(lead.payload) ?? nextMeeting(new Date(lead.created_at), meetings);
  const brand = site.settings.brand || site.name;
  const contactEmail = recipientOf(site);
  const { subject, text } = meetingConfirmationMail({ firstName: lead.firstname ?? '', brand, meetingAt, timeZone: meetings.timeZone, durationMinutes: meetings.durationMinutes, joinUrl: meetings.joinUrl, contactEmail });
  const ics = meetingIcs({
    uid: `${lead.id}@${site.id}`,
    start: meetingAt,
    durationMinutes: meetings.durationMinutes,
    title: `Réunion d’information ${brand}`,
    description: `Présentation du réseau ${brand} et réponses à vos questions. Lien : ${meetings.joinUrl}`,
    joinUrl: meetings.joinUrl,
    organizer: { name: brand, email: contactEmail ?? 'no-reply@vitrine.local' },
    attendee: { name: [lead.firstname, lead.lastname].filter(Boolean).join(' '), email: lead.email },
  });
  return {
    to: lead.email,
    subject,
    text,
    replyTo: contactEmail ?? undefined,
    attachments: [{ filename: 'reunion-information.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
};
