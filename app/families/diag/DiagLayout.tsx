import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../ui/Link';
import type { DiagPublicSite } from '../../../domain/diag/site';
import { ManageCookiesLink } from '../../consent/ManageCookiesLink';
import { useLocalizedHref } from '../../i18n/hooks';
import { DiagFooter } from './DiagFooter';
import { DiagHeader } from './DiagHeader';
import { DiagLogo } from './DiagLogo';

/**
 * The under-construction variant's minimal chrome: a way home from any of its pages (its no-JS
 * freebie page included) and the legal links every page that collects data needs (issue 17 item 1).
 */
function UnderConstructionChrome({ site, children }: { site: DiagPublicSite; children: ReactNode }) {
  const { t } = useTranslation(['diag', 'common']);
  const href = useLocalizedHref();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center px-4 py-3 lg:px-6">
          <Link to={href('/')} className="flex items-center gap-2 font-bold text-diag-900 no-underline">
            <DiagLogo className="h-9 w-9" />
            <span>{site.name}</span>
            <span className="sr-only">{t('layout.backHome')}</span>
          </Link>
        </div>
      </header>
      <div className="flex-1">{children}</div>
      <footer className="bg-diag-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-xs text-white/80 sm:flex-row sm:justify-between lg:px-6">
          <span>{t('common:copyright', { year: new Date().getFullYear(), name: site.name })}</span>
          <span className="flex gap-4">
            <Link to={href('/mentions-legales')} className="text-white underline">
              {t('common:legalNotice')}
            </Link>
            <Link to={href('/mentions-legales#donnees-personnelles')} className="text-white underline">
              {t('layout.personalData')}
            </Link>
            <ManageCookiesLink className="text-white underline" />
          </span>
        </div>
      </footer>
    </div>
  );
}

export function DiagLayout({ site, children }: { site: DiagPublicSite; children: ReactNode }) {
  if (site.settings.underConstruction === true) return <UnderConstructionChrome site={site}>{children}</UnderConstructionChrome>;
  return (
    <div className="flex min-h-screen flex-col">
      <DiagHeader site={site} />
      <div className="flex-1">{children}</div>
      <DiagFooter site={site} />
    </div>
  );
}
