import { useTranslation } from '../i18n/use-translation';
import { useLocation } from 'react-router';
import { type Locale, LOCALES, localizePath, withLanguageChoice } from '../../domain/i18n/locale';
import { useLocale } from '../i18n/hooks';

/**
 * The specs' fr/en toggle: real links to the same page in each language (plain links: the new
 * language's catalogues come with a fresh document, and it works without JavaScript). The current
 * language carries aria-current. `hrefFor` serves pages whose URL has no language (the directory).
 * Each link carries ?lng=: only that request stores the choice (a cookie), never a plain page view.
 */
// Literal class names (Tailwind generates only what it reads). A caller's 'hidden' next to our own
// 'inline-flex' lost to it: the headers' toggle showed on phones, over the diagnostics site's logo.
const SHOWN_FROM = { always: 'inline-flex', sm: 'hidden sm:inline-flex', md: 'hidden md:inline-flex' } as const;

export function LanguageToggle({ className = '', hrefFor, shownFrom = 'always' }: {
  className?: string;
  hrefFor?: (locale: Locale) => string;
  /** The width from which it shows (the headers' small-screen menus carry their own). */
  shownFrom?: keyof typeof SHOWN_FROM;
}) {
  const { t } = useTranslation();
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  // The link says it is a choice (?lng=): the server stores it and redirects to the clean URL.
  const href = (locale: Locale) => withLanguageChoice(hrefFor ? hrefFor(locale) : localizePath(`${pathname}${search}${hash}`, locale), locale);
  return (
    <div className={`${SHOWN_FROM[shownFrom]} overflow-hidden rounded-full border border-current text-xs font-semibold ${className}`} role="group" aria-label={t('language.label')}>
      {LOCALES.map((locale) => (
        <a
          key={locale}
          href={href(locale)}
          hrefLang={locale}
          lang={locale}
          aria-label={t(`language.${locale}`)}
          aria-current={locale === current ? 'true' : undefined}
          className={`px-2.5 py-1 uppercase ${locale === current ? 'bg-current/15' : 'hover:underline'}`}
        >
          {locale}
        </a>
      ))}
    </div>
  );
}
