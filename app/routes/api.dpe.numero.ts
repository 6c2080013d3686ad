import { isWellFormedDpeNumber } from '../../domain/dpe/numbers';
import { outcomeOf } from '../../server/dpe/simulator.server';
import { servicesContext } from '../context';
import type { Route } from './+types/api.dpe.numero';

// GET /api/dpe/{numero}: the certificate's summary and its label today, on 1 January 2026 and 2027.
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const numero = (params.numero ?? '').replace(/\s+/g, '');
  // A malformed number is answered at once: ADEME is never asked (it could only stall or say no).
  if (!isWellFormedDpeNumber(numero)) return Response.json({ message: 'Numéro de DPE invalide : 13 caractères attendus, par exemple 2429E1836524K.' }, { status: 400 });
  const outcome = outcomeOf(await services.dpe.lookup(numero), new Date());
  if (outcome.status !== 'found') return Response.json({ message: outcome.message }, { status: outcome.status === 'not-found' ? 404 : 503 });
  const { record, current, at2026, at2027, todayFactor } = outcome.simulation;
  return Response.json({ record, todayFactor, today: current, at2026, at2027 }, { headers: { 'cache-control': 'no-store' } });
}
