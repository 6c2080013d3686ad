import { expertimoLeadSchema } from '../../domain/leads/schemas';
import { handleLeadPost, methodNotAllowed } from '../../server/api/lead-endpoint.server';
import { servicesContext, siteContext } from '../context';
import type { Route } from './+types/api.expertimo.lead';

// Network spec §7 row 4: the Sevran landing's lead (address, first name, phone; e-mail optional; UTM kept).
export const loader = () => methodNotAllowed();

export async function action({ request, context }: Route.ActionArgs) {
  const resolution = context.get(siteContext);
  return handleLeadPost(request, context.get(servicesContext), resolution.kind === 'site' ? resolution.site : null, {
    endpoint: '/api/expertimo/lead',
    schema: expertimoLeadSchema,
    errorFormat: 'json',
    toLead: ({ firstName, phone, email, ...rest }) => ({
      type: 'agence-lead',
      endpoint: '/api/expertimo/lead',
      firstname: firstName,
      phone,
      email,
      payload: rest,
    }),
  });
}
