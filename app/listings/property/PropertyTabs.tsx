import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Listing } from '../../../domain/listings/listing';
import { FEATURE_FLAGS, FLAT_TYPES } from '../../../domain/listings/listing';
import { LOCALE_TAGS } from '../../../domain/i18n/locale';
import { useLocale } from '../../i18n/hooks';
import { ListingMap } from '../ListingMap';
import type { NearbyStation } from '../../../domain/geo/nearby-stations';
import { dateTimeFormat, numberFormat } from '../../../domain/format/intl';

const CLAMP = 500;
const TABS = ['description', 'details', 'location', 'documents'] as const;
const isFeature = (key: string): key is (typeof FEATURE_FLAGS)[number] => (FEATURE_FLAGS as readonly string[]).includes(key);

function Description({ text }: { text: string }) {
  const { t } = useTranslation('listings');
  const [expanded, setExpanded] = useState(false);
  const long = text.length > CLAMP;
  return (
    <div>
      <p className="whitespace-pre-line text-slate-800">{long && !expanded ? `${text.slice(0, CLAMP).trimEnd()}…` : text}</p>
      {long ? (
        <button type="button" className="mt-2 text-sm font-semibold text-teal-900 underline print:hidden" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('tabs.readLess') : t('tabs.readMore')}
        </button>
      ) : null}
    </div>
  );
}

/** Tabs Description (500 characters, 'Lire plus'/'Voir moins'), Détails, Localisation (a real map), Documents. */
export function PropertyTabs({ listing, mapTilesUrl, area, stations }: { listing: Listing; mapTilesUrl: string; area: { lat: number; lng: number; radiusMetres: number } | null; stations: NearbyStation[] }) {
  const { t } = useTranslation('listings');
  const locale = useLocale();
  const [active, setActive] = useState(0);
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = (active + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    setActive(next);
    document.getElementById(`tab-${next}`)?.focus();
  };
  const features = Object.entries(listing.features).filter(([, v]) => v).map(([k]) => (isFeature(k) ? t(`features.${k}`) : k));
  const panels = [
    <Description key="d" text={listing.description} />,
    <dl key="x" className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      <div>
        <dt className="font-semibold">{t('tabs.equipment')}</dt>
        <dd>{features.length ? features.join(', ') : '—'}</dd>
      </div>
      <div>
        <dt className="font-semibold">{t('tabs.land')}</dt>
        <dd>{listing.land ? `${numberFormat(LOCALE_TAGS[locale]).format(listing.land)} m²` : '—'}</dd>
      </div>
      <div>
        <dt className="font-semibold">{t('tabs.virtualTour')}</dt>
        <dd>{listing.virtualTourUrl ? <a href={listing.virtualTourUrl} className="text-teal-900 underline" rel="noopener">{t('tabs.seeVirtualTour')}</a> : '—'}</dd>
      </div>
      <div>
        <dt className="font-semibold">{t('tabs.published')}</dt>
        <dd>{dateTimeFormat(LOCALE_TAGS[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(new Date(listing.publishedAt))}</dd>
      </div>
    </dl>,
    <div key="l">
      <p className="mb-3 text-slate-800">{t('tabs.approximate', { place: `${listing.city} (${listing.zip})` })}</p>
      {area ? (
        <>
          <p className="mb-3 text-sm text-slate-700">{t('tabs.areaExplained', { city: listing.city, km: numberFormat(LOCALE_TAGS[locale]).format(area.radiusMetres / 1000) })}</p>
          <ListingMap tilesUrl={mapTilesUrl} label={t('tabs.mapOf', { city: listing.city })} gateLabel={t('tabs.areaGate', { city: listing.city })} boxClassName="h-[18rem]" markers={[]} area={area} />
        </>
      ) : null}
      {stations.length ? (
        <div className="mt-4 text-sm text-slate-800">
          <p className="font-semibold">{t('tabs.stationsTitle', { city: listing.city })}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {stations.map((s) => (
              <li key={s.name}>{t('tabs.station', { name: s.name, lines: s.lines.join(', '), km: numberFormat(LOCALE_TAGS[locale]).format(s.km) })}</li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-slate-700">{t('tabs.stationsSource')}</p>
        </div>
      ) : null}
    </div>,
    <ul key="o" className="list-disc space-y-1 pl-5 text-sm text-slate-800">
      <li>{t('tabs.diagnostics')}</li>
      <li>{t('tabs.plans')}</li>
      {FLAT_TYPES.includes(listing.type) ? <li>{t('tabs.coownership')}</li> : null}
      <li>
        {t('tabs.risks')}{' '}
        <a href="https://www.georisques.gouv.fr" className="text-teal-900 underline" rel="noopener">
          Géorisques
        </a>
      </li>
    </ul>,
  ];
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5">
      <div role="tablist" aria-label={t('tabs.label')} className="flex flex-wrap gap-1 border-b border-slate-200 print:hidden" onKeyDown={onKey}>
        {TABS.map((tab, i) => (
          <button key={tab} id={`tab-${i}`} type="button" role="tab" aria-selected={active === i} aria-controls={`panel-${i}`} tabIndex={active === i ? 0 : -1} onClick={() => setActive(i)} className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${active === i ? 'border-teal-800 text-teal-900' : 'border-transparent text-slate-700'}`}>
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      {panels.map((panel, i) => (
        <div key={TABS[i]} id={`panel-${i}`} role="tabpanel" aria-labelledby={`tab-${i}`} hidden={active !== i} className="pt-4 print:block">
          {panel}
        </div>
      ))}
    </div>
  );
}
