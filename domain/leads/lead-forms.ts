import { meetingSignupSchema } from '../recrutement/signup';
import { ADVISER_CONTACT_FORM_ID, PROPERTY_CONTACT_FORM_ID } from './lead-form-fields';
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

/**
 * Page forms whose browser half does not load Conform (the page's JavaScript budget): each validates
 * with its schema from its own module (the property contact: domain/listings/property-contact.ts; the
 * adviser contact: expertimoContactSchema, domain/leads/schemas.ts).
 */
export const LIGHT_LEAD_FORM_IDS = [PROPERTY_CONTACT_FORM_ID, ADVISER_CONTACT_FORM_ID] as const;

export type LeadFormId = keyof typeof LEAD_FORMS | (typeof LIGHT_LEAD_FORM_IDS)[number];

export function isLeadFormId(value: unknown): value is LeadFormId {
  return typeof value === 'string' && (Object.hasOwn(LEAD_FORMS, value) || (LIGHT_LEAD_FORM_IDS as readonly string[]).includes(value));
}

export { IDEMPOTENCY_FIELD, LEAD_FORM_FIELD, LEAD_FORM_INSTANCE_FIELD } from './lead-form-fields';
