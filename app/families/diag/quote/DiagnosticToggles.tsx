import { useTranslation } from '../../../i18n/use-translation';
import { criteriaToParams, type QuoteCriteria } from '../../../../domain/quote/criteria';
import { STEP2_PATH } from '../../../../domain/quote/funnel-links';
import { DIAGNOSTIC_KEYS, type DiagnosticKey, isRequired, requirementReasonMessage, validityMessage } from '../../../../domain/quote/required';
import { useMessage } from '../../../i18n/messages';
import type { OfferedKeys } from '../../../../domain/quote/offered';
import type { ReportStatus } from '../../../../domain/quote/existing-status';
import { ExistingStatus } from './ExistingStatus';
import { badge, isIncluded, selectionToParams, type SelectionStates, TOGGLE_PARAM } from '../../../../domain/quote/selection';

const badgeStyle: Record<string, string> = {
  Obligatoire: 'bg-diag-100 text-diag-900',
  'Non obligatoire': 'bg-slate-100 text-slate-700',
  Ajouté: 'bg-green-100 text-green-900',
  Retiré: 'bg-amber-100 text-amber-900',
};

/**
 * The ten diagnostics with their toggles (spec §4 "Diagnostic selection"). Each toggle is a
 * submit button of a GET form, so it works without JavaScript (the server applies it and
 * redirects); with JavaScript it flips the state in place.
 */
export function DiagnosticToggles({
  criteria,
  states,
  offered,
  statuses = [],
  onToggle,
  reload,
}: {
  criteria: QuoteCriteria;
  states: SelectionStates;
  offered: OfferedKeys;
  /** The reports declared in step 1, judged (issue 33 item 5): a valid one is neither toggled nor charged. */
  statuses?: readonly ReportStatus[];
  onToggle: (key: DiagnosticKey) => void;
  /** A site with a calendar: the server recomputes the visit's length and its slots, so a toggle reloads (decision 0142). */
  reload?: boolean;
}) {
  const { t } = useTranslation('diag');
  const translate = useMessage();
  const hidden = [...selectionToParams(states, undefined, criteriaToParams(criteria)).entries()];
  return (
    <form method="get" action={STEP2_PATH} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <h2 className="text-lg font-semibold text-slate-900">{t('quote.toggles.title')}</h2>
      <p className="mt-1 text-sm text-slate-700">{t('quote.toggles.intro')}</p>
      <ul className="mt-4 divide-y divide-slate-200">
        {DIAGNOSTIC_KEYS.map((key) => {
          const required = isRequired(key, criteria);
          const state = states[key];
          const available = offered.has(key);
          const included = available && isIncluded(state, required);
          const reason = requirementReasonMessage(key, criteria);
          const status = statuses.find((st) => st.report.key === key);
          const covered = status?.validity.valid === true;
          const label = badge(state, required);
          return (
            // The id is where a toggle pressed without JavaScript comes back to (issue 17 item 5).
            <li key={key} id={`diag-${key}`} className="flex scroll-mt-4 items-start gap-3 py-3">
              <div className="flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-slate-900">{t(`quote.diagnostic.${key}`)}</span>
                  {covered ? (
                    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">{t('quote.existing.badge')}</span>
                  ) : (
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badgeStyle[label]}`}>{t(`quote.badge.${label}`)}</span>
                  )}
                </div>
                {status && <ExistingStatus status={status} />}
                {reason && <p className="mt-1 text-sm text-slate-700">{translate(reason)}</p>}
                {!available && <p className="mt-1 text-sm font-medium text-amber-900">{required ? t('quote.notOfferedRequired') : t('quote.notOffered')}</p>}
                <p className="mt-0.5 text-xs text-slate-600">{t('quote.toggles.validity', { validity: translate(validityMessage(key, criteria.projet)) })}</p>
              </div>
              {available && !covered && <button
                type="submit"
                name={TOGGLE_PARAM}
                value={key}
                aria-pressed={included}
                aria-label={t(included ? 'quote.toggles.included' : 'quote.toggles.notIncluded', { label: t(`quote.diagnostic.${key}`) })}
                onClick={(event) => {
                  if (reload) return;
                  event.preventDefault();
                  onToggle(key);
                }}
                className={`relative mt-1 h-7 w-12 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-diag-600 ${included ? 'bg-diag-700' : 'bg-slate-400'}`}
              >
                <span aria-hidden="true" className={`absolute top-1 h-5 w-5 rounded-full bg-white transition-transform ${included ? 'left-6' : 'left-1'}`} />
              </button>}
            </li>
          );
        })}
      </ul>
    </form>
  );
}

