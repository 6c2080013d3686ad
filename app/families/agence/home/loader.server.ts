import type { AgenceSite } from '../../../../domain/agence/site';
import { formatPrice } from '../../../../domain/format/price';
import { imageUrl } from '../../../../domain/media/image-params';
import { splitLocalePrefix } from '../../../../domain/i18n/locale';
import type { ListingCard } from '../../../../server/repositories/listing-rows.server';
import { postPage } from '../../../../server/repositories/posts.server';
import { defineLoader } from '../../../blocks/loader-types';
import { newsItemOf } from '../../../network/news/loaders.server';
import { agencyReviews } from '../agency-reviews.server';
import type { agenceHomeBlock } from './AgenceHome.block';
import type { HomeListing, HomeReview } from './home-data';

function toHomeListing(card: ListingCard, locale: 'fr' | 'en'): HomeListing {
  const facts = [card.area ? `${card.area} m²` : null, card.rooms ? (locale === 'en' ? `${card.rooms} rooms` : `${card.rooms} p.`) : null].filter(Boolean).join(' · ');
  return {
    href: card.href,
    title: card.title,
    price: formatPrice(card.price, card.status === 'rent' ? 'rent' : 'sale', locale),
    place: `${card.city} (${card.zip})`,
    facts,
    image: card.image ? { src: imageUrl(card.image.src, { w: 600, h: 400 }), alt: card.image.alt } : null,
  };
}

/** An avatar as a served variant (the stored URL may name a size the image route does not render). */
function avatarOf(url: string | null): string | null {
  if (!url) return null;
  const path = url.startsWith('/img/') ? url.split('/').slice(3).join('/') : url;
  return imageUrl(path, { w: 120, h: 120 });
}

/** The agency home: its own advisers, their 8 newest listings for sale (and to rent when enabled), their reviews. */
export const agenceHomeLoader = defineLoader<typeof agenceHomeBlock>(async (ctx) => {
  const site = ctx.site as AgenceSite;
  const locale = splitLocalePrefix(ctx.url.pathname).locale ?? 'fr';
  const { services } = ctx;
  const scope = await services.listings.scopeOf(site);
  const [advisers, sale, rent, posts, { reviews: allReviews, rating }] = await Promise.all([
    services.advisers.ofAgencySite(site.id),
    services.listings.recent(scope, 'sale', 8),
    site.settings.showLouer ? services.listings.recent(scope, 'rent', 8) : Promise.resolve([]),
    postPage(services.db, site.id, 1, 3),
    agencyReviews(services, site.id),
  ]);
  const reviews: HomeReview[] = [...allReviews]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, 3)
    .map((r) => ({ id: r.id, author: r.author, rating: r.rating, text: r.text, date: r.date, source: r.source }));
  return {
    data: {
      posts: posts.items.map(newsItemOf),
      advisers: advisers.map((a) => ({ name: `${a.firstName} ${a.lastName}`.trim(), title: a.title, avatarUrl: site.settings.showAvatar ? avatarOf(a.avatarUrl) : null })),
      sale: sale.map((c) => toHomeListing(c, locale)),
      rent: rent.map((c) => toHomeListing(c, locale)),
      reviews,
      average: rating?.value ?? null,
      reviewCount: rating?.count ?? 0,
    },
    seo: {
      title: `${site.name} · conseillers immobiliers à ${site.settings.listCities.join(', ')}`,
      description: `Vendre, acheter${site.settings.showLouer ? ', louer' : ''} à ${site.settings.listCities.join(', ')} avec ${site.name}.`,
    },
  };
});
