import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { NavLink } from 'react-router';
import { Link } from '../../ui/Link';
import { formatPhonePairs, phoneHref } from '../../../domain/format/phone';
import { ManageCookiesLink } from '../../consent/ManageCookiesLink';
import { useLocalizedHref } from '../../i18n/hooks';
import { LanguageToggle } from '../../ui/LanguageToggle';
import { MobileMenu } from '../../ui/MobileMenu';
import type { RecrutementPublicSite } from '../../../domain/recrutement/site';
import { BrandHeader } from '../../network/brand/BrandHeader';
import { RECRUTEMENT_MENUS } from './navigation';

const { menu: MENU, footer: FOOTER, legal: LEGAL } = RECRUTEMENT_MENUS;

/** Sticky header; the current page's link carries a marker (aria-current and a gold bar). */
export function RecrutementLayout({ site, children }: { site: RecrutementPublicSite; children: ReactNode }) {
  const { t } = useTranslation(['recrutement', 'common']);
  const href = useLocalizedHref();
  const brand = site.settings.brand || site.name;
  const phone = site.settings.phone ?? '';
  const email = site.settings.email ?? '';
  return (
    <div className="flex min-h-screen flex-col">
      <BrandHeader siteName={site.name} brand={brand}>
        <nav aria-label={t('common:mainMenu')} className="ml-auto hidden items-center gap-0.5 xl:flex">
          {MENU.map((m) => (
            <NavLink
              key={m.href}
              to={href(m.href ?? '/')}
              end
              className={({ isActive }) =>
                `relative rounded px-2 py-2 text-sm font-medium whitespace-nowrap ${isActive ? 'text-teal-brand after:absolute after:inset-x-2 after:-bottom-[13px] after:h-1 after:rounded after:bg-gold-brand' : 'text-slate-800'}`
              }
            >
              {t(m.label)}
            </NavLink>
          ))}
        </nav>
        <LanguageToggle shownFrom="sm" className="ml-auto text-teal-brand xl:ml-2" />
        <Link to={href('/reunion-d-information#inscription')} className="hidden rounded-full bg-gold-brand px-4 py-2 text-sm font-semibold whitespace-nowrap text-white sm:inline-block">
          {t('menu.bookAppointment')}
        </Link>
        {/* A <details> menu: it opens without JavaScript, so content pages ship none. */}
        <MobileMenu className="ml-auto sm:ml-0 xl:hidden" panelClassName="absolute inset-x-0 top-16 z-40 max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white p-4 shadow-xl">
          {MENU.map((m) => (
            <NavLink key={m.href} to={href(m.href ?? '/')} end className={({ isActive }) => `block border-b border-slate-100 py-3 font-medium ${isActive ? 'border-l-4 border-l-gold-brand pl-3 text-teal-brand' : 'text-slate-900'}`}>
              {t(m.label)}
            </NavLink>
          ))}
          <Link to={href('/reunion-d-information#inscription')} className="mt-4 block rounded-full bg-teal-brand px-4 py-3 text-center font-semibold text-white">
            {t('menu.bookAppointment')}
          </Link>
          <LanguageToggle className="mt-4 text-teal-brand" />
        </MobileMenu>
      </BrandHeader>
      <div className="flex-1">{children}</div>
      <footer className="bg-teal-dark text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:flex-row sm:justify-between lg:px-6">
          <nav aria-label={t('common:footerLinks')} className="grid grid-cols-2 gap-x-8 text-sm">
            {FOOTER.flatMap((group) => group.links).map((m) => (
              <Link key={m.href} to={href(m.href ?? '/')} className="py-1 text-white/90 hover:underline">
                {t(m.label)}
              </Link>
            ))}
          </nav>
          <div className="text-sm text-white/90">
            {phone && (
              <p>
                <a href={phoneHref(phone)} className="hover:underline">{formatPhonePairs(phone)}</a>
              </p>
            )}
            {email && (
              <p>
                <a href={`mailto:${email}`} className="hover:underline">{email}</a>
              </p>
            )}
            <ul className="mt-3 space-y-1">
              {LEGAL.map((m) => (
                <li key={m.href}>
                  <Link to={href(m.href ?? '/')} className="underline">{t(m.label)}</Link>
                </li>
              ))}
              <li>
                <ManageCookiesLink className="underline" />
              </li>
            </ul>
          </div>
        </div>
        <div className="border-t border-white/15 px-4 py-4 text-center text-xs text-white/80">{t('common:copyright', { year: new Date().getFullYear(), name: brand })}</div>
      </footer>
    </div>
  );
}
