import { nextMeeting } from '../../domain/recrutement/next-meeting';
import type { RecrutementRecord } from '../../domain/recrutement/record';
import { meetingSignupSchema } from '../../domain/recrutement/signup';
import type { LeadEndpoint } from '../api/lead-endpoint.server';
import { MEETING_SIGNUP_TYPE } from './meeting-confirmation.server';

export const MEETING_SIGNUP_ENDPOINT = '/api/reunion-information';

/**
 * The information-meeting sign-up as a lead endpoint, for one request: the meeting is computed once,
 * when the visitor signs up (a sign-up on a Tuesday at or after 9h gets the following Tuesday), and
 * stored with the lead, so the page, the API answer and the e-mail all name the same meeting. Shared by
 * the JSON endpoint (/api/reunion-information) and the page form (server/forms/lead-form-action.server.ts).
 */
export function meetingSignupEndpoint(meetingAt: Date): LeadEndpoint<typeof meetingSignupSchema> {
  const meetingIso = meetingAt.toISOString();
  return {
    endpoint: MEETING_SIGNUP_ENDPOINT,
    schema: meetingSignupSchema,
    errorFormat: 'json',
    toLead: ({ firstName, lastName, email, phone, when, profile, accept }) => ({
      type: MEETING_SIGNUP_TYPE,
      endpoint: MEETING_SIGNUP_ENDPOINT,
      firstname: firstName,
      lastname: lastName,
      email,
      phone,
      payload: { when, profile, accept, meetingAt: meetingIso },
    }),
  };
}

/** The meeting a sign-up made now gets. */
export function meetingForSignup(record: RecrutementRecord, now = new Date()): Date {
  return nextMeeting(now, record.meetings);
}
