import { sql } from 'kysely';
import { siteLatestPosts } from '../../../../server/repositories/posts.server';
import { defineLoader } from '../../../blocks/loader-types';
import { heroVideoFor, isThirdPartySource } from '../../../../domain/immo/hero-video';
import { newsItemOf } from '../../../network/news/loaders.server';
import type { homeHeroBlock } from './HomeHero.block';
import type { latestNewsBlock, reviewsSummaryBlock } from '../../../network/home/network-home-blocks.block';
import type { recentListingsBlock } from './RecentListings.block';

/** Spec §9: 8 recent listings, newest first; ?biens=location shows the rentals. */
export const recentListingsLoader = defineLoader<typeof recentListingsBlock>(async ({ services, site, url }, props) => {
  const status = props.status ?? (url.searchParams.get('biens') === 'location' ? 'rent' : 'sale');
  const scope = await services.listings.scopeOf(site);
  const cards = await services.listings.recent(scope, status, 8);
  return {
    data: {
      status,
      items: cards.map((c) => ({ slug: c.slug, href: c.href, title: c.title, price: c.price, city: c.city, zip: c.zip, area: c.area, rooms: c.rooms, image: c.image, isNew: c.isNew, exclusive: c.exclusive })),
    },
  };
});

/** The network's reviews: the aggregate of every stored review of its advisers, and the 3 newest. */
export const reviewsSummaryLoader = defineLoader<typeof reviewsSummaryBlock>(async ({ services, site, url }) => {
  const base = services.db.selectFrom('adviser_reviews').innerJoin('advisers', 'advisers.id', 'adviser_reviews.adviser_id').where('advisers.network_site_id', '=', site.id);
  const agg = await base.select([sql<number>`avg(adviser_reviews.rating)`.as('average'), sql<number>`count(*)`.as('count')]).executeTakeFirst();
  const rows = await base.select(['adviser_reviews.id', 'adviser_reviews.author', 'adviser_reviews.rating', 'adviser_reviews.source', 'adviser_reviews.date', 'adviser_reviews.text']).orderBy('adviser_reviews.date', 'desc').orderBy('adviser_reviews.id').limit(3).execute();
  const count = Number(agg?.count ?? 0);
  const average = count ? Math.round(Number(agg?.average) * 10) / 10 : null;
  return {
    data: { average, count, reviews: rows.map((r) => ({ ...r, rating: Number(r.rating) })) },
    seo: count
      ? { jsonLd: [{ '@context': 'https://schema.org', '@type': 'Organization', name: site.name, url: url.origin, aggregateRating: { '@type': 'AggregateRating', ratingValue: average, reviewCount: count, bestRating: 5, worstRating: 1 } }] }
      : undefined,
  };
});

export const latestNewsLoader = defineLoader<typeof latestNewsBlock>(async ({ services, site }) => {
  const items = await siteLatestPosts(services.db, site, 3);
  return { data: { items: items.map(newsItemOf) } };
});

/** The hero's background loop of this second (spec §2), chosen here so the browser renders the same one. */
export const homeHeroLoader = defineLoader<typeof homeHeroBlock>(async ({ site, url }) => {
  const src = heroVideoFor(site.settings.heroVideos ?? [], new Date());
  return { data: { video: src ? { src, thirdParty: isThirdPartySource(src, url.origin) } : null } };
});
