import { Link } from 'react-router';
import { Drawer } from '../../ui/Drawer';
import { Dropdown } from '../../ui/Dropdown';
import { ChevronDownIcon } from '../../ui/icons';
import { LanguageToggle } from '../../ui/LanguageToggle';
import { useScrolledPast } from '../../ui/useScrolledPast';
import type { ImmoPublicSite } from '../../../domain/immo/site';
import { siblingSetting, siblingUrl } from '../../site/sibling';
import { ImmoLogo } from './ImmoLogo';
import { immoMenu, type MenuEntry } from './immo-menu';

function hrefOf(entry: MenuEntry, site: ImmoPublicSite): string | null {
  if (entry.recruitmentPath) return siblingUrl(site, siblingSetting(site.settings, 'recruitmentSite'), entry.recruitmentPath);
  return entry.href ?? null;
}

function EntryLink({ entry, site, className }: { entry: MenuEntry; site: ImmoPublicSite; className: string }) {
  const href = hrefOf(entry, site);
  if (!href) return null;
  return entry.recruitmentPath ? (
    <a href={href} className={className} target="_blank" rel="noopener">
      {entry.label}
    </a>
  ) : (
    <Link to={href} className={className}>
      {entry.label}
    </Link>
  );
}

const item = 'block rounded px-3 py-2 text-sm text-slate-800 hover:bg-gold-light';

function DesktopEntry({ entry, site, nested = false }: { entry: MenuEntry; site: ImmoPublicSite; nested?: boolean }) {
  if (!entry.children) return <EntryLink entry={entry} site={site} className={nested ? item : 'rounded px-3 py-2 text-sm font-medium hover:text-gold-brand'} />;
  return (
    <Dropdown
      className="relative"
      summaryClassName={nested ? `${item} flex items-center justify-between gap-2` : 'flex items-center gap-1 rounded px-3 py-2 text-sm font-medium hover:text-gold-brand'}
      summary={
        <>
          {entry.label} <ChevronDownIcon className={nested ? 'h-4 w-4 -rotate-90' : 'h-4 w-4'} />
        </>
      }
      panelClassName={`absolute z-50 w-60 rounded-lg border border-slate-200 bg-white p-2 text-slate-900 shadow-xl ${nested ? 'top-0 left-full ml-1' : 'mt-2'}`}
    >
      <ul>
        {entry.href && (
          <li>
            <EntryLink entry={{ label: `Tout « ${entry.label} »`, href: entry.href }} site={site} className={item} />
          </li>
        )}
        {entry.children.map((child) => (
          <li key={child.label}>
            <DesktopEntry entry={child} site={site} nested />
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}

function MobileEntry({ entry, site }: { entry: MenuEntry; site: ImmoPublicSite }) {
  if (!entry.children) return <EntryLink entry={entry} site={site} className="block border-b border-slate-100 py-3 font-medium" />;
  return (
    <details className="border-b border-slate-100">
      <summary className="flex items-center justify-between py-3 font-medium">
        {entry.label} <ChevronDownIcon />
      </summary>
      <ul className="pb-2 pl-3">
        {entry.href && (
          <li>
            <EntryLink entry={{ label: entry.label, href: entry.href }} site={site} className="block py-2 text-sm" />
          </li>
        )}
        {entry.children.map((child) => (
          <li key={child.label}>
            <MobileEntry entry={child} site={site} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Fixed 72 px bar; turns opaque once the page is scrolled more than 8 px (wide screens). */
export function ImmoHeader({ site }: { site: ImmoPublicSite }) {
  const scrolled = useScrolledPast(8);
  const brand = String(site.settings.brand ?? site.name);
  const menu = immoMenu(brand);
  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 h-[72px] border-b text-slate-900 transition-colors ${scrolled ? 'border-slate-200 bg-white shadow-sm' : 'border-transparent bg-white lg:bg-white/85 lg:backdrop-blur'}`}
    >
      <a href="#contenu" className="skip-link">
        Aller au contenu
      </a>
      <div className="mx-auto flex h-full max-w-7xl items-center gap-4 px-4 lg:px-6">
        <Link to="/" aria-label={`${brand}, accueil`} className="text-teal-brand">
          <ImmoLogo name={brand} />
        </Link>
        <nav aria-label="Menu principal" className="ml-4 hidden items-center gap-1 xl:flex">
          {menu.map((entry) => (
            <DesktopEntry key={entry.label} entry={entry} site={site} />
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-3">
          <LanguageToggle className="hidden text-teal-brand sm:inline-flex" />
          <Link to="/conseillers-immobiliers" className="hidden rounded-full bg-gold-brand px-4 py-2 text-sm font-semibold text-white sm:inline-block">
            Prendre RDV
          </Link>
          <div className="xl:hidden">
            <Drawer label="Menu" buttonClassName="flex h-10 w-10 items-center justify-center rounded-lg border border-slate-300">
              <nav aria-label="Menu mobile">
                {menu.map((entry) => (
                  <MobileEntry key={entry.label} entry={entry} site={site} />
                ))}
                <Link to="/conseillers-immobiliers" className="mt-4 block rounded-full bg-gold-brand px-4 py-3 text-center font-semibold text-white">
                  Prendre RDV
                </Link>
                <LanguageToggle className="mt-4 text-teal-brand" />
              </nav>
            </Drawer>
          </div>
        </div>
      </div>
    </header>
  );
}
