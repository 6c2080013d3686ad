import { type FormEvent, useEffect, useRef, useState } from 'react';
import { isBookingRefusal } from '../../../../domain/diagnostics/booking-refusals';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { CIVILITIES, quoteContactProblem } from '../../../../domain/quote/contact-form';
import { criteriaToParams, type QuoteCriteria } from '../../../../domain/quote/criteria';
import { selectionToParams, type SelectionStates } from '../../../../domain/quote/selection';
import { useLocale, useLocalizedHref } from '../../../i18n/hooks';
import { useMessage } from '../../../i18n/messages';
import { Honeypot } from '../../../ui/forms/Honeypot';
import { useLeadSubmit } from '../../../ui/forms/useLeadSubmit';
import { MissingAlert } from './MissingAlert';
import { DIAG_INPUT } from '../field-style';
import { type SlotChoice, SlotPicker } from './SlotPicker';


import type { Message } from '../../../../domain/i18n/message';

/** Messages (or catalogue keys, or the server's text), translated when shown: a text asked in a handler may not be in the page's record (decision 0060). */
type Problem = { title: Array<Message | string>; items: Array<Message | string> };

/**
 * The contact form of step 2 (spec §3, §5, §8). A plain POST to /api/devis without JavaScript;
 * with it, checked first, then sent once (idempotency key), then on to the recap.
 */
export function QuoteContactForm({
  criteria,
  states,
  serverError,
  kept,
  idempotencyKey,
  slots,
  selectedSlot = '',
  visitLength,
}: {
  criteria: QuoteCriteria;
  states: SelectionStates;
  serverError: string | null;
  /** The input of a refused post without JavaScript, given back. */
  kept: Record<string, string> | null;
  idempotencyKey: string;
  /** The site's free slots (issue 33); undefined when it has no calendar. */
  slots?: readonly SlotChoice[];
  selectedSlot?: string;
  /** "Durée estimée de la visite : 3 h 15", written by the server (decision 0142). */
  visitLength?: string;
}) {
  const typed = kept ?? {};
  const { t } = useTranslation('diag');
  const locale = useLocale();
  const href = useLocalizedHref();
  const translate = useMessage();
  const navigate = useNavigate();
  const { state, submit, error } = useLeadSubmit('/api/devis');
  const [problem, setProblem] = useState<Problem | null>(serverError ? { title: [serverError], items: [] } : null);
  const [attempt, setAttempt] = useState(0);
  // A second submit in the same instant (double Enter) must neither send again nor show a failure.
  const busy = useRef(false);
  const hidden = [...selectionToParams(states, undefined, criteriaToParams(criteria)).entries()];

  // A failed send shows the spec's alert; a slot booked meanwhile (409, issue 33) is said as the server wrote it.
  useEffect(() => {
    if (state === 'error') setProblem({ title: [isBookingRefusal(error) ? error : 'diag:quote.contactError.sendFailure'], items: [] });
  }, [state, error]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const form = Object.fromEntries(new FormData(event.currentTarget).entries());
    const refused = quoteContactProblem(form);
    setAttempt((n) => n + 1);
    if (refused) {
      setProblem({ title: refused.lines, items: refused.items });
      return;
    }
    setProblem(null);
    busy.current = true;
    try {
      const result = await submit(form);
      const redirect = (result.data as { redirect?: unknown } | undefined)?.redirect;
      if (result.ok && typeof redirect === 'string') await navigate(redirect);
    } finally {
      busy.current = false;
    }
  };

  return (
    <form method="post" action="/api/devis" onSubmit={onSubmit} noValidate className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 className="text-lg font-semibold text-slate-900">{t('quote.contact.title')}</h2>
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {/* The server answers a refusal without JavaScript in the page's language. */}
      <input type="hidden" name="lang" value={locale} />
      <Honeypot />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('quote.contact.civility')}</legend>
        <div className="mt-1 flex gap-6">
          {CIVILITIES.map((c) => (
            <label key={c} className="flex items-center gap-2 text-slate-900">
              <input type="radio" name="civility" value={c} defaultChecked={c === (typed.civility === 'monsieur' ? 'monsieur' : 'madame')} className="h-4 w-4 accent-diag-700" />
              {t(`quote.contact.civilityOption.${c}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="text-sm font-medium text-slate-800">
          {t('quote.contact.firstName')}
          <input name="firstName" defaultValue={typed.firstName} autoComplete="given-name" required className={DIAG_INPUT} />
        </label>
        <label className="text-sm font-medium text-slate-800">
          {t('quote.contact.lastName')}
          <input name="lastName" defaultValue={typed.lastName} autoComplete="family-name" required className={DIAG_INPUT} />
        </label>
      </div>
      <label className="text-sm font-medium text-slate-800">
        {t('quote.contact.phone')}
        <input name="phone" defaultValue={typed.phone} type="tel" autoComplete="tel" required className={DIAG_INPUT} />
      </label>
      <label className="text-sm font-medium text-slate-800">
        {t('quote.contact.email')}
        <input name="email" defaultValue={typed.email} type="email" autoComplete="email" required className={DIAG_INPUT} />
      </label>
      <label className="text-sm font-medium text-slate-800">
        {t('quote.contact.message')}
        <textarea name="message" rows={3} defaultValue={typed.message} className={DIAG_INPUT} />
      </label>
      {slots && <SlotPicker slots={slots} selected={typed.creneau ?? selectedSlot} express={typed.demandeExpresse === 'oui'} length={visitLength} />}
      {problem && <MissingAlert title={problem.title.map((m) => translate(m)).join('\n')} items={problem.items.map((m) => translate(m))} focusKey={attempt} />}
      <button type="submit" disabled={state === 'sending'} className="rounded-lg bg-diag-700 px-5 py-3 text-lg font-semibold text-white hover:bg-diag-900 disabled:opacity-70">
        {state === 'sending' ? t('quote.contact.sending') : criteria.date ? t('quote.contact.confirmAppointment') : t('quote.contact.getQuote')}
      </button>
      <p className="text-xs text-slate-600">
        {t('quote.contact.privacyBefore')} <a href={href('/mentions-legales#donnees-personnelles')}>{t('quote.contact.privacyLink')}</a>
        {t('quote.contact.privacyAfter')}
      </p>
    </form>
  );
}
