import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { IDEMPOTENCY_FIELD, isLeadFormId, LEAD_FORM_FIELD, LEAD_FORM_INSTANCE_FIELD } from '../../domain/leads/lead-forms';
import type { Site } from '../../domain/sites/site';
import { storeLeadBody } from '../api/lead-endpoint.server';
import { BODY_LIMITS } from '../api/body-limits.server';
import { readForm } from '../api/read-body.server';
import type { Services } from '../services.server';
import type { Locale } from '../../domain/i18n/locale';
import { HONEYPOT_FIELD } from '../../domain/leads/lead-limits';
import { type LeadForm, leadEndpointOf, lookUp } from './define-lead-form.server';

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

/** The lead forms a site's pages carry, by the id their hidden field posts: its family declares them (FamilyServer.forms). */
export type LeadForms = Readonly<Record<string, LeadForm | undefined>>;

const UNREADABLE = 'Formulaire illisible : merci de réessayer.';

/**
 * The action behind every lead form of a page (posted to the page itself, with or without
 * JavaScript): the form the site's family declares under the posted id, its shared schema through
 * Conform, so an invalid post comes back with the visitor's input and each field's message; then the
 * same storage as the JSON URLs (honeypot, one lead per server-rendered idempotency key, outbox).
 */
export async function handleLeadFormAction(request: Request, services: Services, site: Site, forms: LeadForms, locale: Locale = 'fr') {
  // The page's own limit (issue 37): a body past it is a 413, never read whole.
  const read = await readForm(request, BODY_LIMITS.page);
  if (!read.ok) throw data(read.status === 413 ? read.message : UNREADABLE, { status: read.status });
  const formData = read.form;
  const formId = formData.get(LEAD_FORM_FIELD);
  const form = typeof formId === 'string' && Object.hasOwn(forms, formId) ? forms[formId] : undefined;
  // A form of another family (another kind of site) is not this site's: 404, as another tenant's id.
  if (!form && isLeadFormId(formId)) throw data('Ce site ne propose pas ce formulaire : rien n’a été enregistré.', { status: 404 });
  if (!form) throw data('Formulaire inconnu : rien n’a été enregistré.', { status: 400 });
  const instance = String(formData.get(LEAD_FORM_INSTANCE_FIELD) ?? '').slice(0, 80);
  const post = { request, site, locale, at: new Date() };

  const submission = parseWithZod(formData, { schema: form.schema, disableAutoCoercion: true });
  if (submission.status !== 'success') {
    return data<LeadFormAnswer>({ instance, status: 'invalid', result: submission.reply() }, { status: 400 });
  }
  const body: Record<string, unknown> = {};
  for (const [name, value] of formData.entries()) if (typeof value === 'string') body[name] = value;
  const key = formData.get(IDEMPOTENCY_FIELD);
  // The form's asynchronous step (the listing, the adviser looked up for this site): refused, the
  // form's French message and nothing stored. A robot (honeypot filled) is not looked up: storage drops it as a success.
  const honeypot = body[HONEYPOT_FIELD];
  const robot = typeof honeypot === 'string' && honeypot.trim() !== '';
  const looked = robot ? { ok: true as const, found: undefined } : await lookUp(form, submission.value, post, services);
  if (!looked.ok) {
    const { field, message, status } = looked.refusal;
    return data<LeadFormAnswer>({ instance, status: 'invalid', result: submission.reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }) }, { status });
  }
  const spec = leadEndpointOf(form, post, { endpoint: `${new URL(request.url).pathname} (${String(formId)})`, errorFormat: 'json' }, looked.found);
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
      return data<LeadFormAnswer>({ instance, status: 'sent', result: submission.reply({ resetForm: true }), ...(form.after?.(post) ?? {}) });
  }
}
