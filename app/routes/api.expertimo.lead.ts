import { toE164 } from '../../domain/format/phone-number';
import { expertimoLeadSchema, LANDING_LEAD_FIELDS, LANDING_LEAD_FORM } from '../../domain/leads/schemas';
import { handleLeadPost, methodNotAllowed } from '../../server/api/lead-endpoint.server';
import { servicesContext, siteContext } from '../context';
import type { Route } from './+types/api.expertimo.lead';

// Network spec §7 row 4: the Sevran landing's lead (address, first name, phone; e-mail optional; UTM kept).
export const loader = () => methodNotAllowed();

/** The shared schema, and a phone number that is one (issue 38 item 8): stored in E.164, '+33612345678'. */
const landingLeadSchema = expertimoLeadSchema.superRefine((lead, ctx) => {
  if (lead.phone && !toE164(lead.phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'forms:phone.invalid' });
});

export async function action({ request, context }: Route.ActionArgs) {
  const resolution = context.get(siteContext);
  return handleLeadPost(request, context.get(servicesContext), resolution.kind === 'site' ? resolution.site : null, {
    endpoint: '/api/expertimo/lead',
    schema: landingLeadSchema,
    errorFormat: 'json',
    // Without JavaScript (the landing has none), a refused post comes back with what was typed and each field's message.
    keptInput: { form: LANDING_LEAD_FORM, fields: LANDING_LEAD_FIELDS },
    toLead: ({ firstName, phone, email, ...rest }) => ({
      type: 'agence-lead',
      endpoint: '/api/expertimo/lead',
      firstname: firstName,
      phone: toE164(phone) ?? phone,
      email,
      payload: rest,
    }),
  });
}
