import { useCallback } from 'react';
import { useTranslation } from './use-translation';
import { DEFAULT_LOCALE, isLocale, type Locale, localizePath } from '../../domain/i18n/locale';

/** The page's interface language (the one the server resolved; the browser starts from <html lang>). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/**
 * Local hrefs in the page's language: `const href = useLocalizedHref(); <Link to={href('/contact')}>`
 * gives '/en/contact' on an English page. External, mailto:, tel: and '#' hrefs pass unchanged.
 */
export function useLocalizedHref(): (href: string) => string {
  const locale = useLocale();
  return useCallback((href: string) => localizePath(href, locale), [locale]);
}
