import { meetingSignupSchema } from '../recrutement/signup';
import { agenceContactSchema, cmsLeadSchema, diagContactSchema } from './schemas';

/**
 * The lead forms a page can carry, each validated by its endpoint's shared schema: in the browser
 * before sending and on the server before storing (app/ui/forms/useLeadForm.ts,
 * server/forms/lead-form-action.server.ts).
 */
export const LEAD_FORMS = {
  /** diag §7.1 simple contact: name, email, message. */
  contact: { id: 'contact', schema: diagContactSchema },
  /** diag §7.2: devis, freebies or contact (type in a hidden field). */
  'cms-contact': { id: 'cms-contact', schema: cmsLeadSchema },
  /** network §3 'Contact message (agency)': the agency's /contact form, delivered to the agency. */
  'agence-contact': { id: 'agence-contact', schema: agenceContactSchema },
  /** network §3–§5: the information-meeting sign-up (recruitment sites). */
  'reunion-information': { id: 'reunion-information', schema: meetingSignupSchema },
} as const;

export type LeadFormId = keyof typeof LEAD_FORMS;

export function isLeadFormId(value: unknown): value is LeadFormId {
  return typeof value === 'string' && Object.hasOwn(LEAD_FORMS, value);
}

/** Hidden fields every lead form carries. */
export const LEAD_FORM_FIELD = '_formulaire';
/** The form's DOM id, so the answer goes back to the right form when a page has several. */
export const LEAD_FORM_INSTANCE_FIELD = '_instance';
export { IDEMPOTENCY_FIELD } from './idempotency-field';
