import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { formatPhonePairs, phoneHref } from '../../../domain/format/phone';
import { Drawer } from '../../ui/Drawer';
import { ManageCookiesLink } from '../../consent/ManageCookiesLink';
import { LanguageToggle } from '../../ui/LanguageToggle';
import type { PublicSite } from '../../site/public-site';
import { ImmoLogo } from '../immo/ImmoLogo';
import { agenceMenu, agenceSettings } from './agence-settings';

export function AgenceLayout({ site, children }: { site: PublicSite; children: ReactNode }) {
  const settings = agenceSettings(site.settings);
  const menu = agenceMenu(settings);
  const footerLink = 'block py-1 text-sm text-white/90 hover:underline';
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <a href="#contenu" className="skip-link">
          Aller au contenu
        </a>
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 lg:px-6">
          <Link to="/" aria-label={`${site.name}, accueil`} className="text-teal-brand">
            <ImmoLogo name={settings.brand} />
          </Link>
          <nav aria-label="Menu principal" className="ml-auto hidden items-center gap-1 lg:flex">
            {menu.map((m) => (
              <NavLink key={m.href} to={m.href} end className={({ isActive }) => `rounded px-3 py-2 text-sm font-medium ${isActive ? 'text-teal-brand underline underline-offset-8' : 'text-slate-800'}`}>
                {m.label}
              </NavLink>
            ))}
          </nav>
          <LanguageToggle className="ml-auto text-teal-brand lg:ml-2" />
          <div className="lg:hidden">
            <Drawer label="Menu" buttonClassName="flex h-10 w-10 items-center justify-center rounded-lg border border-slate-300">
              <nav aria-label="Menu mobile">
                {menu.map((m) => (
                  <Link key={m.href} to={m.href} className="block border-b border-slate-100 py-3 font-medium">
                    {m.label}
                  </Link>
                ))}
              </nav>
            </Drawer>
          </div>
        </div>
      </header>
      <div className="flex-1">{children}</div>
      <footer className="bg-teal-dark text-white">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3 lg:px-6">
          <nav aria-label="Liens du pied de page">
            <Link className={footerLink} to="/vendre">Vendre mon bien</Link>
            <Link className={footerLink} to="/recherche-bien">Acheter</Link>
            {settings.showLouer && <Link className={footerLink} to="/recherche-location">Louer</Link>}
            <Link className={footerLink} to="/actualites">Blog</Link>
            <Link className={footerLink} to="/contact">Contact</Link>
            <Link className={footerLink} to="/mentions-legales">Mentions légales</Link>
          </nav>
          <div>
            <h2 className="mb-2 text-sm font-semibold tracking-wide text-gold-soft uppercase">Nos secteurs</h2>
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
            <p className="mt-2">Du lundi au vendredi, 9h-18h</p>
          </div>
        </div>
        <div className="border-t border-white/15 px-4 py-4 text-center text-xs text-white/80">
          © {new Date().getFullYear()} {site.name} · <ManageCookiesLink className="underline" />
        </div>
      </footer>
    </div>
  );
}
