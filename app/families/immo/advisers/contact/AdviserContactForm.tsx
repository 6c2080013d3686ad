import { type FormEvent, type MouseEvent, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import type { KeptInput } from '../../../../../domain/input/kept-input';
import { EMAIL_PATTERN, MAX_MESSAGE_LENGTH, MESSAGE_TOO_LONG } from '../../../../../domain/leads/lead-limits';
import { useMessage } from '../../../../i18n/messages';
import { CountedTextarea } from '../../../../ui/forms/CountedTextarea';
import { Honeypot } from '../../../../ui/forms/Honeypot';
import { useLeadSubmit } from '../../../../ui/forms/useLeadSubmit';
import { PRIMARY_BUTTON } from '../adviser-view';
import { CONTACT_KINDS, type ContactKind, PROPERTY_TYPES, TIME_WINDOWS } from './contact-kinds';

export interface ContactFormState {
  adviserId: string;
  /** The contact page's own path (localized), the no-JavaScript post comes back to it. */
  pathname: string;
  kind: ContactKind;
  /** Set when a plain post came back: which form was sent, or the error message. */
  sent: ContactKind | null;
  error: string | null;
  /** What a refused plain post typed, and each field's message (its cookie, decision 0070). */
  kept: KeptInput | null;
  idempotencyKey: string;
}

const INPUT = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900';
const LABEL = 'block text-sm font-medium text-slate-800';

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
 * A real form posting to /api/expertimo/contact: without JavaScript the tabs are links and the
 * answer comes back on this page; with it, the post is sent in place with the spec's states
 * (sending 'Envoi...' with the button disabled, the success message, then an empty form).
 */
export function AdviserContactForm({ state }: { state: ContactFormState }) {
  const { t } = useTranslation(['advisers', 'forms']);
  const message = useMessage();
  const [kind, setKind] = useState<ContactKind>(state.kind);
  const [round, setRound] = useState(0);
  // The refusal's key, translated when shown (decision 0060: a handler's text may not be recorded).
  const [invalid, setInvalid] = useState<'advisers:contact.requiredMessage' | 'forms:email.invalid' | typeof MESSAGE_TOO_LONG | null>(null);
  // A refused plain post: the input is given back once, in the form of its tab.
  const typed = state.kept && kind === state.kind && round === 0 ? state.kept.values : {};
  const keptFields = state.kept && kind === state.kind && round === 0 && !invalid ? state.kept.fields : {};
  const keptEmailError = keptFields.email;
  const [sentKind, setSentKind] = useState<ContactKind | null>(state.sent);
  const lead = useLeadSubmit('/api/expertimo/contact');
  const serverError = lead.state === 'idle' && !sentKind ? state.error : null;

  const tabHref = (k: ContactKind) => `${state.pathname}?onglet=${k}#formulaire`;
  const pickTab = (k: ContactKind) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setKind(k);
    setInvalid(null);
    setSentKind(null);
    lead.reset();
    window.history.replaceState(window.history.state, '', tabHref(k));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lead.state === 'sending') return;
    const body = Object.fromEntries(new FormData(event.currentTarget).entries()) as Record<string, string>;
    const four = ['firstName', 'lastName', 'email', 'phone'].map((k) => (body[k] ?? '').trim());
    if (four.some((v) => !v)) return setInvalid('advisers:contact.requiredMessage');
    if (!EMAIL_PATTERN.test(four[2]!)) return setInvalid('forms:email.invalid');
    if ((body.message ?? '').trim().length > MAX_MESSAGE_LENGTH || (body.details ?? '').trim().length > MAX_MESSAGE_LENGTH) return setInvalid(MESSAGE_TOO_LONG);
    setInvalid(null);
    setSentKind(null);
    delete body.redirectTo;
    delete body.idempotencyKey;
    const result = await lead.submit(body);
    if (result.ok) {
      setSentKind(kind);
      setRound((r) => r + 1);
    }
  };

  const sending = lead.state === 'sending';
  // A field that says what is wrong replaces the form's line (a refused plain post, decision 0070).
  const keptFieldError = Object.keys(keptFields).some((k) => k !== '_form');
  const error = lead.state === 'error' ? lead.error || t('advisers:contact.error') : keptFieldError ? null : serverError;
  // Past the limit, the box itself says so as the visitor types; after a plain post, the server's refusal.
  const tooLong = (name: 'message' | 'details') => (keptFields[name] ? message(keptFields[name]) : null);
  const emailError = invalid === 'forms:email.invalid' ? t('forms:email.invalid') : keptEmailError ? message(keptEmailError) : null;
  const id = (name: string) => `contact-${kind}-${name}`;

  return (
    <div id="formulaire" className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-xl font-bold text-slate-900">{t('advisers:contact.formTitle')}</h2>
      <nav aria-label={t('advisers:contact.tabsLabel')} className="mt-4">
        <ul className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1">
          {CONTACT_KINDS.map((k) => (
            <li key={k}>
              <a
                href={tabHref(k)}
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
      <form key={`${kind}-${round}`} method="post" action="/api/expertimo/contact" onSubmit={onSubmit} noValidate className="relative mt-5 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="advisorId" value={state.adviserId} />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="redirectTo" value={`${state.pathname}?onglet=${kind}#formulaire`} />
        <input type="hidden" name="idempotencyKey" value={state.idempotencyKey} />
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
                <CountedTextarea id={id('details')} name="details" rows={3} defaultValue={typed.details} error={tooLong('details')} className={INPUT} />
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
            <CountedTextarea id={id('message')} name="message" rows={4} defaultValue={typed.message} error={tooLong('message')} className={INPUT} />
          </Field>
        </div>
        <p className="text-sm text-slate-700 sm:col-span-2">{t('advisers:contact.required')}</p>
        <div aria-live="polite" className="sm:col-span-2">
          {invalid && invalid !== 'forms:email.invalid' && invalid !== MESSAGE_TOO_LONG ? <p className="font-semibold text-red-700">{t(invalid)}</p> : null}
          {!invalid && error ? <p className="font-semibold text-red-700">{error}</p> : null}
          {!invalid && !error && sentKind ? <p className="font-semibold text-green-800">{t(`advisers:contact.success.${sentKind}`)}</p> : null}
        </div>
        <div className="flex flex-col gap-2 sm:col-span-2">
          <button type="submit" disabled={sending} className={`${PRIMARY_BUTTON} disabled:opacity-70`}>
            {sending ? t('advisers:contact.sending') : t('advisers:contact.send')}
          </button>
          <p className="text-xs text-slate-700">{t('advisers:contact.privacy')}</p>
        </div>
      </form>
    </div>
  );
}
