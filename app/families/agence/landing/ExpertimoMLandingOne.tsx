import { useTranslation } from '../../../i18n/use-translation';
import { z } from 'zod';
import type { AgencePublicSite } from '../../../../domain/agence/site';
import { formatPhonePairs, phoneHref } from '../../../../domain/format/phone';
import { ratingDisplay } from '../../../../domain/format/rating';
import { type BlockProps, defineBlock } from '../../../blocks/types';
import { useLocale, useLocalizedHref } from '../../../i18n/hooks';
import { ManageCookiesLink } from '../../../consent/ManageCookiesLink';
import { useMessage } from '../../../i18n/messages';
import { Honeypot } from '../../../ui/forms/Honeypot';
import { Stars } from '../../../ui/Stars';
import { ImmoLogo } from '../../../network/brand/ImmoLogo';
import { LANDING_FORM_ID, type LandingData } from './landing-form';
import { type LandingClaims, landingSector } from './landing-sector';

// No props: the rating is the agency's stored reviews, the towns and the lead's context its record (issue 38).
export const landingSchema = z.object({});

const STEPS = ['s1', 's2', 's3'] as const;
const FAQ = ['q1', 'q2', 'q3', 'q4'] as const;
const TRUST = ['free', 'commitment', 'callback', 'local'] as const;

const INPUT = 'mt-1 block w-full rounded-lg border border-slate-400 px-3 py-3 text-base text-slate-900';
const CTA = 'inline-block rounded-lg bg-gold-soft px-5 py-3 text-center font-semibold text-slate-950 hover:brightness-95';

/**
 * The Sevran selling landing page (network spec, 'ExpertimoMLandingOne'): paid traffic on phones, so
 * it ships no JavaScript. The lead form is a plain POST to /api/expertimo/lead; the answer comes back
 * as a redirect to this page with envoye=1 or erreur=…, rendered by the server.
 */
