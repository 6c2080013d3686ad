import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeafletMap, type MapMarker } from '../../../ui/map/LeafletMap';

/** Shared with the listing pages' map: one 'yes' shows every map of the site afterwards. */
const STORAGE_KEY = 'vitrine.consent.maps';

/**
 * The map behind a click: the tiles come from a third party (OpenStreetMap), so a box of the map's
 * own size holds a button until the visitor accepts, then the lazy Leaflet map fills the same box.
 * Stands in for the consent gate (purpose 'maps') until that is on main.
 */
export function MapBehindClick({ tilesUrl, markers, label, height }: { tilesUrl: string; markers: readonly MapMarker[]; label: string; height: string }) {
  const { t } = useTranslation('advisers');
  const [accepted, setAccepted] = useState(false);
  useEffect(() => {
    try {
      if (window.localStorage.getItem(STORAGE_KEY) === '1') setAccepted(true);
    } catch {
      // Storage refused (private mode): the button still works on this page.
    }
  }, []);
  if (accepted) return <LeafletMap tilesUrl={tilesUrl} markers={markers} label={label} height={height} />;
  return (
    <div role="region" aria-label={label} className="flex w-full flex-col items-center justify-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-6 text-center" style={{ height }}>
      <p className="max-w-sm text-sm text-slate-700">{t('map.notice')}</p>
      <button
        type="button"
        className="rounded-md bg-teal-brand px-4 py-2 text-sm font-semibold text-white hover:bg-teal-dark"
        onClick={() => {
          try {
            window.localStorage.setItem(STORAGE_KEY, '1');
          } catch {
            // Not kept: asked again on the next page.
          }
          setAccepted(true);
        }}
      >
        {t('map.show')}
      </button>
    </div>
  );
}
