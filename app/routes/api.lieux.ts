import { z } from 'zod';
import { searchPlaces } from '../../domain/geo/place-search';
import { placeIndex } from '../../server/geo/place-index.server';
import { siteSector } from '../../server/geo/site-sector.server';
import { siteContext } from '../context';
import type { Route } from './+types/api.lieux';

// Place autocomplete (network spec §3 "Place suggestion", §5, §7 call 5):
// GET /api/lieux?q=… → { communes, departements, regions }, from bundled official data (no network).
// On a local site (one whose settings name its towns) the sector's towns and departments come first.

const MAX_QUERY_CHARS = 100;

const paramsSchema = z.object({
  q: z
    .string({ error: 'Le paramètre q (lieu recherché) est requis.' })
    .max(MAX_QUERY_CHARS, `La recherche est trop longue (${MAX_QUERY_CHARS} caractères au plus).`),
});

/** The answer depends only on the bundled data, which changes with a deployment. */
const CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
// …and on the site: a shared cache must key on the host (most do; Vary says it).

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = paramsSchema.safeParse({ q: url.searchParams.get('q') ?? undefined });
  if (!parsed.success) {
    return Response.json({ message: parsed.error.issues[0]?.message ?? 'Paramètres invalides.' }, { status: 400, headers: { 'cache-control': 'no-store' } });
  }
  const started = performance.now();
  const resolution = context.get(siteContext);
  const sector = resolution.kind === 'site' ? siteSector(resolution.site.settings) : undefined;
  const places = searchPlaces(placeIndex(), parsed.data.q, sector);
  const duration = performance.now() - started;
  return Response.json(places, { headers: { 'cache-control': CACHE, vary: 'Host', 'server-timing': `lieux;dur=${duration.toFixed(3)}` } });
}

export function action() {
  return Response.json({ message: 'Méthode non autorisée : utilisez GET.' }, { status: 405, headers: { allow: 'GET, HEAD' } });
}
