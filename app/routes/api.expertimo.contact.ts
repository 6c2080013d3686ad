import { ADVISER_CONTACT_FIELDS, ADVISER_CONTACT_FORM, type ExpertimoContactInput, expertimoContactSchema } from '../../domain/leads/schemas';
import type { Adviser } from '../../domain/advisers/adviser';
import { handleLeadPost, methodNotAllowed } from '../../server/api/lead-endpoint.server';
import { ownReturnPath } from '../../domain/input/return-path';
import { BODY_LIMITS } from '../../server/api/body-limits.server';
import { readBody } from '../../server/api/read-body.server';
import { servicesContext, siteContext } from '../context';
import type { Route } from './+types/api.expertimo.contact';

// Network spec §7 rows 2 (adviser message / devis / rdv forms) and 3 (agency contact form).
export const loader = () => methodNotAllowed();

export const UNKNOWN_ADVISER_MESSAGE = 'Conseiller inconnu : impossible d’envoyer votre demande.';

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const resolution = context.get(siteContext);
  const site = resolution.kind === 'site' ? resolution.site : null;

  // Row 2: the adviser must be a known, active adviser of this site's network; the lead goes to them.
  let adviser: Adviser | null = null;
  if (request.method !== 'POST') return methodNotAllowed();
  // Read once, within the route's limit: the adviser is checked before the lead is stored.
  const peek = await readBody(request, { limit: BODY_LIMITS['api/expertimo/contact'] });
  const advisorId = peek.ok ? peek.body.advisorId : undefined;
  if (site && advisorId !== undefined && advisorId !== null && advisorId !== '') {
    const networks = await services.advisers.networkSiteIdsOf(site);
    adviser = await services.advisers.activeById(networks, String(advisorId).trim());
    if (!adviser) {
      if (peek.ok && peek.isForm) {
        const back = new URL(ownReturnPath(peek.body.redirectTo, request.url), request.url);
        back.searchParams.set('erreur', UNKNOWN_ADVISER_MESSAGE);
        return Response.redirect(back, 303);
      }
      return new Response(UNKNOWN_ADVISER_MESSAGE, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
  }

  return handleLeadPost(request, services, site, {
    endpoint: '/api/expertimo/contact',
    schema: expertimoContactSchema,
    errorFormat: 'text',
    keptInput: { form: ADVISER_CONTACT_FORM, fields: ADVISER_CONTACT_FIELDS },
    toLead: ({ firstName, lastName, email, phone, message, ...rest }: ExpertimoContactInput) => ({
      type: rest.advisorId !== undefined ? `conseiller-${rest.kind}` : 'agence-contact',
      endpoint: '/api/expertimo/contact',
      firstname: firstName,
      lastname: lastName,
      email,
      phone,
      message,
      payload: {
        ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== '')),
        ...(adviser ? { conseiller: { id: adviser.id, nom: `${adviser.firstName} ${adviser.lastName}`, email: adviser.email } } : {}),
      },
      ...(adviser ? { recipients: [adviser.email] } : {}),
    }),
  }, 'fr', peek);
}
