import type { RouterContextProvider } from 'react-router';
import type { Consent } from '../../domain/consent/consent';
import { type TrackingTag, trackingTag } from '../../domain/consent/tracking';
import { splitLocalePrefix } from '../../domain/i18n/locale';
import { consentContext } from '../context';

/** The page where the visitor reviews and changes the choice (the footers' 'Gérer les cookies'). */
export const CONSENT_PAGE_PATH = '/gestion-des-cookies';
/** Whether a path is the preferences page, in either language ('/gestion-des-cookies', '/en/gestion-des-cookies'): it is already the consent form, so no banner covers it. */
export function isConsentPage(pathname: string): boolean {
  return splitLocalePrefix(pathname.replace(/\/+$/, '') || '/').pathname === CONSENT_PAGE_PATH;
}

/** Where consent choices are posted (a plain form post, or the in-page form asking for JSON). */
export const CONSENT_ENDPOINT = '/api/consentement';

/** What the root loader sends to every page about consent. */
export interface ConsentView {
  consent: Consent;
  /** Whether the banner asks the question on this page. */
  banner: boolean;
  /** The site's tracking tag (G- or GTM- id), null for none. */
  tracking: TrackingTag | null;
}

/**
 * The banner shows until the visitor answers it, except in a frame (Sec-Fetch-Dest; an inline check
 * covers browsers without it), with `noCookies` in the query, and on the preferences page itself.
 */
export function consentView(request: Request, url: URL, context: Readonly<RouterContextProvider>, trackingId: unknown): ConsentView {
  const consent = context.get(consentContext);
  const dest = request.headers.get('sec-fetch-dest');
  const framed = dest === 'iframe' || dest === 'frame';
  const banner = !consent.decided && !framed && !url.searchParams.has('noCookies') && !isConsentPage(url.pathname);
  return { consent, banner, tracking: trackingTag(trackingId) };
}
