import { methodNotAllowed } from '../../server/api/lead-endpoint.server';
import { runFamilyRoute } from '../blocks/family-route.server';
import type { Route } from './+types/api.rendez-vous';

// Cancelling a booked diagnostic visit from the confirmation's signed link (the diag family's handler).
export const loader = () => methodNotAllowed();

export function action(args: Route.ActionArgs) {
  return runFamilyRoute('/api/rendez-vous', args, () => new Response('Site inconnu.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } }));
}
