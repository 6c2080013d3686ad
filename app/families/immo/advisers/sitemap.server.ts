import type { Services } from '../../../../server/services.server';

/** The redirecting spec routes stay out of the sitemap. */
export const ADVISER_PATHS_NOT_IN_SITEMAP = ['/conseiller', '/contact-conseiller'] as const;

/** Every active adviser's profile (their contact pages are reached from it). */
export async function adviserSitemapPaths(site: { id: string }, services: Services): Promise<string[]> {
  const rows = await services.db.selectFrom('advisers').select('slug').where('network_site_id', '=', site.id).where('active', '=', 1).orderBy('slug').execute();
  return rows.map((r) => `/conseiller/${r.slug}`);
}
