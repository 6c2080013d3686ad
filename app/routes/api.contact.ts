import { handleLeadPost, methodNotAllowed } from '../../server/api/lead-endpoint.server';
import { leadEndpointOf } from '../../server/forms/define-lead-form.server';
import { servicesContext, siteContext } from '../context';
import { declaredForm } from '../families/index.server';
import { localeContext } from '../i18n/context';
import type { Route } from './+types/api.contact';

// Diagnostics spec §7.1: the simple contact form. JSON body name, email, message, site, subdomain.
// A thin adapter: the contract of this URL, the form its family declares (reached through the registry).
export const loader = () => methodNotAllowed();

export async function action({ request, context }: Route.ActionArgs) {
  const resolution = context.get(siteContext);
  const locale = context.get(localeContext);
  const spec = leadEndpointOf(declaredForm('contact'), { locale, at: new Date() }, { endpoint: '/api/contact/', errorFormat: 'json', siteFromBody: true });
  return handleLeadPost(request, context.get(servicesContext), resolution.kind === 'site' ? resolution.site : null, spec, locale);
}
