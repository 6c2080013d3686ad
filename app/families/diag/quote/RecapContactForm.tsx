import { useTranslation } from '../../../i18n/use-translation';
import { useLocation, useRouteLoaderData } from 'react-router';
import { LEAD_FORMS } from '../../../../domain/leads/lead-forms';
import { LeadField, useLeadForm } from '../../../ui/forms/useLeadForm';
import { DIAG_INPUT } from '../field-style';


/**
 * 'Une question ?' on the recap: a contact lead (the /api/cms-websites/contact lead, type contact)
 * through the page's lead form (useLeadForm), with or without JavaScript.
 */
export function RecapContactForm() {
  const { t } = useTranslation('diag');
  const location = useLocation();
  const origin = (useRouteLoaderData('root') as { site?: { origin?: string } | null } | undefined)?.site?.origin ?? '';
  const lead = useLeadForm(LEAD_FORMS['cms-contact'], 'question-form');
  const { fields } = lead;
  const payload = JSON.stringify({ url: `${origin}${location.pathname}${location.search}` });
  // A rule across fields (all four required) is the form's own message; the storage failure has the spec's.
  const problem = lead.state === 'error' ? t('quote.question.failure') : lead.formErrors[0];

  return (
    <section id="question" aria-labelledby="question-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="question-title" className="text-lg font-semibold text-slate-900">
        {t('quote.question.title')}
      </h2>
      <lead.Form {...lead.formProps} className="mt-3 flex flex-col gap-3">
        {lead.hidden}
        <input type="hidden" name="type" value="contact" />
        <input type="hidden" name="payload" value={payload} />
        <div className="grid gap-3 sm:grid-cols-2">
          <LeadField field={fields.firstname} label={t('quote.question.firstName')} autoComplete="given-name" className={DIAG_INPUT} />
          <LeadField field={fields.lastname} label={t('quote.question.lastName')} autoComplete="family-name" className={DIAG_INPUT} />
          <LeadField field={fields.phone} label={t('quote.question.phone')} type="tel" autoComplete="tel" className={DIAG_INPUT} />
          <LeadField field={fields.email} label={t('quote.question.email')} type="email" autoComplete="email" className={DIAG_INPUT} />
        </div>
        <LeadField field={fields.message} label={t('quote.question.message')} type="textarea" rows={3} className={DIAG_INPUT} />
        <div aria-live="polite">
          {lead.state === 'success' && (
            <p role="status" className="font-semibold text-leaf-700">
              {t('quote.question.success')}
            </p>
          )}
          {problem && (
            <p role="alert" id={lead.meta.errorId} className="text-red-700">
              {problem}
            </p>
          )}
        </div>
        <button type="submit" disabled={lead.state === 'sending'} className="self-start rounded-lg bg-diag-700 px-5 py-2 font-semibold text-white hover:bg-diag-900 disabled:opacity-70">
          {lead.state === 'sending' ? t('quote.question.sending') : t('quote.question.send')}
        </button>
      </lead.Form>
    </section>
  );
}
