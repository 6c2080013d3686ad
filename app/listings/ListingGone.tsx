import type { ListingGoneData } from './property/property-data';
import { ListingGrid } from './ListingCard';

/** The 404 and 410 answers of a property page (root error boundary): the search, similar listings if sold. */
export function ListingGone({ gone }: { gone: ListingGoneData }) {
  return (
    <main id="contenu" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">{gone.kind === 'listing-sold' ? 'Ce bien a été vendu' : 'Ce bien n’est plus en ligne'}</h1>
      <p className="mt-3 text-slate-700">{gone.kind === 'listing-sold' ? `« ${gone.title} » n’est plus disponible. Voici des biens proches.` : 'L’annonce que vous cherchez n’existe pas ou a été retirée.'}</p>
      <p className="mt-6 flex flex-wrap gap-3">
        <a href="/recherche-bien" className="rounded-md bg-teal-800 px-4 py-2.5 font-semibold text-white">
          Rechercher un bien à acheter
        </a>
        <a href="/recherche-location" className="rounded-md border border-teal-800 px-4 py-2.5 font-semibold text-teal-900">
          Rechercher une location
        </a>
      </p>
      {gone.kind === 'listing-sold' && gone.similar.length ? (
        <section className="mt-10" aria-labelledby="gone-similar">
          <h2 id="gone-similar" className="mb-4 text-xl font-bold">
            Biens similaires
          </h2>
          <ListingGrid cards={gone.similar} columns={3} />
        </section>
      ) : null}
    </main>
  );
}

export function isListingGone(value: unknown): value is ListingGoneData {
  return typeof value === 'object' && value !== null && ((value as { kind?: unknown }).kind === 'listing-missing' || (value as { kind?: unknown }).kind === 'listing-sold');
}
