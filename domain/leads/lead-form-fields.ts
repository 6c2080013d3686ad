/**
 * The hidden fields every lead form carries, in a module of their own (no schema): a form whose page
 * must not load zod (the property contact) imports them from here.
 */
/** The declared form's id (its family's `forms` key). */
export const LEAD_FORM_FIELD = '_formulaire';
/** The form's DOM id, so the answer goes back to the right form when a page has several. */
export const LEAD_FORM_INSTANCE_FIELD = '_instance';
export { IDEMPOTENCY_FIELD } from './idempotency-field';

/** The property contact form's id (app/listings/property/form.server.ts). */
export const PROPERTY_CONTACT_FORM_ID = 'bien-contact';

/** The adviser contact page's form id (app/families/immo/advisers/contact/form.server.ts). */
export const ADVISER_CONTACT_FORM_ID = 'conseiller-contact';
