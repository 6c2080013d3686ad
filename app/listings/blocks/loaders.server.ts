import { defineLoader } from '../../blocks/loader-types';
import type { adviserListingsBlock } from './AdviserListings.block';
import type { AdviserTab } from './AdviserListings';
import type { latestListingsBlock } from './LatestListings.block';
import type { recentListingsBlock } from './RecentListings.block';

export const recentListingsLoader = defineLoader<typeof recentListingsBlock>(async ({ site, services }, props) => {
  const scope = await services.listings.scopeOf(site);
  const [sale, rent] = await Promise.all([services.listings.recent(scope, 'sale', props.limit), site.features.rentals ? services.listings.recent(scope, 'rent', props.limit) : Promise.resolve(null)]);
  return { data: { sale, rent } };
});

export const latestListingsLoader = defineLoader<typeof latestListingsBlock>(async ({ site, services }, props) => {
  const scope = await services.listings.scopeOf(site);
  return { data: { items: await services.listings.recent(scope, props.status, props.limit) } };
});

const TABS: readonly AdviserTab[] = ['all', 'sale', 'rent', 'sold'];

/** The adviser comes from the page pattern (:slug) or ?id= / ?slug= (the spec's /conseiller); unknown → 404 by the page's own block. */
export const adviserListingsLoader = defineLoader<typeof adviserListingsBlock>(async ({ services, url, params }) => {
  const slug = params.slug ?? url.searchParams.get('slug') ?? url.searchParams.get('id') ?? '';
  const found = slug ? await services.advisers.bySlug(slug) : null;
  const wanted = url.searchParams.get('biens') as AdviserTab | null;
  const tab: AdviserTab = wanted && TABS.includes(wanted) ? wanted : 'all';
  const query = new URLSearchParams(url.searchParams);
  query.delete('biens');
  if (!found) return { data: { tab, counts: { all: 0, sale: 0, rent: 0, sold: 0 }, items: [], pathname: url.pathname, query: query.toString() } };
  const result = await services.listings.ofAdviser(found.adviser.id, tab, { pageSize: 9 });
  return { data: { tab, counts: result.counts, items: result.items, pathname: url.pathname, query: query.toString() } };
});
