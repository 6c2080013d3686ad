import { methodNotAllowed } from '../../server/api/lead-endpoint.server';
import { runFamilyRoute } from '../blocks/family-route.server';
import type { Route } from './+types/api.devis';

// A quote request (the handler belongs to the family that has a quote funnel).
export const loader = () => methodNotAllowed();

export function action(args: Route.ActionArgs) {
  return runFamilyRoute('/api/devis', args, () =>
    Response.json({ success: false, message: 'Site inconnu : impossible d’enregistrer la demande.', error: 'Site inconnu : impossible d’enregistrer la demande.' }, { status: 404 }),
  );
}
