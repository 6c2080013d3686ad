import { useTranslation } from '../../../i18n/use-translation';
import type { AgencePublicSite } from '../../../../domain/agence/site';
import { formatPhonePairs, phoneHref } from '../../../../domain/format/phone';
import type { BlockProps } from '../../../blocks/types';
import { ConsentGate } from '../../../consent/ConsentGate';
import { AgenceContactForm } from './AgenceContactForm';

export interface AgenceContactData {
  /** Where the agency is, for the map; null when its address is hidden (showAddress off) or unknown. */
  position: { lat: number; lon: number } | null;
}

/** OpenStreetMap's embed around the agency (network spec §7: 'Map embed from the agency address'). */
function mapEmbed({ lat, lon }: { lat: number; lon: number }): string {
  const d = 0.01;
  const bbox = [lon - d, lat - d / 2, lon + d, lat + d / 2].map((n) => n.toFixed(5)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat.toFixed(5)},${lon.toFixed(5)}`;
}

const BUTTON = 'inline-flex items-center justify-center rounded-lg px-5 py-3 font-semibold';

/**
 * /contact, agency variant (network spec §2 'About, services, contact'): the contact card (address only
 * when showAddress, phone, e-mail, hours, call and write buttons), the message form, and the map of the
 * agency's address behind the consent gate (third-party tiles, purpose 'maps').
 */
export function AgenceContact({ site, data }: BlockProps<Record<string, never>, AgenceContactData, AgencePublicSite>) {
  const { t } = useTranslation('agence');
  const { t: tc } = useTranslation('consent');
  const s = site.settings;
  const address = s.showAddress && s.address ? s.address : null;
  return (
    <>
      <section className="bg-teal-dark text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
          <h1 className="text-3xl font-bold lg:text-4xl">{t('contact.title')}</h1>
          <p className="mt-2 max-w-2xl text-white/90">{t('contact.intro', { cities: s.listCities.join(', ') })}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[2fr_3fr] lg:px-6">
        <section aria-labelledby="contact-card" className="h-fit rounded-xl border border-slate-200 bg-white p-6">
          <h2 id="contact-card" className="text-xl font-bold text-teal-dark">
            {site.name}
          </h2>
          <dl className="mt-4 grid gap-3 text-slate-800">
            {address && (
              <div>
                <dt className="text-sm font-semibold text-slate-600">{t('contact.address')}</dt>
                <dd>{address}</dd>
              </div>
            )}
            {s.numeroTel && (
              <div>
                <dt className="text-sm font-semibold text-slate-600">{t('contact.phone')}</dt>
                <dd>{formatPhonePairs(s.numeroTel)}</dd>
              </div>
            )}
            {s.email && (
              <div>
                <dt className="text-sm font-semibold text-slate-600">{t('contact.email')}</dt>
                <dd className="break-all">{s.email}</dd>
              </div>
            )}
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t('contact.hours')}</dt>
              <dd>{t('footer.openingHours')}</dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            {s.numeroTel && (
              <a href={phoneHref(s.numeroTel)} className={`${BUTTON} bg-teal-brand text-white hover:bg-teal-dark`}>
                {t('contact.call')}
              </a>
            )}
            {s.email && (
              <a href={`mailto:${s.email}`} className={`${BUTTON} border border-teal-brand text-teal-brand`}>
                {t('contact.write')}
              </a>
            )}
          </div>
        </section>
        <section aria-labelledby="contact-form">
          <h2 id="contact-form" className="mb-4 text-xl font-bold text-teal-dark">
            {t('contact.formTitle')}
          </h2>
          <AgenceContactForm />
        </section>
      </div>
      {address && data.position && (
        <section aria-labelledby="contact-map" className="mx-auto max-w-7xl px-4 pb-12 lg:px-6">
          <h2 id="contact-map" className="mb-4 text-xl font-bold text-teal-dark">
            {t('contact.mapHeading')}
          </h2>
          <ConsentGate purpose="maps" label={tc('gate.map')} className="h-80 w-full overflow-hidden rounded-xl border border-slate-200">
            <iframe title={t('contact.mapTitle', { address })} src={mapEmbed(data.position)} loading="lazy" className="h-full w-full" />
          </ConsentGate>
        </section>
      )}
    </>
  );
}

