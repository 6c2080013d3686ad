import { diagContactSchema } from '../../domain/leads/schemas';
import { handleLeadPost, methodNotAllowed } from '../../server/api/lead-endpoint.server';
import { servicesContext, siteContext } from '../context';
import { localeContext } from '../i18n/context';
import type { Route } from './+types/api.contact';

// Diagnostics spec §7.1: the simple contact form. JSON body name, email, message, site, subdomain.
export const loader = () => methodNotAllowed();

export async function action({ request, context }: Route.ActionArgs) {
  const resolution = context.get(siteContext);
  return handleLeadPost(request, context.get(servicesContext), resolution.kind === 'site' ? resolution.site : null, {
    endpoint: '/api/contact/',
    schema: diagContactSchema,
    errorFormat: 'json',
    siteFromBody: true,
    toLead: (c) => ({ type: 'contact', endpoint: '/api/contact/', firstname: c.name, email: c.email, message: c.message, payload: null }),
  }, context.get(localeContext));
}
