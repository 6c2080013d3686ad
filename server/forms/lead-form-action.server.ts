import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { z } from 'zod';
import { IDEMPOTENCY_FIELD, isLeadFormId, LEAD_FORM_FIELD, LEAD_FORM_INSTANCE_FIELD, type LeadFormId } from '../../domain/leads/lead-forms';
import type { Site } from '../../domain/sites/site';
import { type LeadEndpoint, storeLeadBody } from '../api/lead-endpoint.server';
import { BODY_LIMITS } from '../api/body-limits.server';
import { agenceContactEndpoint, cmsContactEndpoint, diagContactEndpoint } from '../api/lead-endpoints.server';
import { readForm } from '../api/read-body.server';
import type { Services } from '../services.server';
import type { Locale } from '../../domain/i18n/locale';
import { formatMeetingDate } from '../../domain/recrutement/next-meeting';
import { recordOfSite } from '../../domain/recrutement/record';
import { meetingForSignup, meetingSignupEndpoint } from '../recrutement/meeting-signup.server';


/** What a lead form's post answers, read back by useLeadForm (fetcher data or action data). */
export interface LeadFormAnswer {
  /** The DOM id of the form that posted. */
  instance: string;
  status: 'invalid' | 'sent' | 'failed';
  /** Conform's reply: the visitor's input and the field errors (or a reset after success). */
  result: SubmissionResult<string[]>;
  /** What the success state names, in the page's language, when the form has something to say (the meeting a sign-up got). */
  detail?: string;
}

const UNREADABLE = 'Formulaire illisible : merci de réessayer.';

/**
 * The action behind every lead form of a page (posted to the page itself, with or without
 * JavaScript): the shared schema through Conform, so an invalid post comes back with the visitor's
 * input and each field's message; then the same storage as the API endpoints (honeypot, one lead
 * per server-rendered idempotency key, outbox).
 */
export async function handleLeadFormAction(request: Request, services: Services, site: Site, locale: Locale = 'fr') {
  // The page's own limit (issue 37): a body past it is a 413, never read whole.
  const read = await readForm(request, BODY_LIMITS.page);
  if (!read.ok) throw data(read.status === 413 ? read.message : UNREADABLE, { status: read.status });
  const formData = read.form;
  const formId = formData.get(LEAD_FORM_FIELD);
  if (!isLeadFormId(formId)) throw data('Formulaire inconnu : rien n’a été enregistré.', { status: 400 });
  const instance = String(formData.get(LEAD_FORM_INSTANCE_FIELD) ?? '').slice(0, 80);
  return ANSWER[formId](formData, instance, { request, services, site, locale });
}

interface PostContext {
  request: Request;
  services: Services;
  site: Site;
  locale: Locale;
}

async function answer<S extends z.ZodType>(spec: LeadEndpoint<S>, formData: FormData, instance: string, { request, services, site }: PostContext, sent: Partial<LeadFormAnswer> = {}) {
  const submission = parseWithZod(formData, { schema: spec.schema, disableAutoCoercion: true });
  if (submission.status !== 'success') {
    return data<LeadFormAnswer>({ instance, status: 'invalid', result: submission.reply() }, { status: 400 });
  }
  const body: Record<string, unknown> = {};
  for (const [name, value] of formData.entries()) if (typeof value === 'string') body[name] = value;
  const key = formData.get(IDEMPOTENCY_FIELD);
  const outcome = await storeLeadBody(body, services, site, spec, request, typeof key === 'string' ? key : null);
  switch (outcome.kind) {
    case 'invalid':
      return data<LeadFormAnswer>({ instance, status: 'invalid', result: submission.reply() }, { status: 400 });
    case 'site-gone':
      throw data('Site inconnu : impossible d’enregistrer la demande.', { status: 404 });
    case 'failed':
      return data<LeadFormAnswer>({ instance, status: 'failed', result: submission.reply({ formErrors: [outcome.message] }) }, { status: 503 });
    case 'dropped':
    case 'stored':
      return data<LeadFormAnswer>({ instance, status: 'sent', result: submission.reply({ resetForm: true }), ...sent });
  }
}

/** Each page form stores its lead exactly as the API endpoint of the same schema does. */
const ANSWER: Record<LeadFormId, (formData: FormData, instance: string, context: PostContext) => ReturnType<typeof answer>> = {
  contact: (...args) => answer(diagContactEndpoint, ...args),
  'cms-contact': (...args) => answer(cmsContactEndpoint, ...args),
  'agence-contact': (...args) => answer(agenceContactEndpoint, ...args),
  'reunion-information': (formData, instance, context) => {
    const record = recordOfSite(context.site);
    if (!record) throw data('Ce site ne propose pas de réunion d’information.', { status: 404 });
    // One instant per post: the success state and the e-mail name the same meeting.
    const meetingAt = meetingForSignup(record);
    return answer(meetingSignupEndpoint(meetingAt), formData, instance, context, { detail: formatMeetingDate(meetingAt, record.meetings.timeZone, context.locale) });
  },
};
