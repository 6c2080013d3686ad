import { cmsLeadSchema } from '../../domain/leads/schemas';
import { handleLeadPost, methodNotAllowed } from '../../server/api/lead-endpoint.server';
import { servicesContext, siteContext } from '../context';
import type { Route } from './+types/api.cms-websites.contact';

// Diagnostics spec §7.2 and §3 "Lead submission": devis, freebies or contact; site from X-Site / X-Subdomain.
export const loader = () => methodNotAllowed();

export async function action({ request, context }: Route.ActionArgs) {
  const resolution = context.get(siteContext);
  return handleLeadPost(request, context.get(servicesContext), resolution.kind === 'site' ? resolution.site : null, {
    endpoint: '/api/cms-websites/contact',
    schema: cmsLeadSchema,
    errorFormat: 'json',
    toLead: (l) => ({ type: l.type, endpoint: '/api/cms-websites/contact', firstname: l.firstname, lastname: l.lastname, email: l.email, phone: l.phone, message: l.message, payload: l.payload }),
  });
}
