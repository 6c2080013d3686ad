import { useTranslation } from '../../../../i18n/use-translation';

const STEPS = ['step1', 'step2', 'step3', 'step4', 'step5'] as const;

/** 'Les étapes d'un diagnostic': five steps, reports within 24h or 48h. */
export function Steps() {
  const { t } = useTranslation('diag');
  return (
    <section aria-labelledby="etapes-title" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
        <h2 id="etapes-title" className="text-3xl font-bold text-diag-900">
          {t('steps.title')}
        </h2>
        <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {STEPS.map((step, i) => (
            <li key={step} className="rounded-xl border border-slate-200 p-5">
              <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-diag-700 font-bold text-white">
                {i + 1}
              </span>
              <h3 className="mt-3 font-semibold text-diag-900">{t(`steps.${step}.title`)}</h3>
              <p className="mt-1 text-slate-700">{t(`steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
