import type { InitOptions } from 'i18next';
import { DEFAULT_LOCALE, LOCALES } from '../../domain/i18n/locale';
import { NAMESPACES } from './namespaces';

/** The i18next options shared by the server (one instance per request) and the browser. */
export const i18nOptions = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  // React escapes what it renders; escaping here too would show '&amp;'.
  interpolation: { escapeValue: false },
  // Every namespace of the page's locale is loaded before rendering: no suspense, no flash of keys.
  react: { useSuspense: false },
} satisfies InitOptions;
