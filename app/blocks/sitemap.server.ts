import { familyPagesServed } from '../../domain/sites/legal-pages';
import type { Site } from '../../domain/sites/site';
import type { Services } from '../../server/services.server';
import { familyModule } from '../families';
import { familyServer } from '../families/index.server';

/** Concrete paths of a site for sitemap.xml: its static pages, plus the family's dynamic ones. */
export async function sitemapPaths(site: Site, services: Services): Promise<string[]> {
  const ownOnly = site.settings.onlyOwnPages === true;
  const server = familyServer(site.family);
  const hidden = new Set(server.notInSitemap ?? []);
  const tables = [site.pages, familyPagesServed(familyModule(site.family).pages, ownOnly)];
  const paths = new Set<string>();
  for (const table of tables) {
    for (const pattern of Object.keys(table)) if (!pattern.includes(':') && !pattern.includes('*') && !hidden.has(pattern)) paths.add(pattern);
  }
  if (!ownOnly && server.sitemapPaths) for (const path of await server.sitemapPaths(site, services)) paths.add(path);
  return [...paths].sort();
}
