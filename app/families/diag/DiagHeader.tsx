import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../ui/Link';
import { DIAGNOSTICS, enabledServices, PRESTATIONS, type ServiceEntry, servicePath } from '../../../domain/diag/catalogue';
import { formatRating } from '../../../domain/diag/rating';
import { formatPhonePairs, phoneHref } from '../../../domain/format/phone';
import { useLocale, useLocalizedHref } from '../../i18n/hooks';
import { Dropdown } from '../../ui/Dropdown';
import { ChevronDownIcon, PhoneIcon } from '../../ui/icons';
import { LanguageToggle } from '../../ui/LanguageToggle';
import { PopoverMenuButton, PopoverMenuPanel } from '../../ui/PopoverMenu';
import { Stars } from '../../ui/Stars';
import type { DiagPublicSite } from '../../../domain/diag/site';
import { DiagLogo } from './DiagLogo';
import { useServiceLabel } from './service-label';

const navLink = 'block rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-diag-100';
const menuItem = 'block rounded px-3 py-2 text-sm text-slate-800 hover:bg-diag-100';

/** A header dropdown listing services (diagnostics, other services); nothing when the site offers none. */
function ServiceMenu({ title, services, panelClassName }: { title: string; services: readonly ServiceEntry[]; panelClassName: string }) {
  const href = useLocalizedHref();
  const serviceLabel = useServiceLabel();
  if (!services.length) return null;
  return (
    <Dropdown
      className="relative"
      summaryClassName={`${navLink} flex items-center gap-1`}
      summary={
        <>
          {title} <ChevronDownIcon />
        </>
      }
      panelClassName={`z-30 mt-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg lg:absolute ${panelClassName}`}
    >
      <ul>
        {services.map((s) => (
          <li key={s.slug}>
            <Link className={menuItem} to={href(servicePath(s))}>
              {serviceLabel(s)}
            </Link>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}

export function DiagHeader({ site }: { site: DiagPublicSite }) {
  const { t } = useTranslation(['diag', 'common']);
  const href = useLocalizedHref();
  const locale = useLocale();
  const crm = site.crm;
  const diagnostics = enabledServices(DIAGNOSTICS, site.crm);
  const prestations = enabledServices(PRESTATIONS, site.crm);
  const phone = formatPhonePairs(crm.PhoneNumber);
  const average = crm.ActivAvisNoteMoyenne;
  const count = crm.ActivAvisNombreAvis;
  const hasRating = (average ?? 0) > 0 || (count ?? 0) > 0;

  return (
    <header className="relative border-b border-slate-200 bg-white">
      <a href="#contenu" className="skip-link">
        {t('common:skipLink')}
      </a>
      {hasRating && (
        <div className="hidden bg-diag-900 text-white lg:block">
          <div className="mx-auto flex max-w-7xl items-center justify-end gap-3 px-6 py-1.5 text-sm">
            <span>{crm.ActivSecteur}</span>
            <span aria-hidden="true">·</span>
            <strong>{formatRating(average, locale)}</strong>
            <Stars average={average} />
            {crm.ActivAvisLien ? (
              <a href={crm.ActivAvisLien} className="underline" rel="noopener" target="_blank">
                {t('layout.reviews', { count: count ?? 0 })}
              </a>
            ) : (
              <span>{t('layout.reviews', { count: count ?? 0 })}</span>
            )}
          </div>
        </div>
      )}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 lg:px-6">
        <Link to={href('/')} className="flex min-w-0 items-center gap-2" aria-label={t('common:homeOf', { name: site.name })}>
          <DiagLogo />
          <span className="min-w-0 leading-tight">
            <span className="block font-bold text-diag-900">{String(site.settings.brand ?? 'Diagéo')}</span>
            {crm.ActivSecteur && <span className="block truncate text-xs text-slate-600">{crm.ActivSecteur}</span>}
          </span>
        </Link>
        {/*
          One menu for every width (decision 0063): a row from 1024 px, below it a panel the header's
          button opens. The last links are the small screens' own (the row has them elsewhere).
        */}
        <PopoverMenuPanel className="absolute inset-x-0 top-16 bottom-auto z-40 m-0 h-auto max-h-[calc(100vh-4rem)] w-auto overflow-y-auto border-0 border-t border-slate-200 bg-white p-4 text-slate-800 shadow-xl lg:static lg:ml-6 lg:flex lg:max-h-none lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none">
          <nav aria-label={t('common:mainMenu')} className="flex flex-col gap-1 lg:flex-row lg:items-center">
            <ServiceMenu title={t('layout.diagnostics')} services={diagnostics} panelClassName="w-72" />
            <ServiceMenu title={t('layout.otherServices')} services={prestations} panelClassName="max-h-[70vh] w-80 overflow-y-auto" />
            <Link className={navLink} to={href('/actualites')}>
              {t('layout.news')}
            </Link>
            <Link className={navLink} to={href('/contact')}>
              {t('layout.contact')}
            </Link>
            <Link to={href('/?mode=rendezvous#hero')} className="mt-2 rounded-lg bg-diag-700 px-4 py-3 text-center font-semibold text-white lg:hidden">
              {t('layout.bookAppointment')}
            </Link>
            {phone && (
              <a href={phoneHref(crm.PhoneNumber)} className="rounded-lg border border-diag-600 px-4 py-3 text-center font-semibold text-diag-700 lg:hidden">
                {t('layout.callNumber', { phone })}
              </a>
            )}
          </nav>
          <LanguageToggle className="mt-3 text-diag-700 lg:hidden" />
        </PopoverMenuPanel>
        <div className="ml-auto flex items-center gap-2">
          <LanguageToggle shownFrom="md" className="text-diag-700" />
          <Link to={href('/devis')} className="rounded-lg bg-leaf-600 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-leaf-700">
            {t('layout.freeQuote')}
          </Link>
          {phone && (
            // Below 640 px: tap-to-call at the top, as an icon (issue 17 item 8).
            <a
              href={phoneHref(crm.PhoneNumber)}
              aria-label={t('layout.callNumber', { phone })}
              className="flex h-10 w-10 items-center justify-center rounded-lg border border-diag-600 text-diag-700 sm:hidden"
            >
              <PhoneIcon className="h-5 w-5" />
            </a>
          )}
          {phone && (
            <a
              href={phoneHref(crm.PhoneNumber)}
              className="hidden items-center gap-2 rounded-lg border border-diag-600 px-3 py-2 text-sm font-semibold whitespace-nowrap text-diag-700 sm:flex"
            >
              <PhoneIcon className="h-4 w-4" />
              {phone}
            </a>
          )}
          <PopoverMenuButton className="flex h-10 w-10 cursor-pointer items-center justify-center rounded-lg border border-slate-300 text-slate-800 lg:hidden" />
        </div>
      </div>
    </header>
  );
}
