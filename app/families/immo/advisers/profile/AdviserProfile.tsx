import { useTranslation } from '../../../../i18n/use-translation';
import type { z } from 'zod';
import { formatLongDate } from '../../../../../domain/format/dates';
import { formatPhonePairs, phoneHref } from '../../../../../domain/format/phone';
import type { ImmoPublicSite } from '../../../../../domain/immo/site';
import type { BlockProps } from '../../../../blocks/types';
import { useLocale, useLocalizedHref } from '../../../../i18n/hooks';
import { type AdviserCardView, GOLD_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../adviser-view';
import { RatingStars } from '../RatingStars';
import { AdviserListings, type AdviserListingsData } from './AdviserListings';
import type { schema } from './AdviserProfile.block';

/** Over this many characters the description is clamped to 3 lines (spec §4, §9). */
export const DESCRIPTION_CLAMP_CHARS = 260;

export interface AdviserProfileData {
  adviser: AdviserCardView & {
    coverUrl: string | null;
    yearsExperience: number;
    salesCount: number;
    description: string;
    networks: Array<{ type: 'facebook' | 'linkedin' | 'instagram'; href: string }>;
    legal: { rsacNumber: string; rsacCity: string; networkName: string; cardTNumber: string; cardTIssuer: string; guaranteeInsurer: string; guaranteeAmount: string };
  };
  reviews: Array<{ id: string; author: string; rating: number; source: string; date: string; text: string }>;
  listings: AdviserListingsData;
}

const NETWORK_LABELS = { facebook: 'Facebook', linkedin: 'LinkedIn', instagram: 'Instagram' } as const;

function Description({ text }: { text: string }) {
  const { t } = useTranslation('advisers');
  if (text.length <= DESCRIPTION_CLAMP_CHARS) return <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-800">{text}</p>;
  // No JavaScript needed: the <details> toggle opens, and :has() lifts the clamp of the text before it.
  return (
    <div className="group">
      <p className="mt-3 line-clamp-3 leading-relaxed whitespace-pre-line text-slate-800 group-has-[details[open]]:line-clamp-none">{text}</p>
      <details className="mt-2">
        <summary className="inline-flex min-h-11 items-center font-semibold text-teal-brand underline">
          <span className="group-has-[details[open]]:hidden">{t('profile.more')}</span>
          <span className="hidden group-has-[details[open]]:inline">{t('profile.less')}</span>
        </summary>
      </details>
    </div>
  );
}

/**
 * An adviser's profile (network spec §2 'Adviser profile'): header with photo, city, rating, years
 * and sales; Call, Write, 'Demander une estimation'; description; social links; 'Mes biens';
 * testimonials; closing call to action; the legal mentions an agent's page must carry.
 */
export function AdviserProfile({ data }: BlockProps<z.output<typeof schema>, AdviserProfileData, ImmoPublicSite>) {
  const { t } = useTranslation('advisers');
  const href = useLocalizedHref();
  const locale = useLocale();
  const { adviser, reviews } = data;
  const ratingLabel = (text: string) => t('profile.ratingLabel', { value: text });
  const onDark = 'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold';
  const actions = (dark: boolean) => (
    <div className="flex flex-wrap gap-2">
      <a href={phoneHref(adviser.phone)} className={dark ? `${onDark} bg-white text-teal-dark hover:bg-gold-light` : PRIMARY_BUTTON}>
        {t('directory.call')} {formatPhonePairs(adviser.phone)}
      </a>
      <a href={href(`/contact-conseiller/${adviser.slug}`)} className={dark ? `${onDark} border border-white text-white hover:bg-white/10` : SECONDARY_BUTTON}>
        {t('directory.write')}
      </a>
      <a href={href(`/evaluation?conseiller=${encodeURIComponent(adviser.slug)}`)} className={dark ? `${onDark} bg-gold-soft text-slate-900 hover:bg-gold-light` : GOLD_BUTTON}>
        {t('profile.estimate')}
      </a>
    </div>
  );
  return (
    <article className="pb-12">
      <header className="bg-teal-brand px-4 py-10 text-white">
        <div className="mx-auto flex max-w-5xl flex-col gap-6 sm:flex-row sm:items-center">
          {adviser.avatarUrl ? <img src={adviser.avatarUrl} alt={t('profile.photoAlt', { name: adviser.name })} width={160} height={160} fetchPriority="high" className="h-32 w-32 shrink-0 rounded-full border-4 border-white bg-slate-100 object-cover sm:h-40 sm:w-40" /> : null}
          <div className="min-w-0">
            <nav aria-label={t('profile.breadcrumb')} className="text-sm text-white/90">
              <a href={href('/conseillers-immobiliers')} className="underline">
                {t('profile.directory')}
              </a>{' '}
              / {adviser.name}
            </nav>
            <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{adviser.name}</h1>
            <p className="mt-1 text-white/90">
              {adviser.title} · {adviser.city} ({adviser.zip})
            </p>
            <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
              <li>{adviser.rating ? <RatingStars value={adviser.rating.value} label={ratingLabel} className="h-4 w-4 text-gold-soft" /> : t('directory.noRating')}</li>
              <li>{t('profile.years', { count: adviser.yearsExperience })}</li>
              <li>{t('profile.sales', { count: adviser.salesCount })}</li>
            </ul>
            <div className="mt-5">{actions(true)}</div>
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-5xl space-y-12 px-4 pt-10">
        <section aria-labelledby="about-title">
          <h2 id="about-title" className="text-2xl font-bold text-slate-900">
            {t('profile.aboutTitle')}
          </h2>
          <Description text={adviser.description} />
          {adviser.networks.length ? (
            <div className="mt-4">
              <h3 className="text-sm font-semibold text-slate-800">{t('profile.networksTitle', { name: adviser.name })}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {adviser.networks.map((n) => (
                  <li key={n.href}>
                    <a href={n.href} rel="me noopener" className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100">
                      {NETWORK_LABELS[n.type]}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>

        <AdviserListings data={data.listings} />

        <section aria-labelledby="reviews-title">
          <h2 id="reviews-title" className="text-2xl font-bold text-slate-900">
            {t('profile.reviewsTitle')}
          </h2>
          {adviser.rating ? (
            <>
              <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-800">
                <RatingStars value={adviser.rating.value} label={ratingLabel} />
                <span>({t('profile.reviewsCount', { count: adviser.rating.count })})</span>
              </p>
              <ul className="mt-4 grid gap-4 md:grid-cols-2">
                {reviews.map((r) => (
                  <li key={r.id} className="rounded-xl border border-slate-200 p-4">
                    <RatingStars value={r.rating} label={ratingLabel} />
                    <p className="mt-2 text-slate-800">« {r.text} »</p>
                    <p className="mt-2 text-sm text-slate-700">{t('profile.reviewBy', { author: r.author, source: r.source, date: formatLongDate(r.date, locale) })}</p>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-2 text-slate-800">{t('profile.noReviews')}</p>
          )}
        </section>

        <section aria-labelledby="cta-title" className="rounded-2xl bg-gold-light p-6">
          <h2 id="cta-title" className="text-2xl font-bold text-slate-900">
            {t('profile.ctaTitle')}
          </h2>
          <p className="mt-2 text-slate-800">{t('profile.ctaText', { name: adviser.name })}</p>
          <p className="mt-2 text-slate-800">
            <a href={`mailto:${adviser.email}`} className="font-semibold text-teal-brand underline">
              {adviser.email}
            </a>
          </p>
          <div className="mt-4">{actions(false)}</div>
        </section>

        <section aria-labelledby="legal-title" className="border-t border-slate-200 pt-6 text-sm text-slate-700">
          <h2 id="legal-title" className="font-semibold text-slate-900">
            {t('profile.legalTitle')}
          </h2>
          <p className="mt-2">{t('profile.legalAgent', { name: adviser.name, rsacCity: adviser.legal.rsacCity, rsacNumber: adviser.legal.rsacNumber })}</p>
          <p className="mt-1">
            {t('profile.legalNetwork', { network: adviser.legal.networkName, cardT: adviser.legal.cardTNumber, issuer: adviser.legal.cardTIssuer, insurer: adviser.legal.guaranteeInsurer, amount: adviser.legal.guaranteeAmount })}
          </p>
        </section>
      </div>
    </article>
  );
}

