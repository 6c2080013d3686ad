import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { z } from 'zod';
import type { BlockProps } from '../../blocks/types';
import { useLocalizedHref } from '../../i18n/hooks';
import { type ListingCardData, ListingGrid } from '../ListingCard';
import type { schema } from './RecentListings.block';

export interface RecentListingsData {
  sale: ListingCardData[];
  /** null when the site has no rentals (agency with showLouer off): no toggle. */
  rent: ListingCardData[] | null;
}

function Skeleton() {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-hidden="true" data-testid="listing-skeleton">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="h-80 animate-pulse rounded-xl bg-slate-200" />
      ))}
    </ul>
  );
}

/** Recent listings (spec §2 home: 8, newest first, sale/rent toggle with a short skeleton, 'Voir tous nos biens'). */
export function RecentListings({ props, data }: BlockProps<z.output<typeof schema>, RecentListingsData>) {
  const { t } = useTranslation('listings');
  const localized = useLocalizedHref();
  const [mode, setMode] = useState<'sale' | 'rent'>('sale');
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const choose = (next: 'sale' | 'rent') => {
    if (next === mode) return;
    setMode(next);
    setLoading(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLoading(false), props.skeletonMs);
  };
  const cards = (mode === 'rent' ? data.rent : data.sale) ?? [];
  return (
    <section className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="recent-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="recent-title" className="text-2xl font-bold text-slate-900">
          {props.title ?? t('lists.recentTitle')}
        </h2>
        {data.rent ? (
          <div role="group" aria-label={t('lists.kind')} className="inline-flex rounded-full border border-slate-300 p-1">
            {(['sale', 'rent'] as const).map((m) => (
              <button key={m} type="button" aria-pressed={mode === m} onClick={() => choose(m)} className={`rounded-full px-4 py-1.5 text-sm font-semibold ${mode === m ? 'bg-teal-800 text-white' : 'text-slate-800'}`}>
                {m === 'sale' ? t('lists.forSale') : t('lists.forRent')}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <div aria-live="polite" aria-busy={loading}>
        {loading ? <Skeleton /> : cards.length ? <ListingGrid cards={cards} columns={4} /> : <p className="rounded-lg bg-slate-50 p-6 text-slate-700">{mode === 'rent' ? t('lists.emptyRent') : t('lists.emptySale')}</p>}
      </div>
      <a href={localized(mode === 'rent' ? '/recherche-location' : '/recherche-bien')} className="mt-6 inline-block rounded-md border border-teal-800 px-4 py-2 font-semibold text-teal-900">
        {t('lists.seeAll')}
      </a>
    </section>
  );
}

