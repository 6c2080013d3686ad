import type { SimulationPanel } from '../../../../domain/dpe';
import { formatFloor } from '../../../../domain/format/numbers';
import { LabelScale, LetterBadge } from './LabelScale';

/** One panel of 'Comparatif des étiquettes': label, EP and GES per m², and the gain for estimates. */
export function ComparisonPanel({ title, panel, showGain, highlight = false }: { title: string; panel: SimulationPanel; showGain: boolean; highlight?: boolean }) {
  return (
    <section aria-label={title} className={`flex flex-col gap-3 rounded-xl border p-4 ${highlight ? 'border-diag-600 bg-diag-100/40' : 'border-slate-200 bg-white'}`}>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <div className="flex items-center gap-4">
        <LetterBadge letter={panel.letters.overall} />
        <dl className="text-sm">
          <div>
            <dt className="inline text-slate-600">Énergie primaire : </dt>
            <dd className="inline font-semibold text-slate-900">{formatFloor(panel.epM2Int)} kWh/m²/an</dd>
          </div>
          <div>
            <dt className="inline text-slate-600">GES : </dt>
            <dd className="inline font-semibold text-slate-900">{formatFloor(panel.gesM2Int)} kgCO₂/m²/an</dd>
          </div>
          {showGain && (
            <div>
              <dt className="inline text-slate-600">Gain estimé : </dt>
              <dd className="inline font-semibold text-leaf-700">
                {formatFloor(panel.gain)} kWh/m²/an ({formatFloor(panel.gainPct)} %)
              </dd>
            </div>
          )}
        </dl>
      </div>
      <LabelScale letter={panel.letters.overall} label={`Échelle de A à G, ${title.toLowerCase()} : ${panel.letters.overall ?? 'non disponible'}`} />
    </section>
  );
}
