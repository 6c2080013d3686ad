import { adviserDisplayName } from '../../../../../domain/advisers/adviser';
import { localizePath, splitLocalePrefix } from '../../../../../domain/i18n/locale';
import { imageUrl } from '../../../../../domain/media/image-params';
import { defineLoader } from '../../../../blocks/loader-types';
import { fixedT } from '../../../../i18n/instances.server';
import { adviserOfPage } from '../adviser-of-page.server';
import { adviserCardView, mediaVariant } from '../adviser-view';
import { localeOfUrl } from '../../../../network/advisers/locale-of-url';
import { LISTING_TABS, type ListingTab } from './AdviserListings';
import type { adviserProfileBlock } from './AdviserProfile.block';
import { adviserJsonLd } from './json-ld';
import { numberFormat } from '../../../../../domain/format/intl';

/** Cards shown per tab; 'Voir toutes mes ventes' leads to the search for more. */
const LISTINGS_SHOWN = 6;

export const adviserProfileLoader = defineLoader<typeof adviserProfileBlock>(async ({ site, services, url, params }) => {
  const locale = localeOfUrl(url);
  const t = fixedT(locale);
  const { adviser, reviews, rating } = await adviserOfPage(services, site, params);
  const asked = url.searchParams.get('biens');
  const tab: ListingTab = (LISTING_TABS as readonly string[]).includes(asked ?? '') ? (asked as ListingTab) : 'all';
  const listings = await services.listings.ofAdviser(adviser.id, tab, { page: 1, pageSize: LISTINGS_SHOWN });
  const name = adviserDisplayName(adviser);
  const amount = numberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(adviser.legal.guaranteeAmount);
  const origin = `${url.protocol}//${url.host}`;
  return {
    data: {
      adviser: {
        ...adviserCardView(adviser, name, rating, 320),
        coverUrl: mediaVariant(adviser.coverUrl, 1200, 675),
        yearsExperience: adviser.yearsExperience,
        salesCount: adviser.salesCount,
        description: adviser.description,
        networks: adviser.networks,
        legal: { ...adviser.legal, guaranteeAmount: amount },
      },
      reviews: reviews.map((r) => ({ id: r.id, author: r.author, rating: r.rating, source: r.source, date: r.date, text: r.text })),
      listings: {
        tab,
        counts: listings.counts,
        pathname: localizePath(splitLocalePrefix(url.pathname).pathname, locale),
        items: listings.items.map((item) => ({
          id: item.id,
          href: item.href,
          title: item.title,
          status: item.status,
          price: item.price,
          city: item.city,
          zip: item.zip,
          area: item.area,
          rooms: item.rooms,
          image: item.image ? { src: imageUrl(item.image.src, { w: 320, h: 240 }), alt: item.image.alt } : null,
        })),
      },
    },
    seo: {
      title: t('advisers:seo.profileTitle', { name, city: adviser.city }),
      description: t('advisers:seo.profileDescription', { name, city: adviser.city }),
      jsonLd: [adviserJsonLd(adviser, name, rating, `${origin}${localizePath(`/conseiller/${adviser.slug}`, locale)}`, origin)],
      ...(tab !== 'all' ? { noindex: true } : {}),
    },
  };
});
