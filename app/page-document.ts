import { DEFAULT_LOCALE, isLocale, type Locale } from '../domain/i18n/locale';
import { type Family, isFamily } from '../domain/sites/site';

/** What the server wrote on <html> for the browser: the page's family (data-family)… */
export function pageFamily(): Family | null {
  const declared = document.documentElement.dataset.family;
  return declared && isFamily(declared) ? declared : null;
}

/** …and its language (lang). */
export function pageLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}
