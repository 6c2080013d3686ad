import { CATALOGUE, enabledServices, servicePath } from '../../domain/diag/catalogue';
import type { Site } from '../../domain/sites/site';
import { postSlugs } from '../../server/repositories/posts.server';
import type { Services } from '../../server/services.server';
import { familyPages } from './pages';

// Funnel steps that only make sense with the visitor's answers, and an alias of /professionnel.
const NOT_IN_SITEMAP = new Set(['/devis-informations', '/devis-recapitulatif', '/professional']);

/** Concrete paths of a site for sitemap.xml: its static pages, plus each family's dynamic ones. */
export async function sitemapPaths(site: Site, services: Services): Promise<string[]> {
  const tables = site.settings.onlyOwnPages === true ? [site.pages] : [site.pages, familyPages[site.family]];
  const paths = new Set<string>();
  for (const table of tables) {
    for (const pattern of Object.keys(table)) if (!pattern.includes(':') && !pattern.includes('*') && !NOT_IN_SITEMAP.has(pattern)) paths.add(pattern);
  }
  if (site.family === 'diag' && site.settings.onlyOwnPages !== true) {
    const dynamic = Object.keys(familyPages.diag);
    if (dynamic.some((p) => p.startsWith('/diagnostics/') || p.startsWith('/prestations/'))) {
      for (const entry of enabledServices(CATALOGUE, site.crm)) paths.add(servicePath(entry));
    }
    if (dynamic.includes('/actualites/:slug')) {
      for (const post of await postSlugs(services.db, site.id)) paths.add(`/actualites/${post.slug}`);
    }
  }
  return [...paths].sort();
}
