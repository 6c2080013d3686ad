import { useTranslation } from '../../../../i18n/use-translation';
import { formatPrice } from '../../../../../domain/format/price';
import { useLocale, useLocalizedHref } from '../../../../i18n/hooks';
import { SECONDARY_BUTTON } from '../adviser-view';

export const LISTING_TABS = ['all', 'sale', 'rent', 'sold'] as const;
export type ListingTab = (typeof LISTING_TABS)[number];

export interface AdviserListingCard {
  id: string;
  href: string;
  title: string;
  status: 'sale' | 'rent' | 'sold';
  price: number;
  city: string;
  zip: string;
  area: number | null;
  rooms: number | null;
  image: { src: string; alt: string } | null;
}

export interface AdviserListingsData {
  tab: ListingTab;
  counts: Record<ListingTab, number>;
  items: AdviserListingCard[];
  /** The profile's path, the tabs add ?biens=… to it. */
  pathname: string;
}

/**
 * 'Mes biens' (spec §2 'Adviser profile'): tabs All / For sale / For rent / Sold as links (no
 * JavaScript needed), each with its count, the result count, the spec's empty messages, and the
 * link to every sale.
 */
export function AdviserListings({ data }: { data: AdviserListingsData }) {
  const { t } = useTranslation('advisers');
  const href = useLocalizedHref();
  const locale = useLocale();
  const tabHref = (tab: ListingTab) => `${data.pathname}${tab === 'all' ? '' : `?biens=${tab}`}#mes-biens`;
  return (
    <section id="mes-biens" aria-labelledby="mes-biens-title" className="scroll-mt-24">
      <h2 id="mes-biens-title" className="text-2xl font-bold text-slate-900">
        {t('profile.listingsTitle')}
      </h2>
      <nav aria-label={t('profile.tabsLabel')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {LISTING_TABS.map((tab) => (
            <li key={tab}>
              <a
                href={tabHref(tab)}
                aria-current={tab === data.tab ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${tab === data.tab ? 'border-teal-brand bg-teal-brand text-white' : 'border-slate-300 text-slate-800 hover:bg-slate-100'}`}
              >
                {t(`profile.tab.${tab}`)} ({data.counts[tab]})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-3 text-sm text-slate-700" aria-live="polite">
        {t('profile.resultCount', { count: data.counts[data.tab] })}
      </p>
      {data.items.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-800">{t(`profile.empty.${data.tab}`)}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.items.map((item) => (
            <li key={item.id} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
              <div className="relative aspect-[4/3] bg-slate-100">
                {item.image ? <img src={item.image.src} alt={item.image.alt} width={320} height={240} loading="lazy" decoding="async" className="h-full w-full object-cover" /> : null}
                {item.status === 'sold' ? <span className="absolute top-2 left-2 rounded bg-slate-900 px-2 py-1 text-xs font-bold text-white">{t('profile.sold')}</span> : null}
              </div>
              <div className="p-3">
                <p className="font-bold text-slate-900">{formatPrice(item.price, item.status === 'rent' ? 'rent' : 'sale', locale)}</p>
                <h3 className="mt-1 text-sm font-semibold text-slate-900">
                  <a href={href(item.href)} className="hover:underline">
                    {item.title}
                  </a>
                </h3>
                <p className="text-sm text-slate-700">
                  {item.city} ({item.zip})
                  {item.area ? ` · ${t('profile.area', { area: item.area })}` : ''}
                  {item.rooms ? ` · ${t('profile.rooms', { count: item.rooms })}` : ''}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <a href={href('/recherche-bien')} className={`${SECONDARY_BUTTON} mt-4`}>
        {t('profile.allSales')}
      </a>
    </section>
  );
}
