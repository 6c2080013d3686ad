import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { ImmoPublicSite } from '../../../domain/immo/site';
import { EMAIL_PATTERN } from '../../../domain/leads/lead-limits';
import { CIVILITIES, type PropertyAnswers, propertyParams, step1Href, valuationContactSchema } from '../../../domain/valuation/request';
import type { KeptInput } from '../../../domain/input/kept-input';
import { useMessage } from '../../i18n/messages';
import type { BlockProps } from '../../blocks/types';
import { useLocale, useLocalizedHref } from '../../i18n/hooks';
import { Honeypot } from '../../ui/forms/Honeypot';
import { useHydrated } from './useHydrated';
import { BUTTON, FIELD, LABEL, ValuationProgress } from './ValuationProgress';

export interface ValuationStep2Data {
  answers: PropertyAnswers;
  /** Error code from a refused post (erreur=…): never what was typed. */
  error: 'champs' | 'email' | 'telephone' | 'consentement' | 'envoi' | null;
  /** What a refused post without JavaScript typed, and each field's message (its cookie, decision 0070). */
  kept: KeptInput | null;
  idempotencyKey: string;
}

type TextField = 'firstName' | 'lastName' | 'email' | 'phone';
type Contact = Record<TextField, string> & { consent: boolean };

/** §5: names, phone and e-mail filled, a simple e-mail, consent ticked. */
const complete = (c: Contact) => c.firstName.trim() !== '' && c.lastName.trim() !== '' && c.phone.trim() !== '' && EMAIL_PATTERN.test(c.email.trim()) && c.consent;

/** The field's own message once the visitor has left it (the shared schema's key), or null. */
function fieldProblem(name: TextField, value: string): string | null {
  if (value.trim() === '') return 'forms:required';
  const checked = valuationContactSchema.shape[name].safeParse(value);
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'forms:required');
}

