import { DEFAULT_LOCALE, type Locale, splitLocalePrefix } from '../../../domain/i18n/locale';

/** A page's language is its URL's (decision 0015): '/en/…' is English, anything else French. */
export function localeOfUrl(url: URL): Locale {
  return splitLocalePrefix(url.pathname).locale ?? DEFAULT_LOCALE;
}
