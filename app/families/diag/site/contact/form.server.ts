import { LEAD_FORMS } from '../../../../../domain/leads/lead-forms';
import { defineLeadForm } from '../../../../../server/forms/define-lead-form.server';

/** Diagnostics spec §7.1, the simple contact form: its page (/contact) and POST /api/contact/ store it. */
export const diagContactForm = defineLeadForm({
  schema: LEAD_FORMS.contact.schema,
  toLead: (c) => ({ type: 'contact', endpoint: '/api/contact/', firstname: c.name, email: c.email, message: c.message, payload: null }),
});