/** Valuation step 2 (spec §2, §5): the contact is POSTed (never in a URL), then step 3 shows the stored request. */
function ValuationStep2({ data, site }: BlockProps<Record<string, never>, ValuationStep2Data, ImmoPublicSite>) {
  const { t } = useTranslation('immo');
  const message = useMessage();
  const href = useLocalizedHref();
  const locale = useLocale();
  const hydrated = useHydrated();
  const brand = String(site.settings.brand ?? site.name);
  const { answers } = data;
  const kept = data.kept?.values ?? {};
  const [contact, setContact] = useState<Contact>({
    firstName: kept.firstName ?? '',
    lastName: kept.lastName ?? '',
    email: kept.email ?? '',
    phone: kept.phone ?? '',
    consent: kept.consent === 'on',
  });
  // The server's messages stay until their field is edited; the browser's show once a field is left.
  const [serverFields, setServerFields] = useState<Record<string, string>>(data.kept?.fields ?? {});
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const [sending, setSending] = useState(false);
  const blocked = hydrated && (!complete(contact) || sending);
  const problemOf = (name: TextField | 'consent'): string | null => {
    if (serverFields[name]) return serverFields[name];
    if (!hydrated || !left.has(name)) return null;
    if (name === 'consent') return contact.consent ? null : 'immo:valuation.errors.consent';
    return fieldProblem(name, contact[name]);
  };
  const edited = (name: string) => {
    if (serverFields[name]) setServerFields(({ [name]: _dropped, ...rest }) => rest);
  };
  const field = (name: TextField, label: string, type: string, autoComplete: string) => {
    const problem = problemOf(name);
    const errorId = `valuation-${name}-error`;
    return (
      <div>
        <label className={LABEL}>
          {label} <span aria-hidden="true">*</span>
          <input
            name={name}
            type={type}
            required
            autoComplete={autoComplete}
            defaultValue={kept[name] ?? ''}
            maxLength={name === 'email' ? 200 : name === 'phone' ? 40 : 100}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            onChange={(e) => {
              const input = e.currentTarget;
              const value = name === 'phone' ? input.value.replace(/[^\d+ ]/g, '') : input.value;
              if (name === 'phone') input.value = value;
              edited(name);
              setContact((c) => ({ ...c, [name]: value }));
            }}
            onBlur={() => setLeft((l) => new Set(l).add(name))}
            className={FIELD}
          />
        </label>
        {problem && (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {message(problem)}
          </p>
        )}
      </div>
    );
  };
  const consentProblem = problemOf('consent');
  // Field messages say it where the visitor looks; the banner stays for what no field explains.
  const banner = data.error && (data.error === 'envoi' || !data.kept) ? data.error : null;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <ValuationProgress stage={2} />
      <h1 className="text-3xl font-bold text-teal-dark">{t('valuation.step2.title')}</h1>
      <p className="mt-2 text-slate-700">{t('valuation.step2.recap', { type: t(`valuation.types.${answers.type}`), surface: answers.surface, address: answers.address })}</p>
      <div className="relative mt-6 overflow-hidden rounded-xl border border-gold-soft bg-gold-light p-6 text-center">
        <p className="text-xl font-bold text-teal-dark">{t('valuation.step2.teaserTitle')}</p>
        {/* The real range is computed once the request is stored: nothing of it is in this page. */}
        <p className="mt-2 text-3xl font-bold text-slate-500 blur-sm select-none" aria-hidden="true">
          ••• ••• € – ••• ••• €
        </p>
        <p className="sr-only">{t('valuation.step2.masked')}</p>
        <p className="mt-2 text-slate-800">{t('valuation.step2.teaserText')}</p>
      </div>
      {banner && (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {t(`valuation.errors.${banner}`)}
        </p>
      )}
      <form method="post" action="/api/evaluation" className="mt-6 flex flex-col gap-5" onSubmit={(e) => {
        if (blocked) e.preventDefault();
        else setSending(true);
      }}>
        {[...propertyParams(answers).entries()].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="lang" value={locale} />
        <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
        <Honeypot />
        <fieldset>
          <legend className={LABEL}>{t('valuation.step2.civility')}</legend>
          <div className="mt-2 flex gap-6">
            {CIVILITIES.map((c) => (
              <label key={c} className="flex items-center gap-2">
                <input type="radio" name="civility" value={c} defaultChecked={c === (kept.civility === 'monsieur' ? 'monsieur' : 'madame')} className="h-4 w-4 accent-teal-brand" />
                {t(`valuation.step2.${c}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('firstName', t('valuation.step2.firstName'), 'text', 'given-name')}
          {field('lastName', t('valuation.step2.lastName'), 'text', 'family-name')}
          {field('email', t('valuation.step2.email'), 'email', 'email')}
          {field('phone', t('valuation.step2.phone'), 'tel', 'tel')}
        </div>
        <div>
          <label className="flex items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              name="consent"
              value="on"
              required
              defaultChecked={kept.consent === 'on'}
              aria-invalid={consentProblem ? true : undefined}
              aria-describedby={consentProblem ? 'valuation-consent-error' : undefined}
              className="mt-1 h-4 w-4 shrink-0 accent-teal-brand"
              onChange={(e) => {
                // Read now: React may run the updater after the event is gone (issue 38 item 1).
                const consent = e.currentTarget.checked;
                edited('consent');
                setLeft((l) => new Set(l).add('consent'));
                setContact((c) => ({ ...c, consent }));
              }}
            />
            <span>
              {t('valuation.step2.consent', { brand })} <a href={href('/protection-donnees')} className="underline">{t('valuation.step2.privacy')}</a>
            </span>
          </label>
          {consentProblem && (
            <p id="valuation-consent-error" className="mt-1 text-sm text-red-700">
              {message(consentProblem)}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <a href={href(step1Href(answers))} className="rounded-full border border-teal-brand px-6 py-3 font-semibold text-teal-brand">
            {t('valuation.step2.back')}
          </a>
          <button type="submit" disabled={blocked} className={BUTTON}>
            {sending ? t('valuation.step2.sending') : t('valuation.step2.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}

export { ValuationStep2 };
