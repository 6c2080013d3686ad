import { runFamilyRoute } from '../blocks/family-route.server';
import type { Route } from './+types/api.evaluation';

// Valuation step 2 posted (network site): the handler belongs to the immo family.
export const loader = () => new Response(null, { status: 405, headers: { allow: 'POST' } });

export function action(args: Route.ActionArgs) {
  return runFamilyRoute('/api/evaluation', args, () => new Response('Site inconnu : impossible d’enregistrer la demande.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } }));
}
