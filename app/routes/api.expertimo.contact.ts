import { expertimoContactSchema } from '../../domain/leads/schemas';
import { handleLeadPost, methodNotAllowed } from '../../server/api/lead-endpoint.server';
import { servicesContext, siteContext } from '../context';
import type { Route } from './+types/api.expertimo.contact';

// Network spec §7 rows 2 (adviser message / devis / rdv forms) and 3 (agency contact form).
export const loader = () => methodNotAllowed();

export async function action({ request, context }: Route.ActionArgs) {
  const resolution = context.get(siteContext);
  return handleLeadPost(request, context.get(servicesContext), resolution.kind === 'site' ? resolution.site : null, {
    endpoint: '/api/expertimo/contact',
    schema: expertimoContactSchema,
    errorFormat: 'text',
    toLead: ({ firstName, lastName, email, phone, message, ...rest }) => ({
      type: rest.advisorId !== undefined ? `conseiller-${rest.kind}` : 'agence-contact',
      endpoint: '/api/expertimo/contact',
      firstname: firstName,
      lastname: lastName,
      email,
      phone,
      message,
      payload: Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== '')),
    }),
  });
}
