import { LEAD_FORMS } from '../../../../domain/leads/lead-forms';
import { defineLeadForm } from '../../../../server/forms/define-lead-form.server';

/**
 * Network spec §7 row 3: the agency contact form (its /contact page). Addressed to no one in
 * particular, so the outbox e-mails it to the site's own address: the agency's.
 */
export const agenceContactForm = defineLeadForm({
  schema: LEAD_FORMS['agence-contact'].schema,
  toLead: ({ firstName, lastName, email, phone, message, kind, company }) => ({
    type: 'agence-contact',
    endpoint: '/api/expertimo/contact',
    firstname: firstName,
    lastname: lastName,
    email,
    phone,
    message,
    payload: { kind, ...(company ? { company } : {}) },
  }),
});
