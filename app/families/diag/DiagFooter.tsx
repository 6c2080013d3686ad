import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../ui/Link';
import { ManageCookiesLink } from '../../consent/ManageCookiesLink';
import { splitCrmList } from '../../../domain/diag/crm';
import { useLocalizedHref } from '../../i18n/hooks';
import type { DiagPublicSite } from '../../../domain/diag/site';
import { logoFor } from './certification-logos';

function Mark({ name }: { name: string }) {
  const src = logoFor(name);
  return src ? (
    <img src={src} alt={name} width={120} height={40} className="h-10 w-[120px] rounded bg-white object-contain p-1" loading="lazy" />
  ) : (
    <span className="rounded border border-white/30 px-3 py-2 text-sm">{name}</span>
  );
}

function MarkGroup({ title, names }: { title: string; names: string[] }) {
  return (
    <div>
      <h2 className="mb-2 text-sm font-semibold tracking-wide text-white/80 uppercase">{title}</h2>
      <ul className="flex flex-wrap items-center gap-3">
        {names.map((n) => (
          <li key={n}>
            <Mark name={n} />
          </li>
        ))}
      </ul>
    </div>
  );
}

const SOCIALS: Array<[keyof DiagPublicSite['crm'], string]> = [
  ['SocialFacebookUrl', 'Facebook'],
  ['SocialTwitterUrl', 'X (Twitter)'],
  ['SocialInstagramUrl', 'Instagram'],
  ['SocialLinkedinUrl', 'LinkedIn'],
  ['SocialYoutubeUrl', 'YouTube'],
];

export function DiagFooter({ site }: { site: DiagPublicSite }) {
  const { t } = useTranslation(['diag', 'common']);
  const href = useLocalizedHref();
  const crm = site.crm;
  const certifiers = splitCrmList(crm.ActivOrganismeCertificateur);
  const insurers = splitCrmList(crm.ActivAssurance);
  const oneLine = certifiers.length === 1 && insurers.length === 1;
  const socials = SOCIALS.map(([key, label]) => [crm[key], label] as const).filter((s): s is readonly [string, string] => typeof s[0] === 'string' && s[0] !== '');

  return (
    <footer className="bg-diag-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-3 lg:px-6">
        <div className="lg:col-span-2">
          {oneLine ? (
            <div>
              <h2 className="mb-2 text-sm font-semibold tracking-wide text-white/80 uppercase">{t('layout.certificationAndInsurance')}</h2>
              <ul className="flex flex-wrap items-center gap-3">
                <li>
                  <Mark name={certifiers[0] as string} />
                </li>
                <li>
                  <Mark name={insurers[0] as string} />
                </li>
              </ul>
            </div>
          ) : (
            <div className="flex flex-col gap-6">
              {certifiers.length > 0 && <MarkGroup title={t('layout.certifiers')} names={certifiers} />}
              {insurers.length > 0 && <MarkGroup title={t('layout.insurers')} names={insurers} />}
            </div>
          )}
        </div>
        <div className="flex flex-col gap-2 text-sm">
          {crm.ActivTarifs && (
            <a href={crm.ActivTarifs} className="underline" target="_blank" rel="noopener">
              {t('layout.ourPrices')}
            </a>
          )}
          <Link to={href('/contact')} className="underline">
            {t('layout.contact')}
          </Link>
          <Link to={href('/franchise')} className="underline">
            {t('layout.becomeFranchisee')}
          </Link>
          <Link to={href('/professionnel')} className="underline">
            {t('layout.professionals')}
          </Link>
          {socials.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-3" aria-label={t('layout.socialNetworks')}>
              {socials.map(([href, label]) => (
                <li key={label}>
                  <a href={href} className="underline" target="_blank" rel="noopener">
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-xs text-white/80 sm:flex-row sm:justify-between lg:px-6">
          <span>{t('common:copyright', { year: new Date().getFullYear(), name: site.name })}</span>
          <span className="flex gap-4">
            <Link to={href('/mentions-legales')} className="underline">
              {t('common:legalNotice')}
            </Link>
            <Link to={href('/mentions-legales#donnees-personnelles')} className="underline">
              {t('layout.personalData')}
            </Link>
            <ManageCookiesLink className="underline" />
          </span>
        </div>
      </div>
    </footer>
  );
}
