import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { formatPhonePairs, phoneHref } from '../../../domain/format/phone';
import { ManageCookiesLink } from '../../consent/ManageCookiesLink';
import { Drawer } from '../../ui/Drawer';
import type { PublicSite } from '../../site/public-site';
import { ImmoLogo } from '../immo/ImmoLogo';

export const RECRUTEMENT_MENU = [
  { label: 'Accueil', href: '/' },
  { label: 'Le réseau', href: '/reseau' },
  { label: 'Services', href: '/services' },
  { label: 'Tarifs', href: '/tarifs' },
  { label: 'Formations', href: '/formations' },
  { label: 'Réunion d’information', href: '/reunion-d-information' },
  { label: 'Témoignages', href: '/temoignages' },
  { label: 'Comparateur', href: '/comparateur-revenus' },
];

/** Sticky header; the current page's link carries a marker (aria-current and a gold bar). */
export function RecrutementLayout({ site, children }: { site: PublicSite; children: ReactNode }) {
  const brand = String(site.settings.brand ?? site.name);
  const phone = typeof site.settings.phone === 'string' ? site.settings.phone : '';
  const email = typeof site.settings.email === 'string' ? site.settings.email : '';
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <a href="#contenu" className="skip-link">
          Aller au contenu
        </a>
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 lg:px-6">
          <Link to="/" aria-label={`${site.name}, accueil`} className="text-teal-brand">
            <ImmoLogo name={brand} />
          </Link>
          <nav aria-label="Menu principal" className="ml-auto hidden items-center gap-1 xl:flex">
            {RECRUTEMENT_MENU.map((m) => (
              <NavLink
                key={m.href}
                to={m.href}
                end
                className={({ isActive }) =>
                  `relative rounded px-3 py-2 text-sm font-medium ${isActive ? 'text-teal-brand after:absolute after:inset-x-3 after:-bottom-[13px] after:h-1 after:rounded after:bg-gold-brand' : 'text-slate-800'}`
                }
              >
                {m.label}
              </NavLink>
            ))}
          </nav>
          <Link to="/reunion-d-information#inscription" className="ml-auto hidden rounded-full bg-gold-brand px-4 py-2 text-sm font-semibold text-white sm:inline-block xl:ml-2">
            Prendre RDV
          </Link>
          <div className="xl:hidden">
            <Drawer label="Menu" buttonClassName="flex h-10 w-10 items-center justify-center rounded-lg border border-slate-300">
              <nav aria-label="Menu mobile">
                {RECRUTEMENT_MENU.map((m) => (
                  <NavLink key={m.href} to={m.href} end className={({ isActive }) => `block border-b border-slate-100 py-3 font-medium ${isActive ? 'text-teal-brand' : ''}`}>
                    {m.label}
                  </NavLink>
                ))}
              </nav>
            </Drawer>
          </div>
        </div>
      </header>
      <div className="flex-1">{children}</div>
      <footer className="bg-teal-dark text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:flex-row sm:justify-between lg:px-6">
          <nav aria-label="Liens du pied de page" className="grid grid-cols-2 gap-x-8 text-sm">
            {RECRUTEMENT_MENU.map((m) => (
              <Link key={m.href} to={m.href} className="py-1 text-white/90 hover:underline">
                {m.label}
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
            <p className="mt-2">
              <Link to="/mentions-legales" className="underline">Mentions légales</Link>
            </p>
            <p className="mt-2">
              <ManageCookiesLink className="underline" />
            </p>
          </div>
        </div>
        <div className="border-t border-white/15 px-4 py-4 text-center text-xs text-white/80">© {new Date().getFullYear()} {brand}</div>
      </footer>
    </div>
  );
}
