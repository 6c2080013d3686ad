import { useTranslation } from '../../i18n/use-translation';
import type { z } from 'zod';
import type { BlockProps } from '../../blocks/types';
import { useLocalizedHref } from '../../i18n/hooks';
import { type ListingCardData, ListingGrid } from '../ListingCard';
import type { schema } from './LatestListings.block';


/** Latest for sale or for rent (/acheter, /louer, service pages): static, no JavaScript. */
export function LatestListings({ props, data }: BlockProps<z.output<typeof schema>, { items: ListingCardData[] }>) {
  const { t } = useTranslation('listings');
  const href = useLocalizedHref();
  const title = props.title ?? (props.status === 'rent' ? t('lists.latestRent') : t('lists.latestSale'));
  return (
    <section className="mx-auto max-w-7xl px-4 py-10" aria-label={title}>
      <h2 className="mb-4 text-2xl font-bold text-slate-900">{title}</h2>
      {data.items.length ? <ListingGrid cards={data.items} columns={4} /> : <p className="text-slate-700">{props.status === 'rent' ? t('lists.emptyRent') : t('lists.emptySale')}</p>}
      <a href={href(props.status === 'rent' ? '/recherche-location' : '/recherche-bien')} className="mt-6 inline-block font-semibold text-teal-900 underline">
        {t('lists.seeAll')}
      </a>
    </section>
  );
}

