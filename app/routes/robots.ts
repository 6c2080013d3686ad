import { siteContext } from '../context';
import { familyServer } from '../families/index.server';
import { canonicalOrigin } from '../site/public-site';
import type { Route } from './+types/robots';

export function loader({ context, url }: Route.LoaderArgs) {
  const resolution = context.get(siteContext);
  if (resolution.kind !== 'site') return new Response('User-agent: *\nDisallow: /\n', { headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const origin = canonicalOrigin(resolution.site, url);
  const disallow = ['/api/', ...(familyServer(resolution.site.family).robotsDisallow ?? [])].map((path) => `Disallow: ${path}\n`).join('');
  const body = `User-agent: *\nAllow: /\n${disallow}\nSitemap: ${origin}/sitemap.xml\n`;
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
