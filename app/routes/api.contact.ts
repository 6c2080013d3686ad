import { handleLeadPost, methodNotAllowed } from '../../server/api/lead-endpoint.server';
import { diagContactEndpoint } from '../../server/api/lead-endpoints.server';
import { servicesContext, siteContext } from '../context';
import { localeContext } from '../i18n/context';
import type { Route } from './+types/api.contact';

// Diagnostics spec §7.1: the simple contact form. JSON body name, email, message, site, subdomain.
export const loader = () => methodNotAllowed();

export async function action({ request, context }: Route.ActionArgs) {
  const resolution = context.get(siteContext);
  return handleLeadPost(request, context.get(servicesContext), resolution.kind === 'site' ? resolution.site : null, diagContactEndpoint, context.get(localeContext));
}
