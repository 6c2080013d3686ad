import { useTranslation } from '../../../i18n/use-translation';
import type { z } from 'zod';
import { formatPrice } from '../../../../domain/format/price';
import type { ImmoPublicSite } from '../../../../domain/immo/site';
import type { BlockProps } from '../../../blocks/types';
import { useLocale, useLocalizedHref } from '../../../i18n/hooks';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';
import type { schema } from './RecentListings.block';

export interface RecentListingCard {
  slug: string;
  href: string;
  title: string;
  price: number;
  city: string;
  zip: string;
  area: number | null;
  rooms: number | null;
  image: { src: string; alt: string } | null;
  isNew: boolean;
  exclusive: boolean;
}

export interface RecentListingsData {
  status: 'sale' | 'rent';
  items: RecentListingCard[];
}

/** Home recent listings (spec §2, §9): the 8 newest, sale/rent toggle as links (no JavaScript needed). */

export function RecentListings({ data, props }: BlockProps<z.output<typeof schema>, RecentListingsData, ImmoPublicSite>) {
  const { t } = useTranslation('immo');
  const href = useLocalizedHref();
  const locale = useLocale();
  const toggle = (status: 'sale' | 'rent') => (
    <a
      href={href(status === 'sale' ? '/?biens=vente#biens-recents' : '/?biens=location#biens-recents')}
      aria-current={data.status === status ? 'true' : undefined}
      className={`rounded-full px-4 py-2 text-sm font-semibold ${data.status === status ? 'bg-teal-brand text-white' : 'border border-teal-brand text-teal-brand'}`}
    >
      {t(status === 'sale' ? 'home.listings.sale' : 'home.listings.rent')}
    </a>
  );
  return (
    <section id="biens-recents" className="mx-auto max-w-7xl scroll-mt-24 px-4 py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-2xl font-bold text-teal-dark">{props.title ?? t('home.listings.title')}</h2>
        {!props.status && (
          <div className="flex gap-2">
            {toggle('sale')}
            {toggle('rent')}
          </div>
        )}
      </div>
      {data.items.length === 0 ? (
        <p className="mt-6">{t(data.status === 'sale' ? 'home.listings.emptySale' : 'home.listings.emptyRent')}</p>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {data.items.map((l) => (
            <li key={l.slug} className="relative overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              {l.image && <ResponsiveImage path={l.image.src} alt={l.image.alt} width={400} height={300} widths="teaser" sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" className="aspect-[4/3] h-auto w-full object-cover" />}
              <div className="p-4">
                <p className="text-lg font-bold text-teal-dark">{formatPrice(l.price, data.status, locale)}</p>
                <h3 className="mt-1 font-semibold text-slate-900">
                  <a href={href(l.href)} className="after:absolute after:inset-0 hover:underline">
                    {l.title}
                  </a>
                </h3>
                <p className="text-sm text-slate-700">
                  {l.city} ({l.zip})
                </p>
                <p className="text-sm text-slate-700">{[l.area ? `${l.area} m²` : null, l.rooms ? t('home.listings.rooms', { count: l.rooms }) : null].filter(Boolean).join(' · ')}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-6">
        <a href={href(data.status === 'sale' ? '/recherche-bien' : '/recherche-location')} className="font-semibold text-teal-brand underline">
          {t(data.status === 'sale' ? 'home.listings.allSale' : 'home.listings.allRent')}
        </a>
      </p>
    </section>
  );
}

