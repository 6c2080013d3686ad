import { useTranslation } from '../i18n/use-translation';
import { useLocation } from 'react-router';
import { Link } from '../ui/Link';
import { useLocalizedHref } from '../i18n/hooks';
import { CONSENT_PAGE_PATH } from './consent-data';
import { ConsentForm } from './ConsentForm';

/** The three choices look alike (CNIL: refusing must be as easy as accepting). */
export const CONSENT_CHOICE_CLASS =
  'inline-flex min-h-11 min-w-40 flex-1 items-center justify-center rounded-lg border-2 border-slate-900 bg-slate-900 px-4 py-2 text-center text-sm font-semibold text-white no-underline hover:bg-slate-700 sm:flex-none';

/** The link to the preferences page, coming back to where the visitor was. */
export function consentPageHref(returnTo: string): string {
  return `${CONSENT_PAGE_PATH}?retour=${encodeURIComponent(returnTo)}`;
}

/**
 * The cookie banner: 'Tout accepter', 'Tout refuser' and 'Personnaliser', equally visible. Fixed to
 * the bottom of the viewport, so it never moves the page; shown once complete, so it never moves
 * itself while the document streams in. Plain forms: it works without JavaScript.
 */
export function ConsentBanner() {
  const { t } = useTranslation('consent');
  const location = useLocation();
  const href = useLocalizedHref();
  const here = `${location.pathname}${location.search}${location.hash}`;
  return (
    <section
      id="consentement"
      aria-labelledby="consent-title"
      className="consent-banner fixed inset-x-0 bottom-0 z-[90] border-t border-slate-300 bg-white text-slate-900 shadow-[0_-4px_24px_rgba(0,0,0,0.15)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 lg:flex-row lg:items-center lg:gap-8 lg:px-6">
        <div className="flex-1 text-sm">
          <h2 id="consent-title" className="text-base font-semibold">
            {t('banner.title')}
          </h2>
          <p className="mt-1 text-slate-700">
            {t('banner.text')}
          </p>
        </div>
        <ConsentForm className="flex flex-wrap gap-2" returnTo={here} label={t('banner.label')}>
          <button type="submit" name="choice" value="all" className={CONSENT_CHOICE_CLASS}>
            {t('choice.acceptAll')}
          </button>
          <button type="submit" name="choice" value="none" className={CONSENT_CHOICE_CLASS}>
            {t('choice.refuseAll')}
          </button>
          <Link to={href(consentPageHref(here))} className={CONSENT_CHOICE_CLASS}>
            {t('banner.customize')}
          </Link>
        </ConsentForm>
      </div>
      {/* Shows the banner once complete (app.css): painted before its buttons arrive, it would grow upwards and move its text. */}
      <span className="consent-banner-end" hidden />
    </section>
  );
}
