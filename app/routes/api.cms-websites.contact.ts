import { handleLeadPost, methodNotAllowed } from '../../server/api/lead-endpoint.server';
import { leadEndpointOf } from '../../server/forms/define-lead-form.server';
import { servicesContext, siteContext } from '../context';
import { declaredForm } from '../families/index.server';
import type { Route } from './+types/api.cms-websites.contact';

// Diagnostics spec §7.2 and §3 "Lead submission": devis, freebies or contact; site from X-Site / X-Subdomain.
// A thin adapter: the contract of this URL, the form its family declares (reached through the registry).
export const loader = () => methodNotAllowed();

export async function action({ request, context }: Route.ActionArgs) {
  const resolution = context.get(siteContext);
  const spec = leadEndpointOf(declaredForm('cms-contact'), { locale: 'fr', at: new Date() }, { endpoint: '/api/cms-websites/contact', errorFormat: 'json' });
  return handleLeadPost(request, context.get(servicesContext), resolution.kind === 'site' ? resolution.site : null, spec);
}
