import { data } from 'react-router';
import { placeLabel } from '../../../domain/geo/place-query';
import { centreOf, officialPlaceLabel, resolvePlace } from '../../../server/geo/resolve-place.server';
import { distanceKm } from '../../../server/geo/commune-directory.server';
import { dvfPriceSource } from '../../../server/valuation/price-table.server';
import { dvfTypeOf, priceBenchmark } from '../../../domain/listings/price-benchmark';
import type { ListingCardData } from '../ListingCard';
import { alertQueryFromSearch } from '../../../domain/alerts/alert-from-search';
import { MAX_ZONE_PARAM_LENGTH } from '../../../domain/geo/search-zone';
import { parseListingSearch } from '../../../domain/listings/search-criteria';
import { fixedT } from '../../i18n/instances.server';
import { defineLoader } from '../../blocks/loader-types';
import { localizedSearchHeading } from './heading.server';
import type { listingSearchBlock } from './ListingSearch.block';

/** Server half of the search block: the URL is the whole state (issue 11 items 3-5). */
export const listingSearchLoader = defineLoader<typeof listingSearchBlock>(async ({ site, services, url, locale }, props) => {
  // A site without rentals (an agency with showLouer off) has no rent search.
  if (props.status === 'rent' && !site.features.rentals) throw data(null, { status: 404 });
  const criteria = parseListingSearch(url.searchParams, props.status);
  // This page searches its own status: mode=louer on the sale search is not a rent search.
  criteria.status = props.status;
  const scope = await services.listings.scopeOf(site);
  const [result, map] = await Promise.all([services.listings.search(scope, criteria), services.listings.map(scope, criteria)]);
  const label = officialPlaceLabel(criteria.place, placeLabel(criteria.place));
  const t = fixedT(locale);
  // A radius search: 'autour de Sevran', and each card's distance from the commune's centre (issue 39 item 4).
  const centre = criteria.place && criteria.proximityKm > 0 ? centreOf(resolvePlace(criteria.place)) : null;
  const around = centre !== null && !!label;
  const placeHeading = label && !result.placeMessage ? { label, kind: around ? ('around' as const) : criteria.place?.kind === 'commune' || criteria.place?.kind === 'text' ? ('commune' as const) : ('area' as const) } : null;
  const heading = localizedSearchHeading(t, locale, result.total, props.status, criteria.types, criteria.zone ? { label: '', kind: 'zone' } : placeHeading);
  const prices = dvfPriceSource();
  const items: ListingCardData[] = result.items.map((card) => {
    const type = dvfTypeOf(card.type);
    const median = card.status === 'sale' && type ? priceBenchmark(card, prices.commune(card.insee, type))?.median : null;
    return {
      ...card,
      dvfMedian: median ? { eurPerM2: median.eurPerM2, commune: median.commune } : null,
      distance: around && card.coords ? { km: Math.round(distanceKm(centre, card.coords) * 10) / 10, from: label } : null,
    };
  });
  const values: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (!(key in values)) values[key] = value.slice(0, key === 'zone' ? MAX_ZONE_PARAM_LENGTH : 200);
  const query = new URLSearchParams(url.searchParams);
  query.delete('page');
  const origin = url.origin;
  // One canonical per place and type (the filters, sort and page are variations of it).
  const canonical = new URLSearchParams();
  for (const key of ['q', 'dep', 'depNom', 'region', 'regionNom', 'commune', 'types']) {
    const value = url.searchParams.get(key);
    if (value) canonical.set(key, value);
  }
  return {
    data: {
      status: props.status,
      heading,
      total: result.total,
      page: result.page,
      pageCount: result.pageCount,
      items,
      placeMessage: result.placeMessage,
      pathname: url.pathname,
      query: query.toString(),
      values,
      map,
      mapTilesUrl: services.env.MAP_TILES_URL,
      // The buyer-alert page is the network site's (issue 39 item 3): prefilled with this search.
      zone: criteria.zone !== null,
      zonePoints: criteria.zone?.points ?? null,
      alertHref: site.features.buyerAlerts && !criteria.zone ? `/alerte-immobiliere?${alertQueryFromSearch(criteria, label && !result.placeMessage ? label : null)}` : null,
    },
    seo: {
      ...(canonical.size ? { canonicalQuery: canonical.toString() } : {}),
      title: `${heading}${result.page > 1 ? t('listings:heading.page', { page: result.page }) : ''} · {site}`,
      description: t('listings:heading.description', { heading }),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: heading,
          numberOfItems: result.total,
          itemListElement: result.items.map((item, i) => ({ '@type': 'ListItem', position: (result.page - 1) * result.pageSize + i + 1, url: `${origin}${item.href}`, name: item.title })),
        },
      ],
    },
  };
});
