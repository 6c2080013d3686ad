import { type MouseEvent, useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { useTranslation } from '../../../../i18n/use-translation';
import type { KeptInput } from '../../../../../domain/input/kept-input';
import { ADVISER_CONTACT_FORM_ID, IDEMPOTENCY_FIELD, LEAD_FORM_FIELD, LEAD_FORM_INSTANCE_FIELD } from '../../../../../domain/leads/lead-form-fields';
import type { LeadFormAnswer } from '../../../../../server/forms/lead-form-action.server';
import { useMessage } from '../../../../i18n/messages';
import { CountedTextarea } from '../../../../ui/forms/CountedTextarea';
import { Honeypot } from '../../../../ui/forms/Honeypot';
import { PRIMARY_BUTTON } from '../adviser-view';
import { CONTACT_KINDS, type ContactKind, PROPERTY_TYPES, TIME_WINDOWS } from './contact-kinds';
import { catalogueKeyOf } from './known-errors';

export interface ContactFormState {
  adviserId: string;
  /** The contact page's own path (localized): the form posts to it, with and without JavaScript. */
  pathname: string;
  kind: ContactKind;
  /** Set when a post to the JSON adapter came back (a page rendered before decision 0161): which form was sent, or the error message. */
  sent: ContactKind | null;
  error: string | null;
  /** What a refused post to the adapter typed, and each field's message (its cookie, decision 0070). */
  kept: KeptInput | null;
  idempotencyKey: string;
}

const INPUT = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900';
const LABEL = 'block text-sm font-medium text-slate-800';
/** The answer region's id: a post without JavaScript comes back scrolled to it (the action's fragment). */
const ID = 'formulaire';

function Field({ id, label, required, children }: { id: string; label: string; required?: boolean; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
    </div>
  );
}

/**
 * The adviser's three forms on tabs (network spec §2, §4, §5, §7 call 2, §8): Message, Devis, RDV.
 * A declared form (./form.server.ts) posted to the contact page itself (decision 0161): a plain post
 * without JavaScript (the tabs are links, the page comes back at the form), a fetcher with it, with
 * the spec's states (sending 'Envoi...' with the button disabled, the success message, then an empty
 * form). The page's action validates with the form's schema and answers the spec's messages with the
 * visitor's input; the browser loads no zod (the page's JavaScript budget, as the property contact).
 */
export function AdviserContactForm({ state }: { state: ContactFormState }) {
  const { t } = useTranslation(['advisers', 'forms']);
  const message = useMessage();
  const fetcher = useFetcher<LeadFormAnswer>();
  const posted = useActionData() as LeadFormAnswer | undefined;
  const [kind, setKind] = useState<ContactKind>(state.kind);
  // A tab picked with JavaScript starts afresh: the last answer (and an adapter's) is put aside.
  const [dismissed, setDismissed] = useState<LeadFormAnswer | 'adapter' | undefined>(undefined);
  const latest = fetcher.data?.instance === ID ? fetcher.data : posted?.instance === ID ? posted : undefined;
  const answer = latest === dismissed ? undefined : latest;
  const adapter = dismissed === undefined && !latest;
  const sending = fetcher.state !== 'idle';
  // A success empties the form (spec §4): a new rendering per success.
  const [round, setRound] = useState(0);
  const [lastAnswer, setLastAnswer] = useState<LeadFormAnswer | undefined>(undefined);
  if (latest !== lastAnswer) {
    setLastAnswer(latest);
    if (latest?.status === 'sent') setRound((r) => r + 1);
  }
  const kept = adapter && state.kept && kind === state.kind ? state.kept : null;
  const refused = answer && answer.status !== 'sent' ? answer.result : undefined;
  const typed = (refused?.initialValue ?? kept?.values ?? {}) as Record<string, string | undefined>;
  const errors: Record<string, string[] | null | undefined> = refused ? (refused.error ?? {}) : Object.fromEntries(Object.entries(kept?.fields ?? {}).map(([k, v]) => [k === '_form' ? '' : k, [v]]));
  const shown = (text: string) => message(catalogueKeyOf(text));
  const fieldError = (name: string) => {
    const first = errors[name]?.[0];
    return first ? shown(first) : null;
  };
  const formText = errors['']?.[0] ?? errors.kind?.[0];
  // A field that says what is wrong replaces the form's line (a refused post to the adapter, decision 0070).
  const keptFieldError = kept ? Object.keys(kept.fields).some((k) => k !== '_form') : false;
  const error = formText ? shown(formText) : adapter && !keptFieldError && !state.sent ? state.error : null;
  const sentKind = sending ? null : answer ? (answer.status === 'sent' ? kind : null) : adapter ? state.sent : null;
  // The answer of a whole-page post (without JavaScript) is shown at the top of the form, where the
  // page comes back (#formulaire) even when a long tab (Devis) puts the button out of view; a fetcher's
  // answer is shown by the button the visitor just clicked.
  const atTop = !sending && ((answer !== undefined && answer === posted) || (adapter && (state.sent !== null || state.error !== null)));
  const answerText = error ? <p className="font-semibold text-red-700">{error}</p> : sentKind ? <p className="font-semibold text-green-800">{t(`advisers:contact.success.${sentKind}`)}</p> : null;

  const action = (k: ContactKind) => `${state.pathname}?onglet=${k}#${ID}`;
  const pickTab = (k: ContactKind) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setKind(k);
    setDismissed(latest ?? 'adapter');
    window.history.replaceState(window.history.state, '', action(k));
  };

  const emailError = fieldError('email');
  const id = (name: string) => `contact-${kind}-${name}`;

  return (
    <div id={ID} className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-xl font-bold text-slate-900">{t('advisers:contact.formTitle')}</h2>
      <nav aria-label={t('advisers:contact.tabsLabel')} className="mt-4">
        <ul className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1">
          {CONTACT_KINDS.map((k) => (
            <li key={k}>
              <a
                href={action(k)}
                onClick={pickTab(k)}
                aria-current={k === kind ? 'page' : undefined}
                className={`flex min-h-11 items-center justify-center rounded-md px-2 text-sm font-semibold ${k === kind ? 'bg-white text-teal-dark shadow' : 'text-slate-800 hover:bg-white/60'}`}
              >
                {t(`advisers:contact.tab.${k}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {/* noValidate: the spec's messages come from the server's schema, with and without JavaScript. */}
      <fetcher.Form key={`${kind}-${round}`} method="post" action={action(kind)} noValidate className="relative mt-5 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name={LEAD_FORM_FIELD} value={ADVISER_CONTACT_FORM_ID} />
        <input type="hidden" name={LEAD_FORM_INSTANCE_FIELD} value={ID} />
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={state.idempotencyKey} />
        <input type="hidden" name="advisorId" value={state.adviserId} />
        <input type="hidden" name="kind" value={kind} />
        {atTop && answerText ? <div className="sm:col-span-2">{answerText}</div> : null}
        <Honeypot />
        <Field id={id('firstName')} label={t('advisers:contact.firstName')} required>
          <input id={id('firstName')} name="firstName" defaultValue={typed.firstName} autoComplete="given-name" required aria-required="true" maxLength={200} className={INPUT} />
        </Field>
        <Field id={id('lastName')} label={t('advisers:contact.lastName')} required>
          <input id={id('lastName')} name="lastName" defaultValue={typed.lastName} autoComplete="family-name" required aria-required="true" maxLength={200} className={INPUT} />
        </Field>
        <Field id={id('email')} label={t('advisers:contact.emailField')} required>
          <input
            id={id('email')}
            name="email"
            type="email"
            defaultValue={typed.email}
            autoComplete="email"
            required
            aria-required="true"
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? id('email-error') : undefined}
            maxLength={200}
            className={INPUT}
          />
          {emailError ? (
            <p id={id('email-error')} className="mt-1 text-sm font-semibold text-red-700">
              {emailError}
            </p>
          ) : null}
        </Field>
        <Field id={id('phone')} label={t('advisers:contact.phoneField')} required>
          <input id={id('phone')} name="phone" defaultValue={typed.phone} type="tel" autoComplete="tel" required aria-required="true" maxLength={40} className={INPUT} />
        </Field>
        {kind === 'devis' ? (
          <>
            <Field id={id('typeBien')} label={t('advisers:contact.typeBien')}>
              <select id={id('typeBien')} name="typeBien" defaultValue={typed.typeBien ?? 'Maison'} className={INPUT}>
                {PROPERTY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`advisers:contact.types.${type}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field id={id('surface')} label={t('advisers:contact.surface')}>
              <input id={id('surface')} name="surface" defaultValue={typed.surface} inputMode="numeric" pattern="[0-9]*" maxLength={20} className={INPUT} />
            </Field>
            <Field id={id('adresse')} label={t('advisers:contact.adresse')}>
              <input id={id('adresse')} name="adresse" defaultValue={typed.adresse} autoComplete="street-address" maxLength={200} className={INPUT} />
            </Field>
            <Field id={id('cpVille')} label={t('advisers:contact.cpVille')}>
              <input id={id('cpVille')} name="cpVille" defaultValue={typed.cpVille} maxLength={200} className={INPUT} />
            </Field>
            <div className="sm:col-span-2">
              <Field id={id('details')} label={t('advisers:contact.details')}>
                <CountedTextarea id={id('details')} name="details" rows={3} defaultValue={typed.details} error={fieldError('details')} className={INPUT} />
              </Field>
            </div>
          </>
        ) : null}
        {kind === 'rdv' ? (
          <>
            <Field id={id('preferedDate')} label={t('advisers:contact.preferedDate')}>
              <input id={id('preferedDate')}  name="preferedDate" type="date" defaultValue={typed.preferedDate} className={INPUT} />
            </Field>
            <Field id={id('timeWindow')} label={t('advisers:contact.timeWindow')}>
              <select id={id('timeWindow')} name="timeWindow" defaultValue={typed.timeWindow ?? 'Matin'} className={INPUT}>
                {TIME_WINDOWS.map((w) => (
                  <option key={w} value={w}>
                    {t(`advisers:contact.timeWindows.${w}`)}
                  </option>
                ))}
              </select>
            </Field>
          </>
        ) : null}
        <div className="sm:col-span-2">
          <Field id={id('message')} label={t('advisers:contact.message')}>
            <CountedTextarea id={id('message')} name="message" rows={4} defaultValue={typed.message} error={fieldError('message')} className={INPUT} />
          </Field>
        </div>
        <p className="text-sm text-slate-700 sm:col-span-2">{t('advisers:contact.required')}</p>
        <div aria-live="polite" className="sm:col-span-2">
          {atTop ? null : answerText}
        </div>
        <div className="flex flex-col gap-2 sm:col-span-2">
          <button type="submit" disabled={sending} className={`${PRIMARY_BUTTON} disabled:opacity-70`}>
            {sending ? t('advisers:contact.sending') : t('advisers:contact.send')}
          </button>
          <p className="text-xs text-slate-700">{t('advisers:contact.privacy')}</p>
        </div>
      </fetcher.Form>
    </div>
  );
}
