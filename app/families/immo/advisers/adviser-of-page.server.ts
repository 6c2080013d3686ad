import { data as answer } from 'react-router';
import type { Site } from '../../../../domain/sites/site';
import type { Services } from '../../../../server/services.server';

/** The slug shape of stored advisers: anything else is not looked up at all. */
const SLUG = /^[a-z0-9-]{1,120}$/;

/**
 * The adviser a profile or contact page names by its `:slug`, with reviews and rating. An unknown
 * or inactive slug, or an adviser of another network, throws the site's 404 (decision 0030).
 */
export async function adviserOfPage(services: Services, site: Site, params: Record<string, string | undefined>) {
  const slug = (params.slug ?? '').toLowerCase();
  const found = SLUG.test(slug) ? await services.advisers.bySlug(slug) : null;
  if (!found || found.adviser.networkSiteId !== site.id) throw answer(null, { status: 404 });
  return found;
}
