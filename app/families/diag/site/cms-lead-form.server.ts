import { LEAD_FORMS } from '../../../../domain/leads/lead-forms';
import { defineLeadForm } from '../../../../server/forms/define-lead-form.server';

/**
 * Diagnostics spec §7.2 and §3 "Lead submission": a devis, freebies or contact lead (its type in a
 * hidden field). The freebie form, the quote recap's question and POST /api/cms-websites/contact store it.
 */
export const cmsLeadForm = defineLeadForm({
  schema: LEAD_FORMS['cms-contact'].schema,
  toLead: (l) => ({
    type: l.type,
    endpoint: '/api/cms-websites/contact',
    firstname: l.firstname,
    lastname: l.lastname,
    email: l.email,
    phone: l.phone,
    message: l.message,
    payload: l.payload,
  }),
});
