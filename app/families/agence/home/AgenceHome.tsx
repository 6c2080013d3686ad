import { useTranslation } from '../../../i18n/use-translation';
import type { z } from 'zod';
import type { AgencePublicSite } from '../../../../domain/agence/site';
import { ratingDisplay } from '../../../../domain/format/rating';
import type { BlockProps } from '../../../blocks/types';
import { useLocale, useLocalizedHref } from '../../../i18n/hooks';
import { LastSearchLine } from '../../../listings/blocks/LastSearchLine';
import { PlaceCombobox } from '../../../ui/PlaceCombobox';
import { NewsTeasers } from '../../../network/news/NewsTeasers';
import { ReviewsSection } from '../../../network/reviews/ReviewsSection';
import { agencySector } from '../../../../domain/agence/sector';
import { listFormat } from '../../../../domain/format/intl';
import { LOCALE_TAGS } from '../../../../domain/i18n/locale';
import { sectorPlaceholders } from '../sector-placeholders';
import type { HomeData, HomeListing } from './home-data';
import type { agenceHomeSchema } from './AgenceHome.block';

// The key stats (spec §2: recommend, sales in 36 months, visibility) are the agency's record
// (crm.keyFigures), not props: figures written in a page table once are dropped as unknown keys.

const FIELD = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-3 text-base text-slate-900';
const BUTTON = 'rounded-lg bg-gold-soft px-5 py-3 font-semibold text-slate-950 hover:brightness-95';
const TAB = 'cursor-pointer rounded-t-lg px-4 py-2 text-sm font-bold tracking-wide text-white/90';

