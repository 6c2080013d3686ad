import { servicesContext, siteContext } from '../context';
import { sitemapPaths } from '../blocks/sitemap.server';
import { canonicalOrigin } from '../site/public-site';
import type { Route } from './+types/sitemap';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function loader({ context, url }: Route.LoaderArgs) {
  const resolution = context.get(siteContext);
  if (resolution.kind !== 'site') return new Response('Not found', { status: 404 });
  const origin = canonicalOrigin(resolution.site, url);
  const paths = await sitemapPaths(resolution.site, context.get(servicesContext));
  const urls = paths.map((p) => `  <url><loc>${escapeXml(origin + p)}</loc></url>`).join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
