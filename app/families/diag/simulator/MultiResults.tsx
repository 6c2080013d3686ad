import { useTranslation } from '../../../i18n/use-translation';
import { formatFloor } from '../../../../domain/format/numbers';
import type { MultiRowView } from '../../../../server/dpe/simulator.server';
import { useLocale } from '../../../i18n/hooks';
import { LetterBadge } from './LabelScale';
import type { DpeLetter } from '../../../../domain/dpe';

/** Columns shown from sm up only (catalogue keys under simulator.multi). */
const COLUMNS = ['number', 'address', 'surface', 'epNow', 'ep2026', 'before', 'after', 'gain'] as const;
const SECONDARY = new Set<(typeof COLUMNS)[number]>(['address', 'surface', 'epNow', 'ep2026']);

/** 'Résultats pour plusieurs DPE' (spec §2): one line per number, errors in place. */
export function MultiResults({ rows }: { rows: MultiRowView[] }) {
  const { t } = useTranslation('diag');
  const locale = useLocale();
  return (
    <section aria-labelledby="multi" className="mt-10">
      <h2 id="multi" className="text-2xl font-bold text-slate-900">
        {t('simulator.multi.title')}
      </h2>
      <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label={t('simulator.multi.tableLabel')}>
        {/* At 390 px the key columns (number, before, after, gain) stay visible; address, surface and figures come from sm up. */}
        <table className="w-full text-left text-sm sm:min-w-[44rem]">
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              {COLUMNS.map((h) => (
                <th key={h} scope="col" className={`px-2 py-2 font-semibold sm:px-3 ${SECONDARY.has(h) ? 'hidden sm:table-cell' : ''}`}>
                  {t(`simulator.multi.${h}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((r) => (
              <tr key={r.numero}>
                <th scope="row" className="px-2 py-2 font-medium text-slate-900 sm:px-3">
                  <span className="font-mono">{r.numero}</span>
                </th>
                {r.error ? (
                  <td colSpan={7} className="px-3 py-2 font-medium text-red-800">
                    {r.error}
                  </td>
                ) : (
                  <>
                    <td className="hidden px-3 py-2 text-slate-800 sm:table-cell">{r.address ?? t('simulator.result.noAddress')}</td>
                    <td className="hidden px-3 py-2 whitespace-nowrap sm:table-cell">{r.surface ? `${formatFloor(r.surface, locale)} m²` : '—'}</td>
                    <td className="hidden px-3 py-2 sm:table-cell">{formatFloor(r.beforeEPm2Int, locale)}</td>
                    <td className="hidden px-3 py-2 sm:table-cell">{formatFloor(r.afterEPm2Int, locale)}</td>
                    <td className="px-2 py-2 sm:px-3">
                      <LetterBadge letter={r.beforeLetter as DpeLetter | null} size="sm" />
                    </td>
                    <td className="px-2 py-2 sm:px-3">
                      <LetterBadge letter={r.afterLetter as DpeLetter | null} size="sm" />
                    </td>
                    <td className="px-2 py-2 sm:px-3">
                      {r.gain == null ? '—' : <>{formatFloor(r.gain, locale)}<span className="block text-xs text-slate-600 sm:inline"> {t('simulator.result.unitPerYear')}</span></>}
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