function ExpertimoMLandingOne({ data, site }: BlockProps<z.output<typeof landingSchema>, LandingData & LandingClaims, AgencePublicSite>) {
  const { t } = useTranslation(['agence', 'common']);
  const locale = useLocale();
  const href = useLocalizedHref();
  const settings = site.settings;
  // The strip's figures are the agency's record (never written here); a missing one is left out.
  const figures = site.crm.keyFigures ?? {};
  const rating = ratingDisplay(data.rating, locale)?.text ?? null;
  const { town, areas, areasText } = landingSector(settings, settings.brand, locale);
  const cta = (
    <a href={`#${LANDING_FORM_ID}`} className={CTA}>
      {t('landing.cta')}
    </a>
  );
  return (
    <div className="pb-20 sm:pb-0">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4">
          <span className="text-teal-brand">
            <ImmoLogo name={settings.brand} />
          </span>
          <span className="hidden rounded-full bg-teal-50 px-3 py-1 text-xs font-semibold text-teal-dark sm:inline">{t('landing.badge')}</span>
          {rating && (
            <span className="ml-auto flex items-center gap-1 text-sm font-semibold text-slate-800">
              <Stars average={data.rating ?? undefined} />
              <span aria-hidden="true">{t('landing.ratingShort', { rating })}</span>
            </span>
          )}
        </div>
      </header>
      <div>
        <section className="bg-teal-dark text-white">
          <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-2 lg:py-14">
            <div>
              <p className="text-sm font-semibold text-gold-soft">{areas.join(' · ')}</p>
              <h1 className="mt-2 text-3xl leading-tight font-bold lg:text-5xl">{t('landing.heroTitle')}</h1>
              <p className="mt-4 text-lg text-white/90">{t('landing.heroText')}</p>
              <p className="mt-4 inline-block rounded-full bg-white/10 px-3 py-1 text-sm font-semibold sm:hidden">{t('landing.badge')}</p>
              {settings.numeroTel && (
                <p className="mt-6 hidden lg:block">
                  <a href={phoneHref(settings.numeroTel)} className="text-xl font-semibold underline underline-offset-4">
                    {formatPhonePairs(settings.numeroTel)}
                  </a>
                </p>
              )}
            </div>
            <LeadForm data={data} context={data.context} town={town} brand={settings.brand} privacyHref={href('/protection-donnees')} />
          </div>
        </section>

        <section aria-labelledby="landing-trust" className="mx-auto max-w-6xl px-4 py-10">
          <h2 id="landing-trust" className="text-2xl font-bold text-teal-dark">{t('landing.trustTitle')}</h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {TRUST.map((k) => (
              <li key={k} className="rounded-xl border border-slate-200 p-4 font-semibold text-slate-800">
                <span aria-hidden="true" className="mr-2 text-teal-brand">✓</span>
                {t(`landing.trust.${k}`, { town })}
              </li>
            ))}
          </ul>
        </section>

        <section aria-label={t('home.statsTitle')} className="bg-slate-100">
          <ul className="mx-auto grid max-w-6xl gap-4 px-4 py-8 text-center sm:grid-cols-3">
            {rating && <li className="text-lg font-bold text-teal-dark">{t('landing.stripRating', { rating, count: data.reviewCount })}</li>}
            {figures.recommendPercent != null && <li className="text-lg font-bold text-teal-dark">{t('landing.stripRecommend', { percent: figures.recommendPercent })}</li>}
            {figures.salesIn36Months != null && <li className="text-lg font-bold text-teal-dark">{t('landing.stripSales', { count: figures.salesIn36Months })}</li>}
          </ul>
        </section>

        <section aria-labelledby="landing-steps" className="mx-auto max-w-6xl px-4 py-10">
          <h2 id="landing-steps" className="text-2xl font-bold text-teal-dark">{t('landing.stepsTitle')}</h2>
          <ol className="mt-6 grid gap-4 lg:grid-cols-3">
            {STEPS.map((k, i) => (
              <li key={k} className="rounded-xl border border-slate-200 p-5">
                <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-teal-brand font-bold text-white">{i + 1}</span>
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{t(`landing.steps.${k}.title`)}</h3>
                <p className="mt-1 text-slate-700">{t(`landing.steps.${k}.text`)}</p>
              </li>
            ))}
          </ol>
          <p className="mt-8 hidden text-center sm:block">{cta}</p>
        </section>

        <section aria-labelledby="landing-faq" className="mx-auto max-w-3xl px-4 pb-12">
          <h2 id="landing-faq" className="text-2xl font-bold text-teal-dark">{t('landing.faqTitle')}</h2>
          <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {FAQ.map((k) => (
              <details key={k} className="group p-4">
                <summary className="cursor-pointer font-semibold text-slate-900">{t(`landing.faq.${k}.q`)}</summary>
                <p className="mt-2 text-slate-700">{t(`landing.faq.${k}.a`, { areas: areasText })}</p>
              </details>
            ))}
          </div>
          <p className="mt-8 text-center">{cta}</p>
        </section>
      </div>
      <footer className="bg-teal-dark px-4 py-6 text-center text-sm text-white/90">
        <p>{t('landing.footer', { brand: settings.brand })}</p>
        <p className="mt-2">
          <a className="underline" href={href('/mentions-legales')}>{t('common:legalNotice')}</a>
          {' · '}
          <a className="underline" href={href('/protection-donnees')}>{t('landing.privacy')}</a>
          {' · '}
          {/* The banner promises this link on every page (issue 38 item 8). */}
          <ManageCookiesLink className="underline" />
        </p>
      </footer>
      <div className="fixed inset-x-0 bottom-0 z-40 flex gap-2 border-t border-slate-200 bg-white p-3 sm:hidden">
        <a href={`#${LANDING_FORM_ID}`} className={`${CTA} block flex-1`}>
          {t('landing.ctaMobile')}
        </a>
        {settings.numeroTel && (
          // Tap to call: the phone is the first thing a paid visitor on a phone may want (issue 38 item 8).
          <a href={phoneHref(settings.numeroTel)} aria-label={t('landing.call', { phone: formatPhonePairs(settings.numeroTel) })} className="block rounded-lg border-2 border-teal-brand px-4 py-3 text-center font-semibold text-teal-dark">
            {t('landing.callShort')}
          </a>
        )}
      </div>
    </div>
  );
}

