import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { diagContactSchema, fieldErrors } from '../../../../../domain/leads/schemas';
import { splitSiteAndSubdomain } from '../../../../../domain/sites/host';
import { Honeypot } from '../../../../ui/forms/Honeypot';
import { useLeadSubmit } from '../../../../ui/forms/useLeadSubmit';
import { reportClientError } from '../../../../ui/report-client-error';
import { DIAG_INPUT } from '../../field-style';
import { useTranslation } from 'react-i18next';
import { useLocalizedHref } from '../../../../i18n/hooks';
import { useMessage } from '../../../../i18n/messages';


/**
 * The simple contact form (spec §5, §7.1): name, email, message to POST /api/contact/. States idle,
 * sending, success (fields cleared) and error. Without JavaScript the post comes back with envoye=1.
 */
export function ContactForm() {
  const { t } = useTranslation('diag');
  const message = useMessage();
  const href = useLocalizedHref();
  const [params] = useSearchParams();
  const { state, submit } = useLeadSubmit('/api/contact/');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const sentWithoutJs = params.get('envoye') === '1';
  const failedWithoutJs = params.has('erreur');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const { site, subdomain } = splitSiteAndSubdomain(window.location.host);
    const body = { name: form.get('name'), email: form.get('email'), message: form.get('message'), site, subdomain: subdomain ?? '', website: form.get('website') };
    const parsed = diagContactSchema.safeParse(body);
    if (!parsed.success) {
      setInvalid(message(fieldErrors(parsed.error).message));
      return;
    }
    setInvalid(null);
    const result = await submit(body);
    if (result.ok) setRound((r) => r + 1);
    else reportClientError('contact-form', 'échec de l’envoi du formulaire de contact');
  };

  const success = state === 'success' || (state === 'idle' && sentWithoutJs);
  const failure = state === 'error' || (state === 'idle' && failedWithoutJs);

  return (
    <form key={round} method="post" action="/api/contact/" onSubmit={onSubmit} noValidate className="relative flex flex-col gap-4">
      <input type="hidden" name="redirectTo" value={href('/contact')} />
      <Honeypot />
      <label htmlFor="contact-name" className="text-sm font-medium text-slate-800">
        {t('contact.name')}
        <input id="contact-name" name="name" autoComplete="name" required className={DIAG_INPUT} />
      </label>
      <label htmlFor="contact-email" className="text-sm font-medium text-slate-800">
        {t('contact.email')}
        <input id="contact-email" name="email" type="email" autoComplete="email" required className={DIAG_INPUT} />
      </label>
      <label htmlFor="contact-message" className="text-sm font-medium text-slate-800">
        {t('contact.message')}
        <textarea id="contact-message" name="message" rows={5} required className={DIAG_INPUT} />
      </label>
      <div aria-live="polite">
        {invalid && <p className="text-sm text-red-700">{invalid}</p>}
        {success && !invalid && <p className="font-semibold text-leaf-700">{t('contact.success')}</p>}
        {failure && !invalid && <p className="text-red-700">{t('contact.failure')}</p>}
      </div>
      <button type="submit" disabled={state === 'sending'} className="rounded-lg bg-diag-700 px-5 py-3 font-semibold text-white hover:bg-diag-900 disabled:opacity-70">
        {state === 'sending' ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
