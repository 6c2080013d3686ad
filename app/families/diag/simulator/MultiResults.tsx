import { formatFloor } from '../../../../domain/format/numbers';
import type { MultiRowView } from '../../../../server/dpe/simulator.server';
import { LetterBadge } from './LabelScale';
import type { DpeLetter } from '../../../../domain/dpe';

/** 'Résultats pour plusieurs DPE' (spec §2): one line per number, errors in place. */
export function MultiResults({ rows }: { rows: MultiRowView[] }) {
  return (
    <section aria-labelledby="multi" className="mt-10">
      <h2 id="multi" className="text-2xl font-bold text-slate-900">
        Résultats pour plusieurs DPE
      </h2>
      <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label="Tableau des résultats, défilable">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              {['N° DPE', 'Adresse', 'Surface', 'EP/m² actuel', 'EP/m² 2026', 'Avant', 'Après', 'Gain'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((r) => (
              <tr key={r.numero}>
                <th scope="row" className="px-3 py-2 font-mono font-medium text-slate-900">
                  {r.numero}
                </th>
                {r.error ? (
                  <td colSpan={7} className="px-3 py-2 font-medium text-red-800">
                    {r.error}
                  </td>
                ) : (
                  <>
                    <td className="px-3 py-2 text-slate-800">{r.address ?? 'Adresse indisponible'}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{r.surface ? `${formatFloor(r.surface)} m²` : '—'}</td>
                    <td className="px-3 py-2">{formatFloor(r.beforeEPm2Int)}</td>
                    <td className="px-3 py-2">{formatFloor(r.afterEPm2Int)}</td>
                    <td className="px-3 py-2">
                      <LetterBadge letter={r.beforeLetter as DpeLetter | null} size="sm" />
                    </td>
                    <td className="px-3 py-2">
                      <LetterBadge letter={r.afterLetter as DpeLetter | null} size="sm" />
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{r.gain == null ? '—' : `${formatFloor(r.gain)} kWh/m²/an`}</td>
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
