import { createCookie, type MiddlewareFunction } from 'react-router';
import { isLocale, LANGUAGE_CHOICE_PARAM, type LocaleSurface, resolveLocale, withoutLanguageChoice } from '../../domain/i18n/locale';
import { resolveHost } from '../../domain/sites/host';
import { localeContext } from './context';

/**
 * The visitor's language choice, stored only when they pick one with a toggle (never on a plain page
 * view: a cookie the visitor did not ask for, and a response a CDN would not cache). A preference the
 * visitor asked for, read only by this site: exempt from consent (CNIL, interface customisation
 * cookies), see decisions 0015 and 0081.
 */
export const localeCookie = createCookie('lng', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: 60 * 60 * 24 * 365 });

const NO_SITES = { hosts: new Map<string, string>(), siteIds: new Set<string>() };
const isDirectoryHost = (host: string) => resolveHost(host, NO_SITES).kind === 'directory';

async function storedLocale(request: Request): Promise<string | null> {
  try {
    const value: unknown = await localeCookie.parse(request.headers.get('cookie'));
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** The path of the same host's page a request came from (forms and lookups send a Referer), or null. */
function sendingPage(request: Request, url: URL): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.host === url.host && !isDirectoryHost(from.host) ? from.pathname : null;
  } catch {
    return null;
  }
}

/**
 * Resolves the interface language once per request (URL prefix, then for the directory and the API an
 * explicit ?lng=, the sending page's language, the stored choice, then French) into localeContext. A
 * toggle's link (?lng=) stores the choice and redirects to the same URL without the parameter; no
 * other response sets the cookie.
 */
export const localeMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const surface: LocaleSurface = url.pathname.startsWith('/api/') ? 'api' : isDirectoryHost(url.host) ? 'directory' : 'page';
  const requested = url.searchParams.get(LANGUAGE_CHOICE_PARAM);
  if (surface !== 'api' && request.method === 'GET' && isLocale(requested)) {
    return new Response(null, {
      status: 303,
      headers: { Location: withoutLanguageChoice(url), 'Set-Cookie': await localeCookie.serialize(requested), 'Cache-Control': 'private, no-store' },
    });
  }
  const stored = await storedLocale(request);
  const locale = resolveLocale({ pathname: url.pathname, surface, stored, requested, fromPage: surface === 'api' ? sendingPage(request, url) : null });
  context.set(localeContext, locale);
  return next();
};
