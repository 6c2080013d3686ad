import { z } from 'zod';
import { defineBlock } from '../../blocks/types';
import type { BlockProps } from '../../blocks/types';
import { type ListingCardData, ListingGrid } from '../ListingCard';

const schema = z.object({ title: z.string().default('Mes biens') });

export type AdviserTab = 'all' | 'sale' | 'rent' | 'sold';
export interface AdviserListingsData {
  tab: AdviserTab;
  counts: Record<AdviserTab, number>;
  items: ListingCardData[];
  /** The page's path and query without `biens`: each tab is a link (works without JavaScript). */
  pathname: string;
  query: string;
}

const TABS: Array<[AdviserTab, string]> = [
  ['all', 'Tous'],
  ['sale', 'En vente'],
  ['rent', 'À louer'],
  ['sold', 'Vendus'],
];
const EMPTY: Record<AdviserTab, string> = {
  all: 'Aucun bien pour le moment.',
  sale: 'Aucun bien en vente pour le moment.',
  rent: 'Aucun bien à louer pour le moment.',
  sold: 'Aucun bien vendu pour le moment.',
};

/** An adviser's listings by tab, with counts (spec §2 adviser profile 'Mes biens'). Reads ?biens=sale|rent|sold. */
function AdviserListings({ props, data }: BlockProps<z.output<typeof schema>, AdviserListingsData>) {
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
        {props.title}
      </h2>
      <nav aria-label="Filtrer mes biens">
        <ul className="mb-4 flex flex-wrap gap-2">
          {TABS.map(([tab, label]) => (
            <li key={tab}>
              <a href={href(tab)} aria-current={data.tab === tab ? 'page' : undefined} className={`inline-block rounded-full border px-4 py-2 text-sm font-semibold ${data.tab === tab ? 'border-teal-800 bg-teal-800 text-white' : 'border-slate-400 text-slate-800'}`}>
                {`${label} (${data.counts[tab]})`}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mb-3 text-sm text-slate-700">{`${data.counts[data.tab]} résultat${data.counts[data.tab] > 1 ? 's' : ''}`}</p>
      {data.items.length ? <ListingGrid cards={data.items} columns={3} /> : <p className="rounded-lg bg-slate-50 p-6 text-slate-700">{EMPTY[data.tab]}</p>}
      <a href="/recherche-bien" className="mt-6 inline-block font-semibold text-teal-900 underline">
        Voir toutes mes ventes
      </a>
    </section>
  );
}

export const adviserListingsBlock = defineBlock(schema, AdviserListings, { static: true });
