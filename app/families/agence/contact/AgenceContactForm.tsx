import { useTranslation } from '../../../i18n/use-translation';
import { LEAD_FORMS } from '../../../../domain/leads/lead-forms';
import { LeadField, useLeadForm } from '../../../ui/forms/useLeadForm';
import { useMessage } from '../../../i18n/messages';

const INPUT = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-3 text-base text-slate-900 aria-[invalid=true]:border-red-700';

/**
 * The agency's message form (network spec §3 'Contact message (agency)', §4, §5, §8): first name, last
 * name, e-mail and phone required, company and message optional. Posted to the page (useLeadForm):
 * 'Envoi...' while sending, a second submit ignored (the button is disabled, and the server-rendered
 * idempotency key stores one lead anyway), then the success or the error message. Works without
 * JavaScript: the page answers with the message or the visitor's input and the error.
 */
export function AgenceContactForm() {
  const { t } = useTranslation('agence');
  const message = useMessage();
  const lead = useLeadForm(LEAD_FORMS['agence-contact'], 'contact-agence');
  const { fields } = lead;
  const sending = lead.state === 'sending';
  return (
    <lead.Form
      {...lead.formProps}
      className="grid gap-4"
      onSubmit={(event) => {
        // A second submit while the first is on its way is ignored (spec §4).
        if (sending) event.preventDefault();
        lead.formProps.onSubmit(event);
      }}
    >
      {lead.hidden}
      <input type="hidden" name="kind" value="message" />
      <p className="text-sm text-slate-700">{t('contact.requiredNote')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <LeadField field={fields.firstName} label={`${t('contact.firstName')} *`} autoComplete="given-name" className={INPUT} />
        <LeadField field={fields.lastName} label={`${t('contact.lastName')} *`} autoComplete="family-name" className={INPUT} />
        <LeadField field={fields.email} label={`${t('contact.email')} *`} type="email" autoComplete="email" className={INPUT} />
        <LeadField field={fields.phone} label={`${t('contact.phone')} *`} type="tel" autoComplete="tel" className={INPUT} />
      </div>
      <LeadField field={fields.company} label={t('contact.company')} autoComplete="organization" className={INPUT} />
      <LeadField field={fields.message} label={t('contact.message')} type="textarea" rows={5} className={INPUT} />
      <div aria-live="polite" role="status">
        {lead.state === 'success' && <p className="font-semibold text-green-800">{t('contact.success')}</p>}
        {lead.state !== 'success' && lead.formErrors.length > 0 && (
          <p className="text-red-700">{lead.state === 'error' ? t('contact.failure') : message(lead.formErrors[0] ?? '')}</p>
        )}
      </div>
      <button type="submit" disabled={sending} aria-disabled={sending} className="justify-self-start rounded-lg bg-teal-brand px-6 py-3 font-semibold text-white hover:bg-teal-dark disabled:opacity-70">
        {sending ? t('contact.sending') : t('contact.send')}
      </button>
    </lead.Form>
  );
}
