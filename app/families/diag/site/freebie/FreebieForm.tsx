import { useTranslation } from '../../../../i18n/use-translation';
import { useLocation, useRouteLoaderData } from 'react-router';
import { LEAD_FORMS } from '../../../../../domain/leads/lead-forms';
import { LeadField, useLeadForm } from '../../../../ui/forms/useLeadForm';
import { DIAG_INPUT } from '../../field-style';
import { ConsentNotice } from './ConsentNotice';
import { FREEBIE_ID, FREEBIE_PDF_PATH } from './freebie';

/** The thank-you state: the PDF link. */
export function FreebieThanks() {
  const { t } = useTranslation('diag');
  return (
    <div className="text-center" role="status">
      <p className="text-lg font-semibold text-slate-900">{t('freebie.ready')}</p>
      <a href={FREEBIE_PDF_PATH} className="mt-4 inline-block rounded-lg bg-leaf-600 px-5 py-3 font-semibold text-white no-underline hover:bg-leaf-700" download>
        {t('freebie.downloadPdf')}
      </a>
    </div>
  );
}

/**
 * First name, last name and e-mail, stored as a 'freebies' lead (the /api/cms-websites/contact lead)
 * through the page's lead form (useLeadForm): with or without JavaScript, a bad field comes back
 * with its message and the input kept; once sent, the thanks with the PDF link.
 */
export function FreebieForm({ idPrefix, email }: { idPrefix: string; email?: string | undefined }) {
  const { t } = useTranslation('diag');
  const location = useLocation();
  const origin = (useRouteLoaderData('root') as { site?: { origin?: string } | null } | undefined)?.site?.origin ?? '';
  const lead = useLeadForm(LEAD_FORMS['cms-contact'], idPrefix);
  const { fields } = lead;
  if (lead.state === 'success') return <FreebieThanks />;
  const payload = JSON.stringify({ freebie: FREEBIE_ID, depuisUrl: `${origin}${location.pathname}${location.search}` });

  return (
    <lead.Form {...lead.formProps} className="relative flex flex-col gap-4">
      {lead.hidden}
      <input type="hidden" name="type" value="freebies" />
      <input type="hidden" name="payload" value={payload} />
      <div className="grid gap-4 sm:grid-cols-2">
        <LeadField field={fields.firstname} label={t('freebie.firstName')} autoComplete="given-name" className={DIAG_INPUT} />
        <LeadField field={fields.lastname} label={t('freebie.lastName')} autoComplete="family-name" className={DIAG_INPUT} />
      </div>
      <LeadField field={fields.email} label={t('freebie.email')} type="email" autoComplete="email" className={DIAG_INPUT} />
      {lead.state === 'error' && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('freebie.failure')}
        </p>
      )}
      <ConsentNotice email={email} />
      <button type="submit" disabled={lead.state === 'sending'} className="rounded-lg bg-diag-700 px-5 py-3 font-semibold text-white hover:bg-diag-900 disabled:opacity-70">
        {lead.state === 'sending' ? t('freebie.sending') : t('freebie.submit')}
      </button>
    </lead.Form>
  );
}
