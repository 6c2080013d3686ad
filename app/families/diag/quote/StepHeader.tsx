import { Link } from '../../../ui/Link';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocalizedHref } from '../../../i18n/hooks';

export type QuoteFormType = 'devis' | 'rendezvous';

type StepStatus = 'done' | 'current' | 'pending';

/** Spec §2: a step is done below the current one, current when equal, pending otherwise. */
export function stepStatus(step: number, current: number): StepStatus {
  if (step < current) return 'done';
  return step === current ? 'current' : 'pending';
}

const circle: Record<StepStatus, string> = {
  done: 'bg-leaf-600 text-white',
  current: 'bg-diag-700 text-white',
  pending: 'border-2 border-slate-300 bg-white text-slate-600',
};

/** The three-step header of the funnel, with the close link 'Quitter le questionnaire'. */
export function StepHeader({ current, formType }: { current: 1 | 2 | 3; formType: QuoteFormType }) {
  const { t } = useTranslation('diag');
  const href = useLocalizedHref();
  const steps = [t('quote.myProject'), t('quote.myDiagnostics'), formType === 'rendezvous' ? t('quote.appointment') : t('quote.myQuote')];
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl items-center gap-4 px-4 py-4">
        <ol className="flex flex-1 items-center gap-2 sm:gap-4" aria-label={t('quote.stepsLabel')}>
          {steps.map((label, i) => {
            const status = stepStatus(i + 1, current);
            return (
              <li key={label} className="flex flex-1 items-center gap-2" aria-current={status === 'current' ? 'step' : undefined}>
                <span className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${circle[status]}`} aria-hidden="true">
                  {status === 'done' ? '✓' : i + 1}
                </span>
                <span className={`text-sm ${status === 'current' ? 'font-semibold text-slate-900' : 'text-slate-700'} ${status === 'current' ? '' : 'hidden sm:inline'}`}>
                  <span className="sr-only">{status === 'done' ? t('quote.stepDone', { index: i + 1 }) : t('quote.step', { index: i + 1 })}</span>
                  {label}
                </span>
              </li>
            );
          })}
        </ol>
        <Link to={href('/')} title={t('quote.quit')} aria-label={t('quote.quit')} className="rounded-full p-2 text-2xl leading-none text-slate-700 no-underline hover:bg-slate-100">
          <span aria-hidden="true">×</span>
        </Link>
      </div>
    </div>
  );
}
