import { useTranslation } from '../../../i18n/use-translation';
import type { SimulationPanel } from '../../../../domain/dpe';
import { formatFloor } from '../../../../domain/format/numbers';
import { useLocale } from '../../../i18n/hooks';
import { LabelScale, LetterBadge } from './LabelScale';

/** One panel of 'Comparatif des étiquettes': label, EP and GES per m², and the gain for estimates. */
export function ComparisonPanel({ title, panel, showGain, highlight = false }: { title: string; panel: SimulationPanel; showGain: boolean; highlight?: boolean }) {
  const { t } = useTranslation('diag');
  const locale = useLocale();
  const figure = (value: number | null | undefined) => formatFloor(value, locale);
  return (
    <section aria-label={title} className={`flex flex-col gap-3 rounded-xl border p-4 ${highlight ? 'border-diag-600 bg-diag-100/40' : 'border-slate-200 bg-white'}`}>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <div className="flex items-center gap-4">
        <LetterBadge letter={panel.letters.overall} />
        <dl className="text-sm">
          <div>
            <dt className="inline text-slate-600">{t('simulator.result.primaryEnergy')}</dt>
            <dd className="inline font-semibold text-slate-900">{t('simulator.result.perYear', { value: figure(panel.epM2Int) })}</dd>
          </div>
          <div>
            <dt className="inline text-slate-600">{t('simulator.result.ghg')}</dt>
            <dd className="inline font-semibold text-slate-900">{t('simulator.result.ghgPerYear', { value: figure(panel.gesM2Int) })}</dd>
          </div>
          {showGain && (
            <div>
              <dt className="inline text-slate-600">{t('simulator.result.gain')}</dt>
              <dd className="inline font-semibold text-leaf-700">
                {t('simulator.result.perYear', { value: figure(panel.gain) })} ({figure(panel.gainPct)} %)
              </dd>
            </div>
          )}
        </dl>
      </div>
      <LabelScale letter={panel.letters.overall} label={t('simulator.result.scale', { title: title.toLowerCase(), letter: panel.letters.overall ?? t('simulator.result.notAvailable') })} />
    </section>
  );
}
