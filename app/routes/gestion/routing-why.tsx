import type { LeadRoutingView } from '../../../server/routing/lead-routing-view.server';
import { useLocale } from '../../i18n/hooks';
import { useText } from './text';

/** The lead page's 'Routage' box: who the lead went to and why, step by step (issue 36). */
export function RoutingWhy({ routing }: { routing: LeadRoutingView }) {
  const t = useText();
  const locale = useLocale();
  const day = (iso: string) => new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const time = (iso: string) => new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date(iso));
  return (
    <section aria-labelledby="routing" className="rounded border border-slate-300 bg-white p-4">
      <h2 id="routing" className="text-lg font-bold">
        {t('routing.why.title')}
      </h2>
      <p className="mt-1 text-sm">{routing.assigneeName ? t('routing.why.assignedTo', { name: routing.assigneeName }) : t('routing.why.nobody')}</p>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
        {routing.decision.steps.map((step, i) => (
          <li key={i}>
            <span className="font-semibold">{step.ruleId === null ? t('routing.why.adviserStep') : t('routing.why.ruleStep', { name: step.ruleName })}</span>
            {' : '}
            {t(`routing.why.${step.outcome}`, { name: routing.assigneeName ?? '' })}
            {step.skipped.length > 0 && (
              <ul className="mt-1 list-disc pl-5">
                {step.skipped.map((skip, j) => (
                  <li key={j}>{t(`routing.skip.${skip.reason}`, { name: skip.name, until: skip.until ? day(skip.until) : '' })}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {routing.dueAt && !routing.openedAt && <p className="mt-2 text-sm">{t('routing.why.due', { at: time(routing.dueAt) })}</p>}
      {routing.openedAt && <p className="mt-2 text-sm">{t('routing.why.opened', { at: time(routing.openedAt) })}</p>}
    </section>
  );
}
