import { useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { IDEMPOTENCY_FIELD, LEAD_FORM_FIELD, LEAD_FORM_INSTANCE_FIELD, PROPERTY_CONTACT_FORM_ID } from '../../../domain/leads/lead-form-fields';
import { propertyContactMessage } from '../../../domain/listings/property-contact';
import type { LeadFormAnswer } from '../../../server/forms/lead-form-action.server';
import { useMessage } from '../../i18n/messages';
import { CountedTextarea } from '../../ui/forms/CountedTextarea';
import { Honeypot } from '../../ui/forms/Honeypot';
import { useFormIdempotencyKey } from '../../ui/forms/useFormIdempotencyKey';

const INPUT = 'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base aria-[invalid=true]:border-red-700';
const ID = 'contact';

/**
 * The property contact form (spec §5): name, e-mail and consent required, phone optional, message
 * prefilled. A declared form (app/listings/property/form.server.ts) posted to the property page
 * itself: a plain post without JavaScript, a fetcher with it (states idle, 'Envoi...', success,
 * error). The page's action validates with the form's schema and answers each field's message with
 * the visitor's input, shown next to the field. The browser checks with the HTML constraints only:
 * the schema (zod) would cost the page its JavaScript budget (decision 0160).
 * `sent`, `serverError`, `kept`: the answer of a post to the JSON adapter (a bookmarked old form).
 */
export function ContactForm({ slug, title, sent, serverError, kept }: { slug: string; title: string; sent: boolean; serverError: string | null; kept: Record<string, string> | null }) {
  const { t } = useTranslation('listings');
  const message = useMessage();
  const fetcher = useFetcher<LeadFormAnswer>();
  const posted = useActionData() as LeadFormAnswer | undefined;
  const answer = fetcher.data?.instance === ID ? fetcher.data : posted?.instance === ID ? posted : undefined;
  // Without JavaScript a double click posts twice: the same key stores one lead.
  const idempotencyKey = useFormIdempotencyKey(`bien-contact:${slug}`);
  const sending = fetcher.state !== 'idle';
  // A success empties the form (spec §4): a new rendering per success.
  const [round, setRound] = useState(0);
  const [lastAnswer, setLastAnswer] = useState<LeadFormAnswer | undefined>(undefined);
  if (answer !== lastAnswer) {
    setLastAnswer(answer);
    if (answer?.status === 'sent') setRound((r) => r + 1);
  }
  const refused = answer && answer.status !== 'sent' ? answer.result : undefined;
  const typed = (refused?.initialValue ?? (answer ? {} : (kept ?? {}))) as Record<string, string | undefined>;
  const errors = refused?.error ?? {};
  const fieldError = (name: string) => {
    const first = errors[name]?.[0];
    return first ? message(first) : undefined;
  };
  const formError = errors['']?.[0] ? message(errors['']![0]!) : answer ? null : serverError;
  const success = !sending && (answer ? answer.status === 'sent' : sent);
  const described = (name: string) => (fieldError(name) ? { 'aria-invalid': true, 'aria-describedby': `${ID}-${name}-error` } : {});
  const errorOf = (name: string) => {
    const text = fieldError(name);
    return text ? (
      <p id={`${ID}-${name}-error`} className="mt-1 text-sm text-red-700">
        {text}
      </p>
    ) : null;
  };
  return (
    // The fragment brings a post without JavaScript back at the form and its answer, not the page top.
    <fetcher.Form key={round} method="post" action={`#${ID}`} className="grid scroll-mt-24 gap-3" aria-labelledby="contact-title" id={ID}>
      <h2 id="contact-title" className="text-lg font-semibold">
        {t('contact.title')}
      </h2>
      <input type="hidden" name={LEAD_FORM_FIELD} value={PROPERTY_CONTACT_FORM_ID} />
      <input type="hidden" name={LEAD_FORM_INSTANCE_FIELD} value={ID} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
      <input type="hidden" name="slug" value={slug} />
      <Honeypot />
      <div>
        <label className="text-sm text-slate-800">
          {t('contact.name')} <span aria-hidden="true">*</span>
          <input name="name" defaultValue={typed.name} required autoComplete="name" className={INPUT} {...described('name')} />
        </label>
        {errorOf('name')}
      </div>
      <div>
        <label className="text-sm text-slate-800">
          {t('contact.email')} <span aria-hidden="true">*</span>
          <input name="email" type="email" defaultValue={typed.email} required autoComplete="email" className={INPUT} {...described('email')} />
        </label>
        {errorOf('email')}
      </div>
      <div>
        <label className="text-sm text-slate-800">
          {t('contact.phone')}
          <input name="phone" type="tel" defaultValue={typed.phone} autoComplete="tel" className={INPUT} {...described('phone')} />
        </label>
        {errorOf('phone')}
      </div>
      <div className="text-sm text-slate-800">
        <label htmlFor="contact-message">{t('contact.message')}</label>
        <CountedTextarea id="contact-message" name="message" rows={4} defaultValue={typed.message ?? propertyContactMessage(title)} className={INPUT} {...described('message')} />
        {errorOf('message')}
      </div>
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" name="consent" defaultChecked={typed.consent === 'on'} required className="mt-1 h-4 w-4" {...described('consent')} />
          <span>
            {t('contact.consent')} <span aria-hidden="true">*</span>
          </span>
        </label>
        {errorOf('consent')}
      </div>
      <button type="submit" disabled={sending} className="rounded-md bg-teal-800 px-4 py-2.5 font-semibold text-white hover:bg-teal-900 disabled:opacity-60">
        {sending ? t('contact.sending') : t('contact.send')}
      </button>
      <div role="status" aria-live="polite">
        {success ? <p className="text-sm font-semibold text-green-800">{t('contact.success')}</p> : null}
      </div>
      {formError ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {formError}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
