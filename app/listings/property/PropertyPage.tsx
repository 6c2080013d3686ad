import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/use-translation';
import type { z } from 'zod';
import { formatPrice } from '../../../domain/format/price';
import type { Listing } from '../../../domain/listings/listing';
import { useLocale, useLocalizedHref } from '../../i18n/hooks';
import type { BlockProps } from '../../blocks/types';
import { ListingGrid } from '../ListingCard';
import { BuyerCosts } from './BuyerCosts';
import { PriceBenchmarkLine } from './PriceBenchmarkLine';
import { ContactForm } from './ContactForm';
import { EnergyCard } from './EnergyCard';
import { Gallery } from './Gallery';
import { LegalMentions, PriceMentions } from './Mentions';
import { PropertyActions } from './PropertyActions';
import type { PropertyData } from './property-data';
import { PropertyTabs } from './PropertyTabs';
import type { schema } from './PropertyPage.block';

function dash(value: string | number | null | undefined, unit = ''): string {
  return value === null || value === undefined || value === '' ? '—' : `${value}${unit}`;
}

function Summary({ listing, t }: { listing: Listing; t: TFunction<'listings'> }) {
  const rows: Array<[string, string]> = [
    [t('property.type'), t(`propertyTypes.${listing.type}`)],
    [t('property.livingArea'), dash(listing.area, ' m²')],
    [t('property.rooms'), dash(listing.rooms)],
    [t('property.beds'), dash(listing.beds)],
    [t('property.baths'), dash(listing.baths)],
    [t('property.floor'), listing.floor === 0 ? t('property.groundFloor') : dash(listing.floor)],
    [t('property.parking'), dash(listing.parking)],
    [t('property.heating'), dash(listing.heating)],
    [t('property.year'), dash(listing.year)],
  ];
  return (
    <section aria-labelledby="summary-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="summary-title" className="text-lg font-semibold">
        {t('property.summary')}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3" data-testid="summary">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Property detail (spec §2 'Property detail', its agency variant alike), with the legal advert mentions. */
export function PropertyPage({ data }: BlockProps<z.output<typeof schema>, PropertyData>) {
  const { t } = useTranslation('listings');
  const locale = useLocale();
  const href = useLocalizedHref();
  const { listing, agent, similar } = data;
  const kind = listing.status === 'rent' ? 'rent' : 'sale';
  const price = formatPrice(listing.price, kind, locale) ?? '';
  const { isNew } = data;
  return (
    <article className="property-page mx-auto max-w-7xl px-4 py-6">
      <header className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div>
          <p className="text-sm font-medium text-slate-700">{`${listing.city} (${listing.zip})`}</p>
          <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{listing.title}</h1>
          <ul className="mt-2 flex flex-wrap gap-1 text-xs font-semibold" aria-label={t('property.labels')}>
            {listing.underOffer ? <li className="rounded bg-slate-900 px-2 py-1 text-white">{t('property.underOffer')}</li> : null}
            {listing.exclusive ? <li className="rounded bg-amber-300 px-2 py-1 text-slate-900">{t('property.exclusive')}</li> : null}
            {isNew ? <li className="rounded bg-teal-700 px-2 py-1 text-white">{t('property.new')}</li> : null}
          </ul>
        </div>
        <div className="md:text-right">
          <p className="text-3xl font-bold text-teal-900" data-testid="property-price">
            {price}
          </p>
          {data.priceDrop ? (
            <p className="text-sm font-semibold text-teal-900" data-testid="price-drop">
              {t('property.priceDrop', data.priceDrop)}
            </p>
          ) : null}
          <PriceMentions listing={listing} />
          {data.benchmark ? <PriceBenchmarkLine benchmark={data.benchmark} /> : null}
        </div>
      </header>
      <div className="mt-3">
        <PropertyActions shareTitle={listing.title} shareUrl={data.shareUrl} slug={listing.slug} />
      </div>
      <div className="mt-4">
        <Gallery photos={listing.photos} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid gap-6">
          <Summary listing={listing} t={t} />
          {listing.highlight ? <p className="rounded-xl bg-teal-50 p-5 font-medium text-teal-950">{listing.highlight}</p> : null}
          <PropertyTabs listing={listing} mapTilesUrl={data.mapTilesUrl} area={data.area} stations={data.stations} />
          <EnergyCard energy={listing.energy} />
          {data.buyerCosts ? <BuyerCosts data={data.buyerCosts} action={data.pathname} /> : null}
          <LegalMentions listing={listing} />
        </div>
        <aside className="grid gap-4 self-start lg:sticky lg:top-20" aria-label={t('property.adviser')}>
          <section className="rounded-xl border border-slate-200 bg-white p-5">
            <div className="flex items-center gap-3">
              {agent.avatar ? <img src={agent.avatar} alt="" width={56} height={56} className="h-14 w-14 rounded-full bg-slate-200" /> : null}
              <div>
                <p className="font-semibold text-slate-900">{agent.name}</p>
                <p className="text-sm text-slate-700">{t('property.adviserIn', { city: agent.city })}</p>
              </div>
            </div>
            <div className="mt-3 flex flex-wrap gap-2 print:hidden">
              <a href={`tel:${agent.phone.replace(/\s/g, '')}`} className="rounded-md bg-teal-800 px-3 py-2 text-sm font-semibold text-white">
                {t('property.call')}
              </a>
              <a href={`mailto:${agent.email}?subject=${encodeURIComponent(listing.title)}`} className="rounded-md border border-teal-800 px-3 py-2 text-sm font-semibold text-teal-900">
                {t('property.write')}
              </a>
              {agent.profileHref ? (
                <a href={agent.profileHref} className="px-1 py-2 text-sm text-teal-900 underline">
                  {t('property.profile')}
                </a>
              ) : null}
            </div>
            <p className="mt-2 hidden text-sm print:block">{`${agent.phone} · ${agent.email}`}</p>
          </section>
          <section className="rounded-xl border border-slate-200 bg-white p-5 print:hidden">
            <ContactForm slug={listing.slug} title={listing.title} sent={data.sent} serverError={data.serverError} kept={data.kept} />
          </section>
        </aside>
      </div>
      {similar.length ? (
        <section aria-labelledby="similar-title" className="mt-10 print:hidden">
          <h2 id="similar-title" className="mb-4 text-xl font-bold">
            {t('property.similar')}
          </h2>
          <ListingGrid cards={similar} columns={3} />
          <a href={href(listing.status === 'rent' ? '/recherche-location' : '/recherche-bien')} className="mt-4 inline-block font-semibold text-teal-900 underline">
            {t('property.seeAll')}
          </a>
        </section>
      ) : null}
    </article>
  );
}

