import { createHash } from 'node:crypto';
import { servicesContext, siteContext } from '../context';
import type { Route } from './+types/api.expertimo.agences';

// Network spec §7 call 1: the directory map's markers. Markers without coordinates are dropped;
// avatars starting with '/' get the network's main host; the name defaults to 'Conseiller'.
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const resolution = context.get(siteContext);
  if (resolution.kind !== 'site') return Response.json({ markers: [], message: 'Site inconnu.' }, { status: 404 });
  const [networkId] = await services.advisers.networkSiteIdsOf(resolution.site);
  const network = networkId ? await services.sites.byId(networkId) : null;
  if (!networkId || !network) return Response.json({ markers: [], message: 'Aucun réseau de conseillers sur ce site.' }, { status: 404 });
  const mainHost = network.hosts[0] ? `https://${network.hosts[0]}` : new URL(request.url).origin;
  const markers = (await services.advisers.markers(networkId)).map((m) => ({
    ...m,
    data: {
      ...m.data,
      prenom: m.data.prenom.trim() || (m.data.nom.trim() ? '' : 'Conseiller'),
      avatar: m.data.avatar?.startsWith('/') ? `${mainHost}${m.data.avatar}` : m.data.avatar,
    },
  }));
  const body = JSON.stringify({ markers });
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300, stale-while-revalidate=3600', etag, vary: 'Host' };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
