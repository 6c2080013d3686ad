import { LANDING_LEAD_FIELDS, LANDING_LEAD_FORM, LEAD_REQUIRED_MESSAGE } from '../../../../domain/leads/schemas';
import { keptInputOf } from '../../../../server/forms/kept-input.server';
import { splitLocalePrefix } from '../../../../domain/i18n/locale';
import type { AgenceSite } from '../../../../domain/agence/site';
import { defineLoader, formIdempotencyKey } from '../../../blocks/loader-types';
import { fixedT } from '../../../i18n/instances.server';
import type { expertimoMLandingOneBlock } from './ExpertimoMLandingOne';
import { LANDING_FORM_ID, type LandingData, UTM_FIELDS } from './landing-form';
import { landingJsonLd } from './landing-json-ld';

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
  const url = ctx.url;
  const locale = splitLocalePrefix(url.pathname).locale ?? 'fr';
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
  return {
    data,
    seo: {
      title: t('agence:landing.documentTitle', { brand }),
      description: t('agence:landing.description'),
      jsonLd: landingJsonLd(site, t),
      ...(outcome === 'idle' ? {} : { noindex: true }),
    },
  };
});
