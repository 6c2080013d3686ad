import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import type { z } from 'zod';
import { formatPhonePairs, phoneHref } from '../../../../../domain/format/phone';
import type { PlaceSuggestion } from '../../../../../domain/geo/place-search';
import type { BlockProps } from '../../../../blocks/types';
import { ConsentGate } from '../../../../consent/ConsentGate';
import { useLocale, useLocalizedHref } from '../../../../i18n/hooks';
import { formatKm } from '../../../../../domain/format/numbers';
import { LeafletMap } from '../../../../ui/map/LeafletMap';
import type { MapMarker } from '../../../../ui/map/types';
import { Pagination } from '../../../../ui/Pagination';
import { PlaceCombobox } from '../../../../ui/PlaceCombobox';
import type { ImmoPublicSite } from '../../../../../domain/immo/site';
import { type AdviserCardView, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../adviser-view';
import { RatingStars } from '../RatingStars';
import type { schema } from './AdviserDirectory.block';

export interface DirectoryCard extends AdviserCardView {
  coversPlace: boolean;
  distanceKm: number | null;
}

export interface AdviserDirectoryData {
  name: string;
  placeText: string;
  /** The place as hidden fields, so a picked suggestion survives the next search. */
  placeParams: Record<string, string>;
  placeLabel: string | null;
  /** A town: the list is the advisers covering it, then the nearest (elsewhere): 'autour de', never 'à'. */
  placeIsTown: boolean;
  placeMessage: string | null;
  /** True when the repository failed (spec §8): the list is empty and the error shows beside the count. */
  failed: boolean;
  total: number;
  page: number;
  pageCount: number;
  items: DirectoryCard[];
  search: string;
  pathname: string;
  tilesUrl: string;
  markers: MapMarker[];
  news: Array<{ slug: string; title: string; excerpt: string; date: string }>;
}

/** Hidden fields for a picked suggestion (the text field alone is read as free text). */
function paramsOfSuggestion(place: PlaceSuggestion): Record<string, string> {
  if (place.type === 'commune') return { cp: place.cp, ville: place.name };
  if (place.type === 'departement') return { dep: place.code, depNom: place.nom };
  return { region: place.code, regionNom: place.nom };
}

function SearchForm({ data }: { data: AdviserDirectoryData }) {
  const { t } = useTranslation('advisers');
  const href = useLocalizedHref();
  const [placeParams, setPlaceParams] = useState(data.placeParams);
  return (
    <form method="get" action={href('/conseillers-immobiliers')} role="search" className="mt-6 grid gap-3 rounded-xl bg-white p-4 text-slate-900 shadow-lg sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <label className="block text-sm font-medium">
        {t('directory.nameLabel')}
        <input
          name="name"
          type="search"
          defaultValue={data.name}
          placeholder={t('directory.namePlaceholder')}
          autoComplete="off"
          maxLength={100}
          className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base placeholder:text-slate-500"
        />
      </label>
      <PlaceCombobox
        name="q"
        label={t('directory.placeLabel')}
        placeholder={t('directory.placePlaceholder')}
        defaultValue={data.placeText}
        labelClassName="text-sm font-medium"
        listLabel={t('directory.placeList')}
        groupLabels={{ commune: t('directory.groupCommune'), departement: t('directory.groupDepartement'), region: t('directory.groupRegion') }}
        countLabel={(count) => t('directory.placeCount', { count })}
        onSelect={(place) => setPlaceParams(place ? paramsOfSuggestion(place) : {})}
      />
      {Object.entries(placeParams).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <button type="submit" className={PRIMARY_BUTTON}>
        {t('directory.search')}
      </button>
    </form>
  );
}

function AdviserCard({ card }: { card: DirectoryCard }) {
  const { t } = useTranslation('advisers');
  const href = useLocalizedHref();
  const locale = useLocale();
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-4">
        {card.avatarUrl ? <img src={card.avatarUrl} alt="" width={72} height={72} loading="lazy" decoding="async" className="h-18 w-18 shrink-0 rounded-full bg-slate-100 object-cover" /> : null}
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-slate-900">
            <a href={href(`/conseiller/${card.slug}`)} className="hover:underline">
              {card.name}
            </a>
          </h3>
          <p className="text-sm text-slate-700">
            {card.city} ({card.zip})
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {card.rating ? <RatingStars value={card.rating.value} label={(text) => t('profile.ratingLabel', { value: text })} /> : t('directory.noRating')}
          </p>
          {card.coversPlace ? <p className="mt-1 text-xs font-semibold text-teal-brand">{t('directory.covers')}</p> : card.distanceKm !== null ? <p className="mt-1 text-xs text-slate-700">{t('directory.distance', { km: formatKm(card.distanceKm, locale) })}</p> : null}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={phoneHref(card.phone)} className={SECONDARY_BUTTON} aria-label={t('directory.callLabel', { name: card.name, phone: formatPhonePairs(card.phone) })}>
          {t('directory.call')}
        </a>
        <a href={href(`/contact-conseiller/${card.slug}`)} className={SECONDARY_BUTTON} aria-label={t('directory.writeLabel', { name: card.name })}>
          {t('directory.write')}
        </a>
        <a href={href(`/conseiller/${card.slug}`)} className={PRIMARY_BUTTON} aria-label={t('directory.profileLabel', { name: card.name })}>
          {t('directory.profile')}
        </a>
      </div>
    </li>
  );
}

/**
 * The adviser directory (network spec §2, §4, §5, §9): search by name and place as a plain GET form,
 * 10 cards per page (2 per row), the clustered map beside them on large screens, then the regional
 * text, the managed-rental block and the news.
 */
export function AdviserDirectory({ data, site }: BlockProps<z.output<typeof schema>, AdviserDirectoryData, ImmoPublicSite>) {
  const { t } = useTranslation('advisers');
  const { t: tc } = useTranslation('consent');
  const href = useLocalizedHref();
  const place = data.placeLabel;
  // The network's claim comes from its record (crm.portals), as on its other pages; none without it.
  const portals = site.crm.portals ? t('directory.portalsCount', { n: site.crm.portals }) : t('directory.portalsMany');
  return (
    <>
      <section className="bg-teal-brand px-4 py-10 text-white sm:py-14">
        <div className="mx-auto max-w-6xl">
          <p className="text-sm font-semibold tracking-wide text-gold-soft uppercase">{t('directory.eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{t('directory.title')}</h1>
          <p className="mt-3 max-w-2xl text-white/90">{t('directory.intro')}</p>
          <SearchForm data={data} />
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="advisers-count">
          <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
            <h2 id="advisers-count" className="text-xl font-bold text-slate-900">
              {place ? t(data.placeIsTown ? 'directory.countAround' : 'directory.countIn', { count: data.total, place }) : t('directory.count', { count: data.total })}
            </h2>
            {data.failed ? (
              <p role="alert" className="font-semibold text-red-700">
                {t('directory.error')}
              </p>
            ) : null}
            {data.name || place ? (
              <a href={href('/conseillers-immobiliers')} className="text-sm text-teal-brand underline">
                {t('directory.reset')}
              </a>
            ) : null}
          </div>
          {data.placeMessage ? <p className="mt-2 text-sm text-red-700">{data.placeMessage}</p> : null}
          {!data.failed && data.items.length === 0 ? (
            <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-center">
              <p className="font-semibold text-slate-900">{t('directory.empty')}</p>
              <p className="mt-1 text-sm text-slate-700">{t('directory.emptyHint')}</p>
            </div>
          ) : (
            <ul aria-label={t('directory.listLabel')} className="mt-6 grid gap-4 md:grid-cols-2">
              {data.items.map((card) => (
                <AdviserCard key={card.id} card={card} />
              ))}
            </ul>
          )}
          <Pagination
            className="mt-8"
            currentPage={data.page}
            totalPages={data.pageCount}
            pathname={data.pathname}
            searchParams={data.search}
            label={t('directory.pagination')}
            labels={{ previous: t('directory.previous'), next: t('directory.next'), page: (n) => t('directory.page', { n }) }}
          />
        </section>
        <aside className="hidden lg:block">
          <div className="sticky top-[88px]">
            <ConsentGate purpose="maps" label={tc('gate.map')} className="h-[calc(100vh-120px)] w-full overflow-hidden rounded-lg">
              <LeafletMap tilesUrl={data.tilesUrl} markers={data.markers} label={t('directory.mapLabel')} heightClass="h-full" />
            </ConsentGate>
          </div>
        </aside>
      </div>

      <section className="bg-gold-light px-4 py-10">
        <div className="mx-auto max-w-4xl">
          <h2 className="text-2xl font-bold text-slate-900">{place ? t('directory.regionalTitle', { place }) : t('directory.regionalTitleNational')}</h2>
          <p className="mt-3 leading-relaxed text-slate-800">{place ? t('directory.regionalText', { place, portals }) : t('directory.regionalTextNational', { portals })}</p>
        </div>
      </section>

      <section className="px-4 py-10">
        <div className="mx-auto flex max-w-4xl flex-col gap-4 rounded-2xl border border-teal-brand/30 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-xl font-bold text-slate-900">{t('directory.rentalTitle')}</h2>
            <p className="mt-2 text-slate-800">{t('directory.rentalText')}</p>
          </div>
          <a href={href('/services/gestion-locative')} className={`${PRIMARY_BUTTON} shrink-0`}>
            {t('directory.rentalCta')}
          </a>
        </div>
      </section>

      <section className="px-4 pb-12">
        <div className="mx-auto max-w-6xl">
          <h2 className="text-2xl font-bold text-slate-900">{t('directory.newsTitle')}</h2>
          {data.news.length ? (
            <ul className="mt-4 grid gap-4 md:grid-cols-3">
              {data.news.map((post) => (
                <li key={post.slug} className="rounded-xl border border-slate-200 p-4">
                  <h3 className="font-semibold text-slate-900">
                    <a href={href(`/actualite/${post.slug}`)} className="underline-offset-2 hover:underline">
                      {post.title}
                    </a>
                  </h3>
                  <p className="mt-2 line-clamp-3 text-sm text-slate-700">{post.excerpt}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-800">{t('directory.newsEmpty')}</p>
          )}
          <a href={href('/actualites')} className="mt-4 inline-block font-semibold text-teal-brand underline">
            {t('directory.newsAll')}
          </a>
        </div>
      </section>
    </>
  );
}

