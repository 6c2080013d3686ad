import { ADVISER_CONTACT_FIELDS, ADVISER_CONTACT_FORM, type ExpertimoContactInput, expertimoContactSchema } from '../../domain/leads/schemas';
import { handleLeadPost, methodNotAllowed } from '../../server/api/lead-endpoint.server';
import { ownReturnPath } from '../../domain/input/return-path';
import { BODY_LIMITS } from '../../server/api/body-limits.server';
import { readBody } from '../../server/api/read-body.server';
import { leadEndpointOf } from '../../server/forms/define-lead-form.server';
import { UNKNOWN_ADVISER_MESSAGE } from '../../domain/advisers/contact-messages';
import { ADVISER_CONTACT_FORM_ID } from '../../domain/leads/lead-form-fields';
import { familyServer } from '../families/index.server';
import { servicesContext, siteContext } from '../context';
import type { Route } from './+types/api.expertimo.contact';

// Network spec §7 rows 2 (adviser message / devis / rdv forms) and 3 (agency contact form), as a JSON
// URL (and the plain post of a page rendered before decision 0161). Row 2 is a thin adapter of the
// declared form the adviser contact page posts to itself (app/families/immo/advisers/contact/form.server.ts, reached through the family registry),
// with this URL's contract: an unknown adviser is a 400 in plain text, a plain post is redirected
// back with envoye=1 / erreur=…. Row 3 (no advisorId) stores an agency contact for the site.
export const loader = () => methodNotAllowed();

export { UNKNOWN_ADVISER_MESSAGE };

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const resolution = context.get(siteContext);
  const site = resolution.kind === 'site' ? resolution.site : null;
  if (request.method !== 'POST') return methodNotAllowed();
  // Read once, within the route's limit: the adviser (the form's lookup) is checked before the lead is stored.
  const peek = await readBody(request, { limit: BODY_LIMITS['api/expertimo/contact'] });
  const advisorId = peek.ok ? peek.body.advisorId : undefined;
  const post = { locale: 'fr' as const, at: new Date() };
  const contract = { endpoint: '/api/expertimo/contact', errorFormat: 'text' as const, keptInput: { form: ADVISER_CONTACT_FORM, fields: ADVISER_CONTACT_FIELDS } };
  if (site && advisorId !== undefined && advisorId !== null && advisorId !== '') {
    // The site's family declares the form (immo); its lookup is the adviser of the site's network.
    const form = familyServer(site.family).forms?.[ADVISER_CONTACT_FORM_ID];
    const looked = form?.lookup ? await form.lookup({ advisorId: String(advisorId) }, { ...post, request, site }, services) : null;
    if (!form || !looked?.ok) {
      if (peek.ok && peek.isForm) {
        const back = new URL(ownReturnPath(peek.body.redirectTo, request.url), request.url);
        back.searchParams.set('erreur', UNKNOWN_ADVISER_MESSAGE);
        return Response.redirect(back, 303);
      }
      return new Response(UNKNOWN_ADVISER_MESSAGE, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
    return handleLeadPost(request, services, site, leadEndpointOf(form, post, contract, looked.found), 'fr', peek);
  }
  // Row 3: no adviser named (an empty advisorId keeps its old adviser type, addressed to no one), the site's contact.
  return handleLeadPost(request, services, site, {
    ...contract,
    schema: expertimoContactSchema,
    toLead: ({ firstName, lastName, email, phone, message, ...rest }: ExpertimoContactInput) => ({
      type: rest.advisorId !== undefined ? `conseiller-${rest.kind}` : 'agence-contact',
      endpoint: '/api/expertimo/contact',
      firstname: firstName,
      lastname: lastName,
      email,
      phone,
      message,
      payload: Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== '')),
    }),
  }, 'fr', peek);
}