function TypeChoice({ name, options, defaultValue }: { name: string; options: Array<[string, string]>; defaultValue: string }) {
  const { t } = useTranslation('agence');
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-medium">{t('home.propertyType')}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {options.map(([value, label]) => (
          <label key={value} className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-teal-brand has-[:checked]:bg-teal-50">
            <input type="radio" name={name} value={value} defaultChecked={value === defaultValue} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function SearchForm({ action, idPrefix, budgetLabel, advanced, placeholder }: { action: string; idPrefix: string; budgetLabel: string; advanced: string; placeholder: string }) {
  const { t } = useTranslation('agence');
  return (
    <form method="get" action={action} className="grid gap-1">
      {/* Town or postcode suggestions from 2 characters (spec §5 'City autocomplete (agency)'); typed text is sent as q. */}
      <PlaceCombobox
        id={`${idPrefix}-q`}
        name="q"
        label={t('home.place')}
        listLabel={t('home.placeSuggestions')}
        placeholder={placeholder}
        countLabel={(count) => t('home.placeCount', { count })}
        labelClassName="text-sm font-medium"
        inputClassName={FIELD}
      />
      <label className="mt-3 text-sm font-medium" htmlFor={`${idPrefix}-max`}>
        {budgetLabel}
      </label>
      {/* Digits only (spec §5): the pattern without JavaScript, the input cleaned as typed with it. */}
      <input
        id={`${idPrefix}-max`}
        name="max"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={9}
        onInput={(e) => (e.currentTarget.value = e.currentTarget.value.replace(/\D/g, ''))}
        className={FIELD}
      />
      <TypeChoice
        name="types"
        defaultValue=""
        options={[
          ['Maison', t('home.house')],
          ['Appartement', t('home.apartment')],
          ['Terrain', t('home.land')],
        ]}
      />
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button type="submit" className={BUTTON}>
          {t('home.search')}
        </button>
        <a href={advanced} className="text-sm font-semibold text-teal-brand underline">
          {t('home.advanced')}
        </a>
      </div>
      <LastSearchLine label={t('home.lastSearch')} />
    </form>
  );
}

function ListingGrid({ items, empty }: { items: HomeListing[]; empty: string }) {
  if (!items.length) return <p className="py-6 text-slate-700">{empty}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((l) => (
        <li key={l.href} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <a href={l.href} className="block">
            {l.image ? (
              <img src={l.image.src} alt={l.image.alt} width={600} height={400} loading="lazy" decoding="async" className="aspect-[3/2] w-full object-cover" />
            ) : (
              <div className="aspect-[3/2] w-full bg-slate-200" />
            )}
            <div className="p-3">
              <p className="font-bold text-teal-dark">{l.price}</p>
              <h3 className="mt-1 line-clamp-2 text-sm font-semibold text-slate-900">{l.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{l.place}</p>
              {l.facts && <p className="text-sm text-slate-700">{l.facts}</p>}
            </div>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The agency home (network spec §2, agency variant). Works without JavaScript: the hero tabs and the
 * sale/rent toggle are radio buttons shown through CSS, the forms are plain GET forms, the rotating
 * town is a CSS animation (paused under reduced motion; screen readers hear one sentence). With it,
 * the place field suggests towns and postcodes and 'Ma dernière recherche' offers 'Reprendre'.
 */
export function AgenceHome({ props, data, site }: BlockProps<z.output<typeof agenceHomeSchema>, HomeData, AgencePublicSite>) {
  const { t } = useTranslation('agence');
  const locale = useLocale();
  const href = useLocalizedHref();
  const settings = site.settings;
  const rent = settings.showLouer;
  const average = ratingDisplay(data.average, locale);
  const figures = site.crm.keyFigures ?? {};
  const stats = [
    figures.recommendPercent != null && { value: `${figures.recommendPercent} %`, label: t('home.statRecommend') },
    figures.salesIn36Months != null && { value: String(figures.salesIn36Months), label: t('home.statSales') },
    figures.visibilityPercent != null && { value: `${figures.visibilityPercent} %`, label: t('home.statVisibility') },
  ].filter((stat) => stat !== false);
  // The hero's towns and the forms' examples are the agency's record (issue 38 item 6).
  const { towns } = agencySector(settings);
  const placeholders = sectorPlaceholders(t, settings);
  return (
    <div>
      <section className="relative bg-teal-dark text-white">
        {props.heroImage && <img src={props.heroImage.src} alt={props.heroImage.alt} className="absolute inset-0 h-full w-full object-cover opacity-30" />}
        <div className="relative mx-auto max-w-7xl px-4 py-10 lg:px-6 lg:py-16">
          <h1 className="text-3xl font-bold lg:text-5xl">
            {props.heroTitle ? (
              props.heroTitle
            ) : towns.length ? (
              <>
                <span className="sr-only">{t('home.heroSentence', { cities: listFormat(LOCALE_TAGS[locale], { type: 'conjunction' }).format(towns) })}</span>
                <span aria-hidden="true">
                  {t('home.heroTitle')}{' '}
                  <span className="city-rotator text-gold-soft" data-count={Math.min(towns.length, 6)}>
                    {towns.slice(0, 6).map((c) => (
                      <span key={c}>{c}</span>
                    ))}
                  </span>
                </span>
              </>
            ) : (
              t('home.heroTitleNoTown')
            )}
          </h1>
          <div className="mt-8 max-w-2xl">
            <div role="radiogroup" aria-label={t('home.tabsLabel')} className="flex gap-1">
              <input type="radio" id="tab-sell" name="hero-tab" className="peer/sell sr-only" defaultChecked />
              <label htmlFor="tab-sell" className={`${TAB} peer-checked/sell:bg-white peer-checked/sell:text-teal-dark peer-focus-visible/sell:outline`}>
                {t('home.tabSell')}
              </label>
              <input type="radio" id="tab-buy" name="hero-tab" className="peer/buy sr-only" />
              <label htmlFor="tab-buy" className={`${TAB} peer-checked/buy:bg-white peer-checked/buy:text-teal-dark peer-focus-visible/buy:outline`}>
                {t('home.tabBuy')}
              </label>
              {rent && (
                <>
                  <input type="radio" id="tab-rent" name="hero-tab" className="peer/rent sr-only" />
                  <label htmlFor="tab-rent" className={`${TAB} peer-checked/rent:bg-white peer-checked/rent:text-teal-dark peer-focus-visible/rent:outline`}>
                    {t('home.tabRent')}
                  </label>
                </>
              )}
            </div>
            <div className="hero-panels rounded-b-xl rounded-tr-xl bg-white p-5 text-slate-900">
              <div className="hero-panel-sell">
                <form method="get" action={href('/evaluation')} className="grid gap-1">
                  <label className="text-sm font-medium" htmlFor="sell-address">
                    {t('home.address')}
                  </label>
                  <input id="sell-address" name="adresse" minLength={3} placeholder={placeholders.address} autoComplete="street-address" className={FIELD} />
                  <TypeChoice
                    name="type"
                    defaultValue="Maison"
                    options={[
                      ['Maison', t('home.house')],
                      ['Appartement', t('home.apartment')],
                    ]}
                  />
                  <button type="submit" className={`${BUTTON} mt-4 justify-self-start`}>
                    {t('home.estimate')}
                  </button>
                </form>
              </div>
              <div className="hero-panel-buy">
                <SearchForm action={href('/recherche-bien')} idPrefix="buy" budgetLabel={t('home.maxBudget')} advanced={href('/recherche-bien')} placeholder={placeholders.place} />
              </div>
              {rent && (
                <div className="hero-panel-rent">
                  <SearchForm action={href('/recherche-location')} idPrefix="rent" budgetLabel={t('home.maxRent')} advanced={href('/recherche-location')} placeholder={placeholders.place} />
                </div>
              )}
            </div>
          </div>
        </div>
      </section>

      {stats.length > 0 && (
        <section aria-labelledby="home-stats" className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
          <h2 id="home-stats" className="sr-only">
            {t('home.statsTitle')}
          </h2>
          <ul className={`grid gap-4 text-center ${stats.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
            {stats.map((stat) => (
              <li key={stat.label} className="rounded-xl bg-slate-100 p-5">
                <p className="text-4xl font-bold text-teal-dark">{stat.value}</p>
                <p className="text-slate-700">{stat.label}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {data.advisers.length > 0 && (
        <section aria-labelledby="home-couple" className="mx-auto max-w-7xl px-4 pb-10 lg:px-6">
          <h2 id="home-couple" className="text-2xl font-bold text-teal-dark">
            {t('home.coupleTitle', { cities: settings.listCities.join(', ') })}
          </h2>
          <p className="mt-2 text-slate-700">{t('home.coupleText')}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {data.advisers.map((a) => (
              <li key={a.name} className="flex items-center gap-4 rounded-xl border border-slate-200 p-4">
                {a.avatarUrl && <img src={a.avatarUrl} alt="" width={72} height={72} loading="lazy" className="h-18 w-18 rounded-full object-cover" />}
                <div>
                  <p className="font-semibold text-slate-900">{a.name}</p>
                  <p className="text-sm text-slate-700">{a.title}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="home-listings" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
          <h2 id="home-listings" className="text-2xl font-bold text-teal-dark">
            {t('home.listingsTitle')}
          </h2>
          <div className="home-listings mt-4">
            {rent && (
              <div role="radiogroup" aria-label={t('home.listingsTitle')} className="mb-4 flex gap-2">
                <input type="radio" id="list-sale" name="home-list" className="peer/sale sr-only" defaultChecked />
                <label htmlFor="list-sale" className="cursor-pointer rounded-full border border-teal-brand px-4 py-2 text-sm font-semibold text-teal-brand peer-checked/sale:bg-teal-brand peer-checked/sale:text-white peer-focus-visible/sale:outline">
                  {t('home.forSale')}
                </label>
                <input type="radio" id="list-rent" name="home-list" className="peer/rent sr-only" />
                <label htmlFor="list-rent" className="cursor-pointer rounded-full border border-teal-brand px-4 py-2 text-sm font-semibold text-teal-brand peer-checked/rent:bg-teal-brand peer-checked/rent:text-white peer-focus-visible/rent:outline">
                  {t('home.forRent')}
                </label>
              </div>
            )}
            <div className="home-list-sale">
              <ListingGrid items={data.sale} empty={t('home.noSale')} />
            </div>
            {rent && (
              <div className="home-list-rent">
                <ListingGrid items={data.rent} empty={t('home.noRent')} />
              </div>
            )}
          </div>
          <p className="mt-6">
            <a href={href('/recherche-bien')} className="font-semibold text-teal-brand underline">
              {t('home.allListings')}
            </a>
          </p>
        </div>
      </section>

      <ReviewsSection
        id="home-reviews"
        wrapperClassName="mx-auto max-w-7xl px-4 py-10 lg:px-6"
        title={t('home.reviewsTitle')}
        average={average ? data.average : null}
        summary={average ? t('home.reviewsAverage', { rating: average.text, count: data.reviewCount }) : t('home.noReviews')}
        reviews={data.reviews}
      />

      <div className="bg-slate-50">
        <NewsTeasers id="home-blog" wrapperClassName="mx-auto max-w-7xl px-4 py-10 lg:px-6" title={t('blog.teasersTitle')} allLabel={t('blog.allPosts')} items={data.posts} />
      </div>
    </div>
  );
}

// Not static: the place combobox and the last search need the browser (the rest works without it).
