import { fullName } from '../../../../../domain/diag/crm';
import { formatPhonePairs, phoneHref } from '../../../../../domain/format/phone';
import type { BlockProps } from '../../../../blocks/types';
import { ConsentGate } from '../../../../consent/ConsentGate';
import { ContactForm } from './ContactForm';
import { useTranslation } from '../../../../i18n/use-translation';
import type { DiagPublicSite } from '../../../../../domain/diag/site';

export interface ContactData {
  /** Coordinates of the CRM address, found through the address service; null when unknown. */
  position: { lat: number; lon: number } | null;
}

const SOCIALS = [
  ['SocialFacebookUrl', 'Facebook'],
  ['SocialTwitterUrl', 'X (Twitter)'],
  ['SocialInstagramUrl', 'Instagram'],
  ['SocialLinkedinUrl', 'LinkedIn'],
  ['SocialYoutubeUrl', 'YouTube'],
] as const satisfies ReadonlyArray<readonly [string, string]>;

function mapEmbed({ lat, lon }: { lat: number; lon: number }): string {
  const d = 0.01;
  const bbox = [lon - d, lat - d / 2, lon + d, lat + d / 2].map((n) => n.toFixed(5)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat.toFixed(5)},${lon.toFixed(5)}`;
}

/** /contact: the simple form, the map of the CRM address, social links and contact details. */
export function ContactPage({ site, data }: BlockProps<Record<string, never>, ContactData, DiagPublicSite>) {
  const { t } = useTranslation('diag');
  const { t: tc } = useTranslation('consent');
  const crm = site.crm;
  const name = fullName(crm);
  const socials = SOCIALS.flatMap(([key, label]) => {
    const href = crm[key];
    return typeof href === 'string' && href !== '' ? [[href, label] as const] : [];
  });
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 lg:px-6">
      <h1 className="text-4xl font-bold text-diag-900">{t('contact.title')}</h1>
      {crm.ActivContactText && <p className="mt-4 max-w-3xl text-lg text-slate-700">{crm.ActivContactText}</p>}
      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <div>
          <h2 className="mb-4 text-2xl font-semibold text-diag-900">{t('contact.writeUs')}</h2>
          <ContactForm />
        </div>
        <div className="flex flex-col gap-6">
          <div>
            <h2 className="mb-4 text-2xl font-semibold text-diag-900">{t('contact.details')}</h2>
            <dl className="grid gap-2 text-slate-800">
              {name && (
                <div>
                  <dt className="sr-only">{t('contact.diagnostician')}</dt>
                  <dd className="font-semibold">{name}</dd>
                </div>
              )}
              {crm.Address && (
                <div>
                  <dt className="inline font-medium">{t('contact.address')}</dt>
                  <dd className="inline">{crm.Address}</dd>
                </div>
              )}
              {crm.PhoneNumber && (
                <div>
                  <dt className="inline font-medium">{t('contact.phone')}</dt>
                  <dd className="inline">
                    <a href={phoneHref(crm.PhoneNumber)} className="font-semibold text-diag-700 underline underline-offset-2 hover:text-diag-900">
                      {formatPhonePairs(crm.PhoneNumber)}
                    </a>
                  </dd>
                </div>
              )}
              {crm.Email && (
                <div>
                  <dt className="inline font-medium">{t('contact.emailLabel')}</dt>
                  <dd className="inline">
                    <a href={`mailto:${crm.Email}`}>{crm.Email}</a>
                  </dd>
                </div>
              )}
            </dl>
            {socials.length > 0 && (
              <ul className="mt-4 flex flex-wrap gap-4" aria-label={t('contact.socialNetworks')}>
                {socials.map(([href, label]) => (
                  <li key={label}>
                    <a href={href} target="_blank" rel="noopener">
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {crm.Address &&
            (data.position ? (
              <ConsentGate purpose="maps" label={tc('gate.map')} className="aspect-[4/3] w-full overflow-hidden rounded-xl border border-slate-200">
                <iframe title={t('contact.mapTitle', { address: crm.Address })} src={mapEmbed(data.position)} loading="lazy" className="h-full w-full" />
              </ConsentGate>
            ) : (
              <a href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(crm.Address)}`} target="_blank" rel="noopener">
                {t('contact.seeOnMap')}
              </a>
            ))}
        </div>
      </div>
    </section>
  );
}
