import type { TFunction } from 'i18next';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { z } from 'zod';
import { formatPrice } from '../../../domain/format/price';
import type { BlockProps } from '../../blocks/types';
import type { Locale } from '../../../domain/i18n/locale';
import { useLocale, useLocalizedHref } from '../../i18n/hooks';
import { Pagination } from '../../ui/Pagination';
import type { LatLng, MapController, MapMarker } from '../../ui/map/types';
import { zoneSearchQuery } from '../../../domain/geo/zone-search-query';
import { ZoneTools } from './ZoneTools';
import { ListingMap } from '../ListingMap';
import { saveLastSearch } from '../last-search';
import { ListingGrid } from '../ListingCard';
import { RentFilters } from './RentFilters';
import { SaleFilters } from './SaleFilters';
import { withoutParams } from './Dropdown';
import type { ListingSearchData } from './search-data';
import type { schema } from './ListingSearch.block';

function markersOf(map: ListingSearchData['map'], t: TFunction<'listings'>, locale: Locale, href: (path: string) => string): MapMarker[] {
  if (map.kind === 'points')
    return map.points.map((p) => ({
      id: p.id,
      lat: p.lat,
      lng: p.lng,
      title: p.title,
      popup: { title: p.title, lines: [formatPrice(p.price, p.status === 'rent' ? 'rent' : 'sale', locale) ?? ''], href: href(`/bien-immobilier/${p.slug}`), linkLabel: t('search.view') },
    }));
  return map.clusters.map((c, i) => ({ id: `cell-${i}`, lat: c.lat, lng: c.lng, title: t('search.cellTitle', { count: c.count }), popup: { title: t('search.cell', { count: c.count }), lines: [t('search.cellHint')] } }));
}

/**
 * The sale search (/recherche-bien) and the rental search (/recherche-location): filters, heading
 * with the count, cards in two columns, the shared pagination and the map of every result.
 */
export function ListingSearch({ data }: BlockProps<z.output<typeof schema>, ListingSearchData>) {
  const { t } = useTranslation('listings');
  const locale = useLocale();
  const href = useLocalizedHref();
  const { status, pathname, query, values } = data;
  const navigate = useNavigate();
  // The zone goes into the URL (an encoded polyline, the encoder fetched on use): the loader filters, the URL reproduces it.
  const searchZone = useCallback(
    (points: LatLng[]) =>
      void import('../../../domain/geo/search-zone').then(({ encodeZone }) => navigate(`${pathname}?${zoneSearchQuery(query, encodeZone(points))}`)),
    [navigate, pathname, query],
  );
  const zoneTools = useCallback((controller: MapController) => <ZoneTools controller={controller} onZone={searchZone} />, [searchZone]);
  useEffect(() => {
    saveLastSearch({ href: `${pathname}${query ? `?${query}` : ''}`, label: data.heading });
  }, [pathname, query, data.heading]);
  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="search-heading">
      <div className="mb-4">{status === 'rent' ? <RentFilters pathname={pathname} query={query} values={values} /> : <SaleFilters pathname={pathname} query={query} values={values} />}</div>
      <h1 id="search-heading" className="text-2xl font-bold text-slate-900" data-testid="search-heading" data-total={data.total}>
        {data.heading}
      </h1>
      {data.zone ? (
        <p className="mt-2">
          <a href={withoutParams(pathname, query, ['zone'])} className="text-sm font-semibold text-teal-900 underline" data-testid="clear-zone">
            {t('search.clearZone')}
          </a>
        </p>
      ) : null}
      {data.alertHref ? (
        <p className="mt-2">
          <a href={href(data.alertHref)} className="inline-flex items-center gap-1 text-sm font-semibold text-teal-900 underline" data-testid="alert-from-search">
            {t('search.createAlert')}
          </a>
        </p>
      ) : null}
      {data.placeMessage ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {data.placeMessage}
        </p>
      ) : null}
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          {data.items.length ? <ListingGrid cards={data.items} headingLevel={2} priorityFirst /> : <p className="rounded-lg bg-slate-50 p-6 text-slate-700">{t('search.empty')}</p>}
          <Pagination className="mt-6" currentPage={data.page} totalPages={data.pageCount} pathname={pathname} searchParams={query} label={t('search.pages')} />
        </div>
        <div className="lg:sticky lg:top-20 lg:self-start">
          <ListingMap tilesUrl={data.mapTilesUrl} markers={markersOf(data.map, t, locale, href)} label={t('search.mapLabel', { count: data.map.total })} boxClassName="h-[28rem]" zone={data.zonePoints} tools={zoneTools} />
        </div>
      </div>
    </section>
  );
}

