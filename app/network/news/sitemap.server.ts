import { postSlugs } from '../../../server/repositories/posts.server';
import type { Services } from '../../../server/services.server';

/** Every news article of the site (/actualite/:slug is a pattern, so the static pass leaves it out). */
export async function newsSitemapPaths(site: { id: string }, services: Services): Promise<string[]> {
  return (await postSlugs(services.db, site.id)).map((post) => `/actualite/${post.slug}`);
}
