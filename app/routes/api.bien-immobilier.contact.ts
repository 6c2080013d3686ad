import { PROPERTY_CONTACT_FIELDS, PROPERTY_CONTACT_FORM } from '../../domain/listings/property-contact';
import { handleLeadPost, methodNotAllowed } from '../../server/api/lead-endpoint.server';
import { ownReturnPath } from '../../domain/input/return-path';
import { BODY_LIMITS } from '../../server/api/body-limits.server';
import { readBody } from '../../server/api/read-body.server';
import { leadEndpointOf, lookUp } from '../../server/forms/define-lead-form.server';
import { propertyContactForm } from '../listings/property/form.server';
import { servicesContext, siteContext } from '../context';
import type { Route } from './+types/api.bien-immobilier.contact';

// Property page contact form (issue 11 item 6), as a JSON URL (and the plain post of a page rendered
// before decision 0160): a thin adapter of the declared form the property page posts to itself
// (app/listings/property/form.server.ts), with this URL's contract: JSON answers, 404 for a listing
// the site does not show, a plain post redirected back with envoye=1 / erreur=….
export const loader = () => methodNotAllowed();

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const resolution = context.get(siteContext);
  const site = resolution.kind === 'site' ? resolution.site : null;
  if (request.method !== 'POST') return methodNotAllowed();
  // Read once, within the route's limit: the listing is looked up (the form's step) before the lead is stored.
  const peek = await readBody(request, { limit: BODY_LIMITS['api/bien-immobilier/contact'] });
  const post = { locale: 'fr' as const, at: new Date() };
  const parsed = peek.ok ? propertyContactForm.schema.safeParse(peek.body) : null;
  let found;
  if (site && peek.ok && parsed?.success) {
    const looked = await lookUp(propertyContactForm, parsed.data, { ...post, request, site }, services);
    if (!looked.ok) {
      if (peek.isForm) {
        const back = new URL(ownReturnPath(peek.body.redirectTo, request.url), request.url);
        back.searchParams.set('erreur', looked.refusal.message);
        return Response.redirect(back, 303);
      }
      return Response.json({ success: false, message: looked.refusal.message }, { status: looked.refusal.status });
    }
    found = looked.found;
  }
  const contract = { endpoint: '/api/bien-immobilier/contact', errorFormat: 'json' as const, keptInput: { form: PROPERTY_CONTACT_FORM, fields: PROPERTY_CONTACT_FIELDS } };
  return handleLeadPost(request, services, site, leadEndpointOf(propertyContactForm, post, contract, found), 'fr', peek);
}
