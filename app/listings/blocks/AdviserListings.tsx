import { useTranslation } from '../../i18n/use-translation';
import type { z } from 'zod';
import type { BlockProps } from '../../blocks/types';
import { useLocalizedHref } from '../../i18n/hooks';
import { type ListingCardData, ListingGrid } from '../ListingCard';
import type { schema } from './AdviserListings.block';

/** Default title: the catalogue's 'Mes biens'. */

export type AdviserTab = 'all' | 'sale' | 'rent' | 'sold';
export interface AdviserListingsData {
  tab: AdviserTab;
  counts: Record<AdviserTab, number>;
  items: ListingCardData[];
  /** The page's path and query without `biens`: each tab is a link (works without JavaScript). */
  pathname: string;
  query: string;
}

const TABS: AdviserTab[] = ['all', 'sale', 'rent', 'sold'];

/** An adviser's listings by tab, with counts (spec §2 adviser profile 'Mes biens'). Reads ?biens=sale|rent|sold. */
export function AdviserListings({ props, data }: BlockProps<z.output<typeof schema>, AdviserListingsData>) {
  const { t } = useTranslation('listings');
  const localized = useLocalizedHref();
  const href = (tab: AdviserTab) => {
    const params = new URLSearchParams(data.query);
    if (tab === 'all') params.delete('biens');
    else params.set('biens', tab);
    const q = params.toString();
    return `${data.pathname}${q ? `?${q}` : ''}#mes-biens`;
  };
  return (
    <section id="mes-biens" className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="adviser-listings-title">
      <h2 id="adviser-listings-title" className="mb-4 text-2xl font-bold text-slate-900">
        {props.title ?? t('adviser.title')}
      </h2>
      <nav aria-label={t('adviser.filter')}>
        <ul className="mb-4 flex flex-wrap gap-2">
          {TABS.map((tab) => (
            <li key={tab}>
              <a href={href(tab)} aria-current={data.tab === tab ? 'page' : undefined} className={`inline-block rounded-full border px-4 py-2 text-sm font-semibold ${data.tab === tab ? 'border-teal-800 bg-teal-800 text-white' : 'border-slate-400 text-slate-800'}`}>
                {`${t(`adviser.tabs.${tab}`)} (${data.counts[tab]})`}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mb-3 text-sm text-slate-700">{t('adviser.results', { count: data.counts[data.tab] })}</p>
      {data.items.length ? <ListingGrid cards={data.items} columns={3} /> : <p className="rounded-lg bg-slate-50 p-6 text-slate-700">{t(`adviser.empty.${data.tab}`)}</p>}
      <a href={localized('/recherche-bien')} className="mt-6 inline-block font-semibold text-teal-900 underline">
        {t('adviser.seeAll')}
      </a>
    </section>
  );
}

