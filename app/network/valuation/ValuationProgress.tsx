import { useTranslation } from '../../i18n/use-translation';

const PERCENT = { 1: 33, 2: 66, 3: 100 } as const;
// Literal classes, not a style attribute: the CSP (style-src 'self') blocks inline styles.
const WIDTH = { 1: 'w-[33%]', 2: 'w-[66%]', 3: 'w-full' } as const;

/** The funnel's 3-stage bar (spec §2, §9: 33/66/100 %): Votre bien, Vos coordonnées, Confirmation. */
export function ValuationProgress({ stage }: { stage: 1 | 2 | 3 }) {
  const { t } = useTranslation('immo');
  const labels = [t('valuation.progress.property'), t('valuation.progress.contact'), t('valuation.progress.done')];
  const percent = PERCENT[stage];
  return (
    <div className="mb-8">
      <ol className="mb-2 grid grid-cols-3 gap-2 text-xs sm:text-sm">
        {labels.map((label, i) => (
          <li key={label} aria-current={i + 1 === stage ? 'step' : undefined} className={i + 1 <= stage ? 'font-semibold text-teal-brand' : 'text-slate-600'}>
            {label}
          </li>
        ))}
      </ol>
      <div
        role="progressbar"
        aria-label={t('valuation.progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('valuation.progress.step', { n: stage, label: labels[stage - 1] })}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full rounded-full bg-gold-brand ${WIDTH[stage]}`} />
      </div>
    </div>
  );
}

export const FIELD = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-teal-brand focus:outline-none focus:ring-2 focus:ring-teal-brand/30';
export const LABEL = 'block text-sm font-medium text-slate-800';
export const BUTTON = 'inline-flex items-center justify-center rounded-full bg-teal-brand px-6 py-3 font-semibold text-white hover:bg-teal-dark disabled:cursor-not-allowed disabled:opacity-60';
