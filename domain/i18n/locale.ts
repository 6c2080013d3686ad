/**
 * The interface languages and the rules that pick one per request (issue 10 item 4, decision 0015).
 * Pure: the caller hands in the path, what kind of request it is and the stored choice.
 */
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** French is the default: unprefixed URLs are French, and so is any request that says nothing. */
export const DEFAULT_LOCALE: Locale = 'fr';

/** The BCP 47 tags the formatters use (dates, numbers). */
export const LOCALE_TAGS: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The non-default locales appear as the first path segment: '/en/contact'. */
const PREFIXED = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/**
 * '/en/contact' → { locale: 'en', pathname: '/contact' }; '/en' → { locale: 'en', pathname: '/' };
 * '/contact' or '/english' → { locale: null, pathname unchanged }.
 */
export function splitLocalePrefix(pathname: string): { locale: Locale | null; pathname: string } {
  for (const locale of PREFIXED) {
    const prefix = `/${locale}`;
    if (pathname === prefix) return { locale, pathname: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, pathname: pathname.slice(prefix.length) };
  }
  return { locale: null, pathname };
}

/**
 * Where a request's language comes from:
 * - a site page: its URL only (a prefix or not), so each URL has one language for crawlers and caches;
 * - the directory and the API (no language in their URLs): the URL prefix if any, then an explicit
 *   ?lng= (a toggle), then for the API the language of the site page that sent it (its Referer), then
 *   the choice the visitor made with a toggle (stored in a cookie), then French.
 */
export type LocaleSurface = 'page' | 'directory' | 'api';

export function resolveLocale(input: {
  pathname: string;
  surface: LocaleSurface;
  requested?: string | null;
  stored?: string | null;
  /** For the API: the path of the same site's page the request came from (null when unknown). */
  fromPage?: string | null;
}): Locale {
  const fromUrl = splitLocalePrefix(input.pathname).locale;
  if (fromUrl) return fromUrl;
  if (input.surface === 'page') return DEFAULT_LOCALE;
  if (isLocale(input.requested)) return input.requested;
  if (input.surface === 'api' && typeof input.fromPage === 'string') return splitLocalePrefix(input.fromPage).locale ?? DEFAULT_LOCALE;
  if (isLocale(input.stored)) return input.stored;
  return DEFAULT_LOCALE;
}

/**
 * The query parameter a language toggle adds to its links: the one request that stores the visitor's
 * choice (the `lng` cookie), answered by a redirect to the same URL without it. A plain page view
 * stores nothing (issue 38 item 15).
 */
export const LANGUAGE_CHOICE_PARAM = 'lng';

/** '/en/contact?a=1#b' chosen in English → '/en/contact?a=1&lng=en#b'. */
export function withLanguageChoice(href: string, locale: Locale): string {
  const cut = href.indexOf('#');
  const [base, hash] = cut === -1 ? [href, ''] : [href.slice(0, cut), href.slice(cut)];
  const query = base.indexOf('?');
  const params = new URLSearchParams(query === -1 ? '' : base.slice(query + 1));
  params.set(LANGUAGE_CHOICE_PARAM, locale);
  return `${query === -1 ? base : base.slice(0, query)}?${params.toString()}${hash}`;
}

/** The URL a language choice redirects to: the same path and query, its `lng` parameter removed. */
export function withoutLanguageChoice(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete(LANGUAGE_CHOICE_PARAM);
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/** An href that leaves the site (scheme, protocol-relative) or stays on the page (#, ?) is left alone. */
function isLocalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * The same local path in another locale: localizePath('/contact', 'en') → '/en/contact';
 * localizePath('/en/contact', 'fr') → '/contact'; localizePath('/?a=1#b', 'en') → '/en/?a=1#b'.
 * Anything that is not a local absolute path (https:, mailto:, tel:, #top, ?q=) comes back unchanged.
 */
export function localizePath(href: string, locale: Locale): string {
  if (!isLocalPath(href)) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  const bare = splitLocalePrefix(path).pathname;
  if (locale === DEFAULT_LOCALE) return `${bare}${rest}`;
  return `/${locale}${bare === '/' ? '/' : bare}${rest}`;
}

export interface LocaleAlternate {
  hreflang: Locale | 'x-default';
  href: string;
}

/** The page's URL in every locale, plus x-default (the French one), for <link rel="alternate" hreflang>. */
export function localeAlternates(origin: string, pathname: string): LocaleAlternate[] {
  const bare = splitLocalePrefix(pathname).pathname;
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: `${origin}${localizePath(bare, locale)}` })),
    { hreflang: 'x-default' as const, href: `${origin}${localizePath(bare, DEFAULT_LOCALE)}` },
  ];
}
