import { communeDirectory } from '../../../server/geo/commune-directory.server';
import { APPROXIMATE_AREA_RADIUS_METRES } from '../../../domain/geo/map-view';
import { data, redirect } from 'react-router';
import { LOCALE_TAGS, localizePath, splitLocalePrefix } from '../../../domain/i18n/locale';
import { listingJsonLd } from '../../../domain/listings/json-ld';
import { isNewListing } from '../../../domain/listings/listing';
import { frenchDayMonth, latestPriceDrop } from '../../../domain/listings/price-history';
import { defineLoader } from '../../blocks/loader-types';
import { fixedT } from '../../i18n/instances.server';
import type { propertyBlock } from './PropertyPage.block';
import type { ListingGoneData } from './property-data';
import { numberFormat } from '../../../domain/format/intl';
import { PROPERTY_CONTACT_FIELDS, PROPERTY_CONTACT_FORM } from '../../../domain/listings/property-contact';
import { keptInputOf } from '../../../server/forms/kept-input.server';
import { benchmarkOf, buyerCostsOf } from './buyer-costs.server';
import { stationsNear } from '../../../server/geo/stations.server';

/**
 * Server half of the property page: /bien-immobilier alone redirects to a sample listing; an unknown,
 * withdrawn or other site's slug answers 404 (the page offers the search); a sold one 410 with similar listings.
 */
export const propertyLoader = defineLoader<typeof propertyBlock>(async ({ site, services, url, params, request }) => {
  const locale = splitLocalePrefix(url.pathname).locale ?? 'fr';
  const scope = await services.listings.scopeOf(site);
  const slug = params.slug;
  if (!slug) {
    const [sample] = await services.listings.recent(scope, 'sale', 1);
    if (sample) throw redirect(localizePath(sample.href, locale), 302);
    throw data({ kind: 'listing-missing' } satisfies ListingGoneData, { status: 404 });
  }
  const found = await services.listings.bySlug(slug);
  if (!found || found.listing.publication !== 'published' || !found.listing.siteIds.includes(site.id)) throw data({ kind: 'listing-missing' } satisfies ListingGoneData, { status: 404 });
  const { listing } = found;
  // Adviser profiles are pages of the network site: a site without them (an agency) keeps the agent
  // card's call and e-mail links without a profile link (spec: 'optional profile link').
  const agent = { ...found.agent, profileHref: site.features.adviserProfiles ? found.agent.profileHref : null };
  const similar = await services.listings.similar(scope, listing, 3);
  if (listing.status === 'sold') throw data({ kind: 'listing-sold', title: listing.title, similar } satisfies ListingGoneData, { status: 410 });
  const drop = latestPriceDrop(await services.listings.priceHistory(listing.id), listing.price);
  const priceDrop = drop ? { percent: drop.percent, date: locale === 'fr' ? frenchDayMonth(drop.since) : new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'Europe/Paris' }).format(new Date(drop.since)) } : null;
  const sent = url.searchParams.get('envoye') === '1';
  const error = url.searchParams.get('erreur');
  const origin = url.origin;
  const t = fixedT(locale);
  const price = numberFormat(LOCALE_TAGS[locale]).format(listing.price);
  const centre = communeDirectory().byInsee(listing.insee);
  const area = centre?.lat != null && centre.lng != null ? { lat: centre.lat, lng: centre.lng, radiusMetres: APPROXIMATE_AREA_RADIUS_METRES } : null;
  return {
    data: { listing, agent, similar, isNew: isNewListing(listing.publishedAt), priceDrop, mapTilesUrl: services.env.MAP_TILES_URL, area, stations: area ? stationsNear(area) : [], shareUrl: `${origin}${url.pathname}`, pathname: url.pathname, sent, serverError: error ? error.slice(0, 300) : null, kept: error ? (keptInputOf(request, PROPERTY_CONTACT_FORM, PROPERTY_CONTACT_FIELDS)?.values ?? null) : null, buyerCosts: buyerCostsOf(listing, url.searchParams), benchmark: benchmarkOf(listing) },
    seo: {
      title: `${listing.title} – ${listing.city} (${listing.zip}) · {site}`,
      description: t(listing.status === 'rent' ? 'listings:property.seo.rent' : 'listings:property.seo.sale', {
        type: t(`listings:propertyTypes.${listing.type}`),
        city: listing.city,
        price,
        area: listing.area ? t('listings:property.seo.area', { area: listing.area }) : '',
        rooms: listing.rooms ? t('listings:property.seo.rooms', { rooms: listing.rooms }) : '',
      }),
      jsonLd: [listingJsonLd(listing, `${origin}/bien-immobilier/${listing.slug}`, `${origin}/img/w=1200,h=900,fit=cover,f=auto,q=75/`)],
      ...(sent || error || url.searchParams.has('taux') ? { noindex: true } : {}),
    },
  };
});
