import { LEAD_FORMS } from '../../../../../domain/leads/lead-forms';
import { LeadField, useLeadForm } from '../../../../ui/forms/useLeadForm';
import { DIAG_INPUT } from '../../field-style';
import { useTranslation } from '../../../../i18n/use-translation';


/**
 * The simple contact form (spec §5, §7.1): name, email, message, stored as the /api/contact/ lead.
 * States idle, sending, success (fields cleared) and error; with or without JavaScript a bad field
 * comes back with its message beside it and the visitor's input kept (useLeadForm).
 */
export function ContactForm() {
  const { t } = useTranslation('diag');
  const lead = useLeadForm(LEAD_FORMS.contact, 'contact');
  const { fields } = lead;
  return (
    <lead.Form {...lead.formProps} className="relative flex flex-col gap-4">
      {lead.hidden}
      <LeadField field={fields.name} label={t('contact.name')} autoComplete="name" className={DIAG_INPUT} />
      <LeadField field={fields.email} label={t('contact.email')} type="email" autoComplete="email" className={DIAG_INPUT} />
      <LeadField field={fields.message} label={t('contact.message')} type="textarea" rows={5} className={DIAG_INPUT} />
      <div aria-live="polite">
        {lead.state === 'success' && <p className="font-semibold text-leaf-700">{t('contact.success')}</p>}
        {lead.state === 'error' && <p className="text-red-700">{t('contact.failure')}</p>}
      </div>
      <button type="submit" disabled={lead.state === 'sending'} className="rounded-lg bg-diag-700 px-5 py-3 font-semibold text-white hover:bg-diag-900 disabled:opacity-70">
        {lead.state === 'sending' ? t('contact.sending') : t('contact.send')}
      </button>
    </lead.Form>
  );
}