function LeadForm({ data, context, town, brand, privacyHref }: { data: LandingData; context: string; town: string; brand: string; privacyHref: string }) {
  const { t } = useTranslation('agence');
  return (
    <form
      id={LANDING_FORM_ID}
      method="post"
      action="/api/expertimo/lead"
      noValidate
      aria-labelledby="landing-form-title"
      className="relative scroll-mt-20 rounded-2xl bg-white p-5 text-slate-900 shadow-lg"
    >
      <h2 id="landing-form-title" className="text-2xl font-bold text-teal-dark">{t('landing.formTitle')}</h2>
      <p className="text-sm text-slate-600">{t('landing.formSubtitle')}</p>
      <Honeypot />
      <input type="hidden" name="kind" value="estimation" />
      <input type="hidden" name="context" value={context} />
      <input type="hidden" name="pageUrl" value={data.pageUrl} />
      <input type="hidden" name="redirectTo" value={data.redirectTo} />
      <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
      {Object.entries(data.utm).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <div aria-live="polite" className="mt-3">
        {data.outcome === 'sent' && <p className="rounded-lg bg-teal-50 p-3 font-semibold text-teal-dark">{t('landing.success')}</p>}
        {data.outcome === 'invalid' && data.message && <p className="rounded-lg bg-red-50 p-3 font-semibold text-red-800">{data.message}</p>}
        {data.outcome === 'failed' && <p className="rounded-lg bg-red-50 p-3 font-semibold text-red-800">{t('landing.error')}</p>}
      </div>
      <LandingField name="address" label={t('landing.address')} required kept={data.kept} autoComplete="street-address" placeholder={t('landing.addressPlaceholder', { town })} maxLength={300} />
      <LandingField name="firstName" label={t('landing.firstName')} required kept={data.kept} autoComplete="given-name" maxLength={120} />
      <LandingField name="phone" label={t('landing.phone')} required kept={data.kept} type="tel" autoComplete="tel" maxLength={40} />
      <LandingField name="email" label={t('landing.email')} kept={data.kept} type="email" autoComplete="email" maxLength={200} />
      <button type="submit" className={`${CTA} mt-4 w-full`}>
        {t('landing.submit')}
      </button>
      <p className="mt-3 text-xs text-slate-600">
        {t('landing.consent', { brand })}{' '}
        <a href={privacyHref} className="underline">
          {t('landing.privacy')}
        </a>
      </p>
    </form>
  );
}

/**
 * One field of the landing's form: the input a refused post typed comes back in it, and its own
 * message right below it, tied by aria-describedby (the page has no JavaScript: all from the server).
 */
function LandingField({
  name,
  label,
  required,
  kept,
  type = 'text',
  ...input
}: {
  name: 'address' | 'firstName' | 'phone' | 'email';
  label: string;
  required?: boolean;
  kept: LandingData['kept'];
  type?: 'text' | 'tel' | 'email';
  autoComplete: string;
  maxLength: number;
  placeholder?: string;
}) {
  const message = useMessage();
  const error = kept?.fields[name];
  const errorId = `landing-${name}-error`;
  return (
    <div className="mt-3">
      <label className="block text-sm font-medium">
        {label}
        {required && <span aria-hidden="true"> *</span>}
        <input
          name={name}
          type={type}
          inputMode={type === 'tel' ? 'tel' : undefined}
          aria-required={required ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          defaultValue={kept?.values[name]}
          className={INPUT}
          {...input}
        />
      </label>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-800">
          {message(error)}
        </p>
      )}
    </div>
  );
}

export const expertimoMLandingOneBlock = defineBlock(landingSchema, ExpertimoMLandingOne, { static: true });
