import { data } from 'react-router';
import { fixedT } from '../../i18n/instances.server';
import { alertFormInputOf } from '../../../server/alerts/alert-form-body.server';
import { alertPrefillFromQuery } from '../../../domain/alerts/alert-from-search';
import { CONFIRM_API_PATH, UNSUBSCRIBE_API_PATH, validConfirmToken, validUnsubscribeSignature } from '../../../server/alerts/alert-links.server';
import { defineLoader } from '../../blocks/loader-types';
import type { ListingGoneData } from '../property/property-data';
import type { buyerAlertBlock } from './BuyerAlertForm.block';
import type { alertConfirmBlock, alertUnsubscribeBlock } from './AlertLinkPages.block';
import type { AlertConfirmData, AlertUnsubscribeData } from './AlertLinkPages';

const invalid = (status: 403 | 404) => data({ kind: 'alert-link-invalid' } satisfies ListingGoneData, { status });

const TITLES = {
  ask: 'listings:alertPages.confirmTitle',
  confirmed: 'listings:alertPages.confirmedTitle',
  unsubscribed: 'listings:alertPages.unsubscribedTitle',
} as const satisfies Record<AlertConfirmData['state'], string>;

/**
 * GET of the e-mailed double opt-in link: a page with one button, which posts to CONFIRM_API_PATH.
 * The GET changes nothing (issue 37): a mail gateway that opens every link confirms no one's alert.
 * An unknown token is a 404 page.
 */
export const alertConfirmLoader = defineLoader<typeof alertConfirmBlock>(async ({ services, site, url, locale }) => {
  const token = url.searchParams.get('jeton') ?? '';
  const found = validConfirmToken(token) ? await services.alerts.byToken(token) : undefined;
  if (!found || found.site_id !== site.id) throw invalid(404);
  const t = fixedT(locale);
  const state: AlertConfirmData['state'] = found.status === 'pending' ? 'ask' : found.status === 'active' ? 'confirmed' : 'unsubscribed';
  const action = `${CONFIRM_API_PATH}?jeton=${encodeURIComponent(token)}`;
  return { data: { state, action }, seo: { title: `${t(TITLES[state])} · ${site.name}`, noindex: true } };
});

/** GET of the signed unsubscribe link: a page with one button (prefetchers never unsubscribe anyone). */
export const alertUnsubscribeLoader = defineLoader<typeof alertUnsubscribeBlock>(async ({ services, site, url, locale }) => {
  const id = url.searchParams.get('alerte') ?? '';
  const signature = url.searchParams.get('signature') ?? '';
  if (!id || !signature || !validUnsubscribeSignature(services.alertLinkSecret, id, signature)) throw invalid(403);
  const alert = await services.alerts.byId(id);
  if (!alert || alert.site_id !== site.id) throw invalid(404);
  const t = fixedT(locale);
  const state: AlertUnsubscribeData['state'] = alert.status === 'unsubscribed' ? 'done' : 'ask';
  const action = `${UNSUBSCRIBE_API_PATH}?alerte=${encodeURIComponent(id)}&signature=${encodeURIComponent(signature)}`;
  return { data: { state, email: alert.email, action }, seo: { title: `${t(state === 'done' ? 'listings:alertPages.unsubscribedTitle' : 'listings:alertPages.unsubscribeTitle')} · ${site.name}`, noindex: true } };
});

/** The alert form's page: a plain post's outcome (?envoye=1 or ?erreur=…) and, on error, the input kept in its cookie. */
export const buyerAlertLoader = defineLoader<typeof buyerAlertBlock>(async ({ request, url }) => {
  const error = url.searchParams.get('erreur');
  const sent = url.searchParams.get('envoye') === '1';
  return { data: { path: url.pathname, sent, error: error ? error.slice(0, 300) : null, input: error ? alertFormInputOf(request) : alertPrefillFromQuery(url.searchParams) } };
});
