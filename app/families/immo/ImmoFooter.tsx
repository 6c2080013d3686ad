import { ManageCookiesLink } from '../../consent/ManageCookiesLink';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../ui/Link';
import { formatPhonePairs, phoneHref } from '../../../domain/format/phone';
import { useLocalizedHref } from '../../i18n/hooks';
import type { ImmoPublicSite } from '../../../domain/immo/site';
import { siblingSetting, siblingUrl } from '../../site/sibling';

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
        <div>
          <h2 className={heading}>{t('footer.choose', { brand })}</h2>
          <Link className={link} to={href('/nos-services')}>{t('menu.ourServices')}</Link>
          <Link className={link} to={href('/a-propos')}>{t('menu.about')}</Link>
          <Link className={link} to={href('/conseillers-immobiliers')}>{t('footer.findAdviser')}</Link>
          <Link className={link} to={href('/actualites')}>{t('menu.news')}</Link>
          <Link className={link} to={href('/reseau')}>{t('footer.network')}</Link>
          <Link className={link} to={href('/faq')}>{t('menu.faq')}</Link>
        </div>
        <div>
          <h2 className={heading}>{t('footer.becomeAdviser')}</h2>
          {join('/') && <a className={link} href={join('/') as string}>{t('menu.join')}</a>}
          {join('/tarifs') && <a className={link} href={join('/tarifs') as string}>{t('footer.ourPrices')}</a>}
          {join('/comparateur-revenus') && <a className={link} href={join('/comparateur-revenus') as string}>{t('menu.simulateIncome')}</a>}
        </div>
        <div>
          <h2 className={heading}>{t('menu.profile')}</h2>
          <Link className={link} to={href('/vendre')}>{t('footer.sell')}</Link>
          <Link className={link} to={href('/recherche-bien')}>{t('menu.buy')}</Link>
          <Link className={link} to={href('/recherche-location')}>{t('menu.rent')}</Link>
          <Link className={link} to={href('/evaluation')}>{t('menu.estimate')}</Link>
        </div>
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
            <Link to={href('/mentions-legales')} className="inline-flex min-h-6 items-center underline">{t('common:legalNotice')}</Link>
            <Link to={href('/protection-donnees')} className="inline-flex min-h-6 items-center underline">{t('footer.dataProtection')}</Link>
            <Link to={href('/politique-cookies')} className="inline-flex min-h-6 items-center underline">{t('footer.cookies')}</Link>
            <Link to={href('/cgu')} className="inline-flex min-h-6 items-center underline">{t('footer.terms')}</Link>
            <Link to={href('/plan-du-site')} className="inline-flex min-h-6 items-center underline">{t('footer.siteMap')}</Link>
            <ManageCookiesLink className="inline-flex min-h-6 items-center underline" />
          </span>
        </div>
      </div>
    </footer>
  );
}
