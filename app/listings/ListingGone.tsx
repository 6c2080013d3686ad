import { useTranslation } from '../i18n/use-translation';
import type { ListingGoneData } from './property/property-data';
import { ListingGrid } from './ListingCard';

/** A buyer alert's confirm or unsubscribe link that is unknown or forged (403/404). */
function AlertLinkInvalid() {
  const { t } = useTranslation('listings');
  return (
    <main id="contenu" className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">{t('alertPages.invalidTitle')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('alertPages.invalidBody')}</p>
      <p className="mt-8">
        <a href="/alerte-immobiliere" className="inline-block rounded-md bg-teal-800 px-4 py-2.5 font-semibold text-white">
          {t('alertPages.newAlert')}
        </a>
      </p>
    </main>
  );
}

/** The 404 and 410 answers of a property page (root error boundary): the search, similar listings if sold. */
export function ListingGone({ gone }: { gone: ListingGoneData }) {
  const { t } = useTranslation('listings');
  if (gone.kind === 'alert-link-invalid') return <AlertLinkInvalid />;
  return (
    <main id="contenu" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">{gone.kind === 'listing-sold' ? t('gone.soldTitle') : t('gone.missingTitle')}</h1>
      <p className="mt-3 text-slate-700">{gone.kind === 'listing-sold' ? t('gone.soldBody', { title: gone.title }) : t('gone.missingBody')}</p>
      <p className="mt-6 flex flex-wrap gap-3">
        <a href="/recherche-bien" className="rounded-md bg-teal-800 px-4 py-2.5 font-semibold text-white">
          {t('gone.searchSale')}
        </a>
        <a href="/recherche-location" className="rounded-md border border-teal-800 px-4 py-2.5 font-semibold text-teal-900">
          {t('gone.searchRent')}
        </a>
      </p>
      {gone.kind === 'listing-sold' && gone.similar.length ? (
        <section className="mt-10" aria-labelledby="gone-similar">
          <h2 id="gone-similar" className="mb-4 text-xl font-bold">
            {t('gone.similar')}
          </h2>
          <ListingGrid cards={gone.similar} columns={3} />
        </section>
      ) : null}
    </main>
  );
}
