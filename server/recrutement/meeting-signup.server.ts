import { nextMeeting } from '../../domain/recrutement/next-meeting';
import type { RecrutementRecord } from '../../domain/recrutement/record';
import type { meetingSignupSchema } from '../../domain/recrutement/signup';
import type { z } from 'zod';
import type { LeadInput } from '../leads/lead-service.server';
import { MEETING_SIGNUP_TYPE } from './meeting-confirmation.server';

export const MEETING_SIGNUP_ENDPOINT = '/api/reunion-information';

/**
 * The information-meeting sign-up's lead: the meeting is computed once, when the visitor signs up (a
 * sign-up on a Tuesday at or after 9h gets the following Tuesday), and stored with the lead, so the
 * page, the API answer and the e-mail all name the same meeting (app/families/recrutement/signup/form.server.ts).
 */
export function meetingSignupLead({ firstName, lastName, email, phone, when, profile, accept }: z.output<typeof meetingSignupSchema>, meetingAt: Date): LeadInput {
  return {
    type: MEETING_SIGNUP_TYPE,
    endpoint: MEETING_SIGNUP_ENDPOINT,
    firstname: firstName,
    lastname: lastName,
    email,
    phone,
    payload: { when, profile, accept, meetingAt: meetingAt.toISOString() },
  };
}

/** The meeting a sign-up made now gets. */
export function meetingForSignup(record: RecrutementRecord, now = new Date()): Date {
  return nextMeeting(now, record.meetings);
}
