import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { z } from 'zod';
import { defineBlock } from '../../blocks/types';
import { type LastSearch, readLastSearch } from '../last-search';

/** Default label: the catalogue's 'Ma dernière recherche'. */
const schema = z.object({ label: z.string().optional() });

/** 'Ma dernière recherche … Reprendre' (spec §2 home), from the browser; nothing when there is none. */
export function LastSearchLine({ label }: { label?: string }) {
  const { t } = useTranslation('listings');
  const [last, setLast] = useState<LastSearch | null>(null);
  useEffect(() => setLast(readLastSearch()), []);
  // A fixed-height line whether or not there is a search: no layout shift when it appears.
  return (
    <p className="flex min-h-10 flex-wrap items-center gap-2 text-sm text-slate-800" data-testid="last-search">
      {last ? (
        <>
          <span className="font-semibold">{label ?? t('lastSearch.label')} :</span>
          <span>{last.label}</span>
          <a href={last.href} className="rounded-md border border-teal-800 px-3 py-1 font-semibold text-teal-900">
            {t('lastSearch.resume')}
          </a>
        </>
      ) : null}
    </p>
  );
}

export const lastSearchBlock = defineBlock(schema, ({ props }) => (
  <div className="mx-auto max-w-7xl px-4">
    <LastSearchLine label={props.label} />
  </div>
));
