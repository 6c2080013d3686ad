import type { RequestHandler } from 'express';
import { sendError } from './error-page.server';

/** The registrable part of a host, approximately: its last two labels (diag-paris15.diageo.fr → diageo.fr). */
function siteOf(host: string): string {
  const name = host.replace(/:\d+$/, '').replace(/\.$/, '').toLowerCase();
  return name.split('.').slice(-2).join('.');
}

/**
 * Refuses a POST another website's page makes a browser send (CSRF): Fetch Metadata first
 * (`Sec-Fetch-Site: cross-site`), else an `Origin` from another site, or `Origin: null`. Same-site
 * forms pass, and so do server-to-server calls (the spec's X-Site calls), which send neither header.
 */
export function isCrossSitePost(headers: { host?: string; origin?: string; 'sec-fetch-site'?: string }): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite) return fetchSite === 'cross-site';
  const origin = headers.origin;
  if (origin === undefined) return false;
  if (origin === 'null') return true;
  try {
    return siteOf(new URL(origin).host) !== siteOf(headers.host ?? '');
  } catch {
    return true;
  }
}

export const refuseCrossSitePosts: RequestHandler = (req, res, next) => {
  if (req.method !== 'POST' || !isCrossSitePost(req.headers as Record<string, string>)) return next();
  sendError(req, res, 403, 'Envoi refusé', 'Ce formulaire doit être envoyé depuis le site lui-même.');
};
