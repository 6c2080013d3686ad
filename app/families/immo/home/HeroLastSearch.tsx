import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { type LastSearch, readLastSearch } from '../../../listings/last-search';

/**
 * 'Ma dernière recherche … Reprendre' under the hero tabs (spec §2), from the browser's storage
 * (the search pages save it). The line keeps its height when empty, so nothing moves when it appears.
 */
export function HeroLastSearch() {
  const { t } = useTranslation('immo');
  const [last, setLast] = useState<LastSearch | null>(null);
  useEffect(() => setLast(readLastSearch()), []);
  return (
    <p className="mt-3 flex min-h-10 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-white" data-testid="hero-last-search">
      {last ? (
        <>
          <span className="font-semibold">{t('home.hero.lastSearch')}</span>
          <span className="min-w-0 truncate">{last.label}</span>
          <a href={last.href} className="rounded-full border border-white px-3 py-1 font-semibold text-white hover:bg-white hover:text-teal-dark">
            {t('home.hero.resume')}
            <span className="sr-only"> : {last.label}</span>
          </a>
        </>
      ) : null}
    </p>
  );
}
