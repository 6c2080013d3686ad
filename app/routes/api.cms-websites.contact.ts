import { handleLeadPost, methodNotAllowed } from '../../server/api/lead-endpoint.server';
import { cmsContactEndpoint } from '../../server/api/lead-endpoints.server';
import { servicesContext, siteContext } from '../context';
import type { Route } from './+types/api.cms-websites.contact';

// Diagnostics spec §7.2 and §3 "Lead submission": devis, freebies or contact; site from X-Site / X-Subdomain.
export const loader = () => methodNotAllowed();

export async function action({ request, context }: Route.ActionArgs) {
  const resolution = context.get(siteContext);
  return handleLeadPost(request, context.get(servicesContext), resolution.kind === 'site' ? resolution.site : null, cmsContactEndpoint);
}
