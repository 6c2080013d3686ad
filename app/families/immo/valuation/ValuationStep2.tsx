import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ImmoPublicSite } from '../../../../domain/immo/site';
import { EMAIL_PATTERN } from '../../../../domain/leads/schemas';
import { CIVILITIES, type PropertyAnswers, propertyParams, step1Href } from '../../../../domain/valuation/request';
import type { BlockProps } from '../../../blocks/types';
import { useLocale, useLocalizedHref } from '../../../i18n/hooks';
import { Honeypot } from '../../../ui/forms/Honeypot';
import { useHydrated } from './useHydrated';
import { BUTTON, FIELD, LABEL, ValuationProgress } from './ValuationProgress';

export interface ValuationStep2Data {
  answers: PropertyAnswers;
  /** Error code from a refused post (erreur=…): never what was typed. */
  error: 'champs' | 'email' | 'telephone' | 'consentement' | 'envoi' | null;
  idempotencyKey: string;
}

type Contact = { firstName: string; lastName: string; email: string; phone: string; consent: boolean };

/** §5: names, phone and e-mail filled, a simple e-mail, consent ticked. */
const complete = (c: Contact) => c.firstName.trim() !== '' && c.lastName.trim() !== '' && c.phone.trim() !== '' && EMAIL_PATTERN.test(c.email.trim()) && c.consent;

/** Valuation step 2 (spec §2, §5): the contact is POSTed (never in a URL), then step 3 shows the stored request. */
function ValuationStep2({ data, site }: BlockProps<Record<string, never>, ValuationStep2Data, ImmoPublicSite>) {
  const { t } = useTranslation('immo');
  const href = useLocalizedHref();
  const locale = useLocale();
  const hydrated = useHydrated();
  const brand = String(site.settings.brand ?? site.name);
  const { answers } = data;
  const [contact, setContact] = useState<Contact>({ firstName: '', lastName: '', email: '', phone: '', consent: false });
  const [sending, setSending] = useState(false);
  const blocked = hydrated && (!complete(contact) || sending);
  const field = (name: keyof Omit<Contact, 'consent'>, label: string, type: string, autoComplete: string) => (
    <label className={LABEL}>
      {label} <span aria-hidden="true">*</span>
      <input
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        maxLength={name === 'email' ? 200 : name === 'phone' ? 40 : 100}
        onChange={(e) => {
          const value = name === 'phone' ? e.currentTarget.value.replace(/[^\d+ ]/g, '') : e.currentTarget.value;
          if (name === 'phone') e.currentTarget.value = value;
          setContact((c) => ({ ...c, [name]: value }));
        }}
        className={FIELD}
      />
    </label>
  );
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
      {data.error && (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {t(`valuation.errors.${data.error}`)}
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
                <input type="radio" name="civility" value={c} defaultChecked={c === 'madame'} className="h-4 w-4 accent-teal-brand" />
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
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input type="checkbox" name="consent" value="on" required className="mt-1 h-4 w-4 shrink-0 accent-teal-brand" onChange={(e) => setContact((c) => ({ ...c, consent: e.currentTarget.checked }))} />
          <span>
            {t('valuation.step2.consent', { brand })} <a href={href('/protection-donnees')} className="underline">{t('valuation.step2.privacy')}</a>
          </span>
        </label>
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
