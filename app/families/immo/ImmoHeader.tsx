import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../ui/Link';
import { useLocalizedHref } from '../../i18n/hooks';
import { Dropdown } from '../../ui/Dropdown';
import { ChevronDownIcon } from '../../ui/icons';
import { LanguageToggle } from '../../ui/LanguageToggle';
import { MobileMenu } from '../../ui/MobileMenu';
import { useScrolledPast } from '../../ui/useScrolledPast';
import type { ImmoPublicSite } from '../../../domain/immo/site';
import { siblingSetting, siblingUrl } from '../../site/sibling';
import { BrandHomeLink } from '../../network/brand/BrandHeader';
import { visibleEntries } from '../../site/navigation';
import { IMMO_FEATURES } from '../../../domain/immo/features';
import { IMMO_MENUS, type ImmoNavEntry } from './navigation';

type MenuEntry = ImmoNavEntry;
const MENU = visibleEntries(IMMO_MENUS.menu, IMMO_FEATURES);

/** A menu entry's label in the page's language ({{brand}}: the network's name). */
function useLabel(site: ImmoPublicSite): (entry: MenuEntry) => string {
  const { t } = useTranslation(['immo', 'common']);
  const brand = String(site.settings.brand ?? site.name);
  return (entry) => t(entry.label, { brand });
}

function EntryLink({ entry, site, className, text }: { entry: MenuEntry; site: ImmoPublicSite; className: string; text: string }) {
  const localize = useLocalizedHref();
  if (entry.recruitmentPath) {
    const href = siblingUrl(site, siblingSetting(site.settings, 'recruitmentSite'), entry.recruitmentPath);
    return href ? (
      <a href={href} className={className} target="_blank" rel="noopener">
        {text}
      </a>
    ) : null;
  }
  return entry.href ? (
    <Link to={localize(entry.href)} className={className}>
      {text}
    </Link>
  ) : null;
}

/** 'Prendre RDV' (spec §2 header): the meeting-booking block of the network page (anchor of BookingWidget). */
const BOOKING_HREF = '/reseau#rdv';

const item = 'block rounded px-3 py-2 text-sm text-slate-800 hover:bg-gold-light';

function DesktopEntry({ entry, site, nested = false }: { entry: MenuEntry; site: ImmoPublicSite; nested?: boolean }) {
  const { t } = useTranslation('immo');
  const label = useLabel(site);
  if (!entry.children) return <EntryLink entry={entry} site={site} text={label(entry)} className={nested ? item : 'rounded px-3 py-2 text-sm font-medium hover:text-gold-brand'} />;
  return (
    <Dropdown
      className="relative"
      summaryClassName={nested ? `${item} flex items-center justify-between gap-2` : 'flex items-center gap-1 rounded px-3 py-2 text-sm font-medium hover:text-gold-brand'}
      summary={
        <>
          {label(entry)} <ChevronDownIcon className={nested ? 'h-4 w-4 -rotate-90' : 'h-4 w-4'} />
        </>
      }
      panelClassName={`absolute z-50 w-60 rounded-lg border border-slate-200 bg-white p-2 text-slate-900 shadow-xl ${nested ? 'top-0 left-full ml-1' : 'mt-2'}`}
    >
      <ul>
        {entry.href && (
          <li>
            <EntryLink entry={entry} text={t('menu.all', { label: label(entry) })} site={site} className={item} />
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
  const label = useLabel(site);
  if (!entry.children) return <EntryLink entry={entry} site={site} text={label(entry)} className="block border-b border-slate-100 py-3 font-medium" />;
  return (
    <details className="border-b border-slate-100">
      <summary className="flex items-center justify-between py-3 font-medium">
        {label(entry)} <ChevronDownIcon />
      </summary>
      <ul className="pb-2 pl-3">
        {entry.href && (
          <li>
            <EntryLink entry={entry} text={label(entry)} site={site} className="block py-2 text-sm" />
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
  const { t } = useTranslation(['immo', 'common']);
  const href = useLocalizedHref();
  const brand = String(site.settings.brand ?? site.name);
  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 h-[72px] border-b text-slate-900 transition-colors ${scrolled ? 'border-slate-200 bg-white shadow-sm' : 'border-transparent bg-white lg:bg-white/85 lg:backdrop-blur'}`}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center gap-4 px-4 lg:px-6">
        <BrandHomeLink siteName={brand} brand={brand} />
        <nav aria-label={t('common:mainMenu')} className="ml-4 hidden items-center gap-1 xl:flex">
          {MENU.map((entry) => (
            <DesktopEntry key={entry.label} entry={entry} site={site} />
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-3">
          <LanguageToggle shownFrom="sm" className="text-teal-brand" />
          <Link to={href(BOOKING_HREF)} className="hidden rounded-full bg-gold-brand px-4 py-2 text-sm font-semibold text-white sm:inline-block">
            {t('menu.bookAppointment')}
          </Link>
          {/*
            The slide-in menu is a <details> (spec: mobile slide-in with expandable sections): it opens
            without JavaScript, so the network's content pages ship none (decision 0008); with
            JavaScript it also closes on Escape, an outside click and a followed link.
          */}
          <MobileMenu
            className="xl:hidden"
            panelClassName="absolute top-full right-0 h-[calc(100dvh-72px)] w-[85vw] max-w-sm overflow-y-auto border-t border-l border-slate-200 bg-white px-4 pt-2 pb-8 text-slate-900 shadow-xl"
          >
            {MENU.map((entry) => (
              <MobileEntry key={entry.label} entry={entry} site={site} />
            ))}
            <Link to={href(BOOKING_HREF)} className="mt-4 block rounded-full bg-gold-brand px-4 py-3 text-center font-semibold text-white">
              {t('menu.bookAppointment')}
            </Link>
            <LanguageToggle className="mt-4 text-teal-brand" />
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
