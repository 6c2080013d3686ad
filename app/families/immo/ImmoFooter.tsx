import { ManageCookiesLink } from '../../consent/ManageCookiesLink';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../ui/Link';
import { formatPhonePairs, phoneHref } from '../../../domain/format/phone';
import { useLocalizedHref } from '../../i18n/hooks';
import type { ImmoPublicSite } from '../../../domain/immo/site';
import { siblingSetting, siblingUrl } from '../../site/sibling';
import { visibleEntries } from '../../site/navigation';
import { IMMO_FEATURES } from '../../../domain/immo/features';
import { IMMO_MENUS } from './navigation';

const footer = IMMO_MENUS.footer.map((group) => ({ ...group, links: visibleEntries(group.links, IMMO_FEATURES) }));

const heading = 'mb-3 text-sm font-semibold tracking-wide text-gold-soft uppercase';
const link = 'block py-1 text-sm text-white/90 hover:text-white hover:underline';

export function ImmoFooter({ site }: { site: ImmoPublicSite }) {
  const { t } = useTranslation(['immo', 'common']);
  const href = useLocalizedHref();
  const brand = String(site.settings.brand ?? site.name);
  const phone = typeof site.settings.phone === 'string' ? site.settings.phone : '';
  const email = typeof site.settings.email === 'string' ? site.settings.email : '';
  const recruitment = siblingSetting(site.settings, 'recruitmentSite');
  const join = (path: string) => siblingUrl(site, recruitment, path);
  return (
    <footer className="bg-teal-dark text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4 lg:px-6">
        {footer.map((group) => (
          <div key={group.title}>
            {group.title && <h2 className={heading}>{t(group.title, { brand })}</h2>}
            {group.links.map((entry) =>
              entry.recruitmentPath ? (
                join(entry.recruitmentPath) && (
                  <a key={entry.label} className={link} href={join(entry.recruitmentPath) as string}>
                    {t(entry.label)}
                  </a>
                )
              ) : (
                <Link key={entry.label} className={link} to={href(entry.href ?? '/')}>
                  {t(entry.label)}
                </Link>
              ),
            )}
          </div>
        ))}
        <div>
          <h2 className={heading}>{t('footer.contactUs')}</h2>
          {phone && <a className={link} href={phoneHref(phone)}>{formatPhonePairs(phone)}</a>}
          {email && <a className={link} href={`mailto:${email}`}>{email}</a>}
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-xs text-white/80 sm:flex-row sm:justify-between lg:px-6">
          <span>{t('footer.madeWith', { year: new Date().getFullYear(), brand })}</span>
          <span className="flex flex-wrap gap-x-4 gap-y-1">
            {IMMO_MENUS.legal.map((entry) => (
              <Link key={entry.label} to={href(entry.href ?? '/')} className="inline-flex min-h-6 items-center underline">
                {t(entry.label)}
              </Link>
            ))}
            <ManageCookiesLink className="inline-flex min-h-6 items-center underline" />
          </span>
        </div>
      </div>
    </footer>
  );
}
