import { useTranslation } from '../../../../i18n/use-translation';

const REASONS = ['transparency', 'reactivity', 'afterCare'] as const;

/** '3 raisons de choisir': transparency, reactivity, after-diagnostic service (48h promise). */
export function Reasons() {
  const { t } = useTranslation('diag');
  return (
    <section aria-labelledby="raisons-title" className="bg-diag-100">
      <div className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
        <h2 id="raisons-title" className="text-3xl font-bold text-diag-900">
          {t('reasons.title')}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {REASONS.map((reason) => (
            <li key={reason} className="rounded-xl bg-white p-6 shadow-sm">
              <h3 className="text-xl font-semibold text-diag-900">{t(`reasons.${reason}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`reasons.${reason}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
