import { createCookie, type MiddlewareFunction } from 'react-router';
import { type LocaleSurface, resolveLocale } from '../../domain/i18n/locale';
import { resolveHost } from '../../domain/sites/host';
import { localeContext } from './context';

/**
 * The visitor's last language choice. A preference the visitor asked for, read only by this site:
 * exempt from consent (CNIL, interface customisation cookies), see decision 0015.
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

/**
 * Resolves the interface language once per request (URL prefix, then for the directory and the API
 * an explicit ?lng= or the stored choice, then French) into localeContext, and stores the language
 * of each page or directory view as the visitor's choice.
 */
export const localeMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const surface: LocaleSurface = url.pathname.startsWith('/api/') ? 'api' : isDirectoryHost(url.host) ? 'directory' : 'page';
  const stored = await storedLocale(request);
  const locale = resolveLocale({ pathname: url.pathname, surface, stored, requested: url.searchParams.get('lng') });
  context.set(localeContext, locale);
  const response = await next();
  if (surface !== 'api' && stored !== locale) response.headers.append('Set-Cookie', await localeCookie.serialize(locale));
  return response;
};
