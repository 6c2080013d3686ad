import type { RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { normalizeHost } from '../../domain/sites/host';
import { sendError } from '../http/error-page.server';

/** Set by the edge on every back-office request: the client address the sign-in limits count. */
export const CLIENT_IP_HEADER = 'x-vitrine-client-ip';

/** The back-office's paths, in French and under /en. */
export const BACKOFFICE_PATH = /^\/(en\/)?gestion(\/|$)/;

/** The network CRM's API (issue 34): served on the operator host, beside the back-office. */
export const CRM_API_PATH = /^\/api\/v1(\/|$)/;

/**
 * The back-office ships no JavaScript at all (every page a server-rendered form): its policy allows
 * no script, no frame, no third party, forms to itself only.
 */
export const BACKOFFICE_CSP = "default-src 'none'; script-src 'none'; style-src 'self'; img-src 'self' data:; font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The two pages that load the passkey script (decision 0090): the sign-in page and 'Mon compte'. Their
 * policy allows one script, carrying this response's nonce, and fetches to the host itself; every
 * other back-office page keeps `script-src 'none'`.
 */
export const PASSKEY_PAGES = /^\/(en\/)?gestion\/(connexion|compte)\/?$/;

/** The news post pages, which load the rich-text editor (decision 0104) under the same nonce policy. */
export const RICH_TEXT_PAGES = /^\/(en\/)?gestion\/sites\/[^/]+\/actualites\/[^/]+\/?$/;

export function passkeyPageCsp(nonce: string): string {
  return BACKOFFICE_CSP.replace("script-src 'none'", `script-src 'nonce-${nonce}'; connect-src 'self'`);
}

/**
 * The page editor (decision 0098): its page loads Puck's script and stylesheet (built apart, on this
 * host) with the nonce, and saves by same-origin fetch; Puck's drag and drop sets element styles from
 * script, which the policy's `style-src 'self'` does not govern.
 */
export const PAGE_EDITOR_PAGES = /^\/(en\/)?gestion\/sites\/[^/]+\/page\/?$/;

/** A POST from another origin than the operator host itself: refused (CSRF), stricter than the public sites' same-site rule. */
export function isForeignPost(headers: { host?: string; origin?: string; 'sec-fetch-site'?: string }): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite) return fetchSite !== 'same-origin';
  const origin = headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host.toLowerCase() !== (headers.host ?? '').toLowerCase();
  } catch {
    return true;
  }
}

/**
 * On the operator host (ADMIN_HOST): private answers (`private, no-store`, never the render cache),
 * `noindex`, a referrer for its own pages only (a sign-in link's token never leaves the host), the strict policy above, foreign posts
 * refused with 403, and every other path sent to /gestion (but /img: the media library and the page
 * editor's picker show the site's images). Other hosts go on untouched (their /gestion is a 404 of the
 * site, answered by the back-office routes themselves).
 */
export function backofficeEdge(adminHost: () => string | null, development: boolean): RequestHandler {
  return (req, res, next) => {
    const admin = adminHost();
    if (!admin || normalizeHost(req.hostname || req.headers.host || '') !== admin) return next();
    res.locals.backOffice = true;
    // The client's address as Express reads it (TRUST_PROXY): the sign-in limits count per client. Always overwritten, never the client's own.
    req.headers[CLIENT_IP_HEADER] = ipKeyGenerator(req.ip ?? 'inconnue');
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Referrer-Policy', 'same-origin');
    // Vite's development server injects its client and styles inline: the app's usual policy then.
    if (!development) res.setHeader('Content-Security-Policy', (PASSKEY_PAGES.test(req.path) || PAGE_EDITOR_PAGES.test(req.path) || RICH_TEXT_PAGES.test(req.path)) && res.locals.nonce ? passkeyPageCsp(String(res.locals.nonce)) : BACKOFFICE_CSP);
    if (req.method === 'POST' && isForeignPost(req.headers as Record<string, string>)) {
      sendError(req, res, 403, 'Envoi refusé', 'Ce formulaire doit être envoyé depuis le back-office lui-même.');
      return;
    }
    if (!BACKOFFICE_PATH.test(req.path) && !CRM_API_PATH.test(req.path) && !req.path.startsWith('/assets/') && !req.path.startsWith('/img/') && req.path !== '/favicon.ico') {
      res.redirect(302, req.path.startsWith('/en/') || req.path === '/en' ? '/en/gestion' : '/gestion');
      return;
    }
    next();
  };
}
