import { parseDpeNumbers } from '../../domain/dpe';
import { lookupMany, MAX_NUMBERS, toMultiRowView, uncheckedNotice } from '../../server/dpe/simulator.server';
import { toMultiRow } from '../../domain/dpe';
import { servicesContext } from '../context';
import type { Route } from './+types/api.dpe';

// GET /api/dpe?numeros=a,b,c: the multi-row result of spec §3, deduplicated, one line per number.
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const raw = new URL(request.url).searchParams.get('numeros') ?? '';
  const numbers = parseDpeNumbers(raw);
  if (numbers.length === 0) return Response.json({ message: 'Indiquez au moins un numéro de DPE (paramètre numeros, séparés par des virgules).' }, { status: 400 });
  if (numbers.length > MAX_NUMBERS) return Response.json({ message: `Au plus ${MAX_NUMBERS} numéros à la fois.` }, { status: 400 });
  const results = await lookupMany(services.dpe, numbers);
  const rows = results.map(({ numero, lookup }) => toMultiRowView(toMultiRow(numero, lookup)));
  const unchecked = results.filter((r) => r.lookup.status === 'error').map((r) => r.numero);
  return Response.json({ rows, unchecked, message: uncheckedNotice(unchecked) }, { headers: { 'cache-control': 'no-store' } });
}
