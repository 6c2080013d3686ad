import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { NavLink, useRouteLoaderData } from 'react-router';
import { Link } from '../../ui/Link';
import { formatPhonePairs, phoneHref } from '../../../domain/format/phone';
import { ManageCookiesLink } from '../../consent/ManageCookiesLink';
import { useLocalizedHref } from '../../i18n/hooks';
import { LanguageToggle } from '../../ui/LanguageToggle';
import { MobileMenu } from '../../ui/MobileMenu';
import type { AgencePublicSite } from '../../../domain/agence/site';
import { BrandHeader } from '../../network/brand/BrandHeader';
import { agenceFooterLinks, agenceMenu } from './agence-settings';
import { STANDALONE_BLOCKS } from './blocks';

/** True when the page is a landing page that draws its own header and footer. */
function useStandalonePage(): boolean {
  const page = useRouteLoaderData('page') as { blocks?: Array<{ type: string }> } | undefined;
  const home = useRouteLoaderData('home-page') as { blocks?: Array<{ type: string }> } | undefined;
  return ((page ?? home)?.blocks ?? []).some((b) => STANDALONE_BLOCKS.has(b.type));
}

export function AgenceLayout({ site, children }: { site: AgencePublicSite; children: ReactNode }) {
  const { t } = useTranslation(['agence', 'common']);
  const href = useLocalizedHref();
  const settings = site.settings;
  const menu = agenceMenu(settings);
  const standalone = useStandalonePage();
  if (standalone) return <>{children}</>;
  const footerLink = 'block py-1 text-sm text-white/90 hover:underline';
  return (
    <div className="flex min-h-screen flex-col">
      <BrandHeader siteName={site.name} brand={settings.brand}>
        <nav aria-label={t('common:mainMenu')} className="ml-auto hidden items-center gap-1 lg:flex">
          {menu.map((m) => (
            <NavLink key={m.href} to={href(m.href ?? '/')} end className={({ isActive }) => `rounded px-3 py-2 text-sm font-medium ${isActive ? 'text-teal-brand underline underline-offset-8' : 'text-slate-800'}`}>
              {t(m.label)}
            </NavLink>
          ))}
        </nav>
        <LanguageToggle className="ml-auto text-teal-brand lg:ml-2" />
        <MobileMenu className="relative lg:hidden" panelClassName="absolute right-0 z-50 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
          {menu.map((m) => (
            <Link key={m.href} to={href(m.href ?? '/')} className="block border-b border-slate-100 py-3 font-medium">
              {t(m.label)}
            </Link>
          ))}
        </MobileMenu>
      </BrandHeader>
      <div className="flex-1">{children}</div>
      <footer className="bg-teal-dark text-white">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3 lg:px-6">
          <nav aria-label={t('common:footerLinks')}>
            {agenceFooterLinks(settings).map((m) => (
              <Link key={m.href} className={footerLink} to={href(m.href ?? '/')}>
                {t(m.label)}
              </Link>
            ))}
          </nav>
          <div>
            <h2 className="mb-2 text-sm font-semibold tracking-wide text-gold-soft uppercase">{t('footer.ourAreas')}</h2>
            <ul className="text-sm text-white/90">
              {settings.listCities.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
          <div className="text-sm text-white/90">
            {settings.showAddress && settings.address && <p>{settings.address}</p>}
            {settings.numeroTel && (
              <p>
                <a href={phoneHref(settings.numeroTel)} className="hover:underline">{formatPhonePairs(settings.numeroTel)}</a>
              </p>
            )}
            {settings.email && (
              <p>
                <a href={`mailto:${settings.email}`} className="hover:underline">{settings.email}</a>
              </p>
            )}
            <p className="mt-2">{t('footer.openingHours')}</p>
          </div>
        </div>
        <div className="border-t border-white/15 px-4 py-4 text-center text-xs text-white/80">
          {t('common:copyright', { year: new Date().getFullYear(), name: site.name })} · <ManageCookiesLink className="underline" />
        </div>
      </footer>
    </div>
  );
}
