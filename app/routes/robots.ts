import { siteContext } from '../context';
import { canonicalOrigin } from '../site/public-site';
import type { Route } from './+types/robots';

export function loader({ context, url }: Route.LoaderArgs) {
  const resolution = context.get(siteContext);
  if (resolution.kind !== 'site') return new Response('User-agent: *\nDisallow: /\n', { headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const origin = canonicalOrigin(resolution.site, url);
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /devis-recapitulatif\n\nSitemap: ${origin}/sitemap.xml\n`;
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
