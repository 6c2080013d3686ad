import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { IDEMPOTENCY_FIELD } from '../../../domain/leads/idempotency-field';
import { HONEYPOT_FIELD } from '../../../domain/leads/lead-limits';
import { propertyContactMessage } from '../../../domain/listings/property-contact';
import { CountedTextarea } from '../../ui/forms/CountedTextarea';
import { Honeypot } from '../../ui/forms/Honeypot';
import { useFormIdempotencyKey } from '../../ui/forms/useFormIdempotencyKey';
import { useLeadSubmit } from '../../ui/forms/useLeadSubmit';

const INPUT = 'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base';

/**
 * The property contact form (spec §5): name, e-mail and consent required, phone optional, message
 * prefilled. A plain POST to /api/bien-immobilier/contact without JavaScript (the answer comes back
 * as envoye=1 or erreur=… on this page); with it, JSON with the states idle, 'Envoi...', success, error.
 */
export function ContactForm({ slug, title, redirectTo, sent, serverError, kept }: { slug: string; title: string; redirectTo: string; sent: boolean; serverError: string | null; kept: Record<string, string> | null }) {
  const { t } = useTranslation('listings');
  const { state, error, submit } = useLeadSubmit('/api/bien-immobilier/contact');
  const [formKey, setFormKey] = useState(0);
  // Without JavaScript a double click posts twice: the same key stores one lead.
  const idempotencyKey = useFormIdempotencyKey(`bien-contact:${slug}`);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await submit({
      slug,
      name: form.get('name'),
      email: form.get('email'),
      phone: form.get('phone'),
      message: form.get('message'),
      consent: form.get('consent') === 'on',
      [HONEYPOT_FIELD]: form.get(HONEYPOT_FIELD),
    });
    // Success resets the form (spec §4).
    if (result.ok) setFormKey((k) => k + 1);
  };
  // A refused post without JavaScript gives back what was typed, until the form is reset.
  const typed = formKey === 0 && kept ? kept : {};
  const success = state === 'success' || (state === 'idle' && sent);
  const failure = state === 'error' ? error : state === 'idle' ? serverError : null;
  return (
    <form key={formKey} method="post" action="/api/bien-immobilier/contact" onSubmit={(e) => void onSubmit(e)} className="grid gap-3" aria-labelledby="contact-title" id="contact">
      <h2 id="contact-title" className="text-lg font-semibold">
        {t('contact.title')}
      </h2>
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
      <Honeypot />
      <label className="text-sm text-slate-800">
        {t('contact.name')} <span aria-hidden="true">*</span>
        <input name="name" defaultValue={typed.name} required autoComplete="name" className={INPUT} />
      </label>
      <label className="text-sm text-slate-800">
        {t('contact.email')} <span aria-hidden="true">*</span>
        <input name="email" type="email" defaultValue={typed.email} required autoComplete="email" className={INPUT} />
      </label>
      <label className="text-sm text-slate-800">
        {t('contact.phone')}
        <input name="phone" type="tel" defaultValue={typed.phone} autoComplete="tel" className={INPUT} />
      </label>
      <div className="text-sm text-slate-800">
        <label htmlFor="contact-message">{t('contact.message')}</label>
        <CountedTextarea id="contact-message" name="message" rows={4} defaultValue={typed.message ?? propertyContactMessage(title)} className={INPUT} />
      </div>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" name="consent" defaultChecked={typed.consent === 'on'} required className="mt-1 h-4 w-4" />
        <span>
          {t('contact.consent')} <span aria-hidden="true">*</span>
        </span>
      </label>
      <button type="submit" disabled={state === 'sending'} className="rounded-md bg-teal-800 px-4 py-2.5 font-semibold text-white hover:bg-teal-900 disabled:opacity-60">
        {state === 'sending' ? t('contact.sending') : t('contact.send')}
      </button>
      <div role="status" aria-live="polite">
        {success ? <p className="text-sm font-semibold text-green-800">{t('contact.success')}</p> : null}
      </div>
      {failure ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
