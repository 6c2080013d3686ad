import { readFavouriteSlugs } from '../../../domain/listings/favourites-cookie';
import { formatPrice } from '../../../domain/format/price';
import { defineLoader } from '../../blocks/loader-types';
import type { favouritesBlock } from './Favourites.block';

/** /favoris: the listings of the favourites cookie (issue 39 item 8), read on the server so the page works without JavaScript. */
export const favouritesLoader = defineLoader<typeof favouritesBlock>(async ({ site, services, request, url, locale }) => {
  const scope = await services.listings.scopeOf(site);
  const cards = await services.listings.favouriteCards(scope, readFavouriteSlugs(request.headers.get('cookie')));
  return {
    data: {
      pathname: url.pathname,
      items: cards.map((c) => ({
        slug: c.slug,
        href: `/bien-immobilier/${c.slug}`,
        title: c.title,
        price: formatPrice(c.price, c.status === 'rent' ? 'rent' : 'sale', locale) ?? '',
        place: `${c.city} (${c.zip})`,
        image: c.image?.src ?? null,
      })),
    },
  };
});
