import { data as answer } from 'react-router';
import { LANDING_LEAD_FIELDS, LANDING_LEAD_FORM, LEAD_REQUIRED_MESSAGE } from '../../../../domain/leads/schemas';
import { keptInputOf } from '../../../../server/forms/kept-input.server';
import { splitLocalePrefix } from '../../../../domain/i18n/locale';
import type { AgenceSite } from '../../../../domain/agence/site';
import { defineLoader, formIdempotencyKey } from '../../../blocks/loader-types';
import { fixedT } from '../../../i18n/instances.server';
import type { expertimoMLandingOneBlock } from './ExpertimoMLandingOne';
import { LANDING_FORM_ID, type LandingData, UTM_FIELDS } from './landing-form';
import { agencyReviews } from '../agency-reviews.server';
import { landingJsonLd } from './landing-json-ld';
import { type LandingClaims, landingSector } from './landing-sector';

/** Campaign values from the landing URL: kept in hidden fields and in redirectTo, so they survive an error round trip. */
function utmOf(url: URL): LandingData['utm'] {
  const utm: LandingData['utm'] = {};
  for (const key of UTM_FIELDS) {
    const value = url.searchParams.get(key)?.trim().slice(0, 200);
    if (value) utm[key] = value;
  }
  return utm;
}

export const expertimoMLandingOneLoader = defineLoader<typeof expertimoMLandingOneBlock>(async (ctx) => {
  // The engine runs this loader only on agence sites.
  const site = ctx.site as AgenceSite;
  // Only an agency whose record has a landing of its own serves one (issue 38 item 6).
  const landing = site.settings.landing;
  if (!landing) throw answer(null, { status: 404 });
  const url = ctx.url;
  const locale = splitLocalePrefix(url.pathname).locale ?? 'fr';
  const { rating } = await agencyReviews(ctx.services, site.id);
  const claims: LandingClaims = { rating: rating?.value ?? null, reviewCount: rating?.count ?? 0, context: landing.context };
  const t = fixedT(locale);
  const utm = utmOf(url);
  const campaign = new URLSearchParams(Object.entries(utm));
  const query = campaign.size ? `?${campaign}` : '';
  const error = url.searchParams.get('erreur');
  // A refused post: its fields and messages come back from the visitor's own cookie, never from the URL.
  const kept = error !== null ? keptInputOf(ctx.request, LANDING_LEAD_FORM, LANDING_LEAD_FIELDS) : null;
  const refused = error === LEAD_REQUIRED_MESSAGE || (kept !== null && Object.keys(kept.fields).length > 0);
  // Only our own messages are shown back: a crafted link cannot put its text on the page.
  const outcome: LandingData['outcome'] = url.searchParams.get('envoye') === '1' ? 'sent' : refused ? 'invalid' : error !== null ? 'failed' : 'idle';
  const data: LandingData = {
    utm,
    pageUrl: `${url.origin}${url.pathname}${query}`,
    redirectTo: `${url.pathname}${query}#${LANDING_FORM_ID}`,
    idempotencyKey: formIdempotencyKey(ctx, 'landing'),
    outcome,
    message: outcome === 'invalid' && (error === LEAD_REQUIRED_MESSAGE || kept?.fields._form) ? LEAD_REQUIRED_MESSAGE : null,
    kept: outcome === 'invalid' ? kept : null,
  };
  const brand = site.settings.brand;
  const sector = landingSector(site.settings, brand, locale);
  return {
    data: { ...data, ...claims },
    seo: {
      title: t('agence:landing.documentTitle', { brand, town: sector.town }),
      description: t('agence:landing.description', { areas: sector.areasText }),
      jsonLd: landingJsonLd(site, sector, t),
      ...(outcome === 'idle' ? {} : { noindex: true }),
    },
  };
});
