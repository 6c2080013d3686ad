import { CATALOGUE, enabledServices, servicePath } from '../../../domain/diag/catalogue';
import type { Site } from '../../../domain/sites/site';
import { postSlugs } from '../../../server/repositories/posts.server';
import type { Services } from '../../../server/services.server';

/** The diag pages the table names by pattern: one per service the site offers, one per article. */
export async function diagSitemapPaths(site: Site, services: Services): Promise<string[]> {
  const services_ = enabledServices(CATALOGUE, site.crm).map(servicePath);
  const posts = (await postSlugs(services.db, site.id)).map((post) => `/actualites/${post.slug}`);
  return [...services_, ...posts];
}
