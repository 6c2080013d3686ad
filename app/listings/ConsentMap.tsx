import { useEffect, useState } from 'react';
import { LeafletMap, type MapMarker } from '../ui/map/LeafletMap';

const STORAGE_KEY = 'vitrine.consent.maps';

/**
 * A map behind a click (the tiles come from a third party, OpenStreetMap): a box of fixed height
 * with a button until the visitor accepts, then the lazy Leaflet map. The choice is kept in the
 * browser. To be replaced by the shared ConsentGate (purpose 'maps') once it is on main.
 */
export function ConsentMap({ tilesUrl, markers, label, height = '24rem' }: { tilesUrl: string; markers: readonly MapMarker[]; label: string; height?: string }) {
  const [accepted, setAccepted] = useState(false);
  useEffect(() => {
    try {
      if (window.localStorage.getItem(STORAGE_KEY) === '1') setAccepted(true);
    } catch {
      // Storage refused (private mode): the button still works for this page.
    }
  }, []);
  if (accepted) return <LeafletMap tilesUrl={tilesUrl} markers={markers} label={label} height={height} />;
  return (
    <div role="region" aria-label={label} className="flex w-full flex-col items-center justify-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-6 text-center" style={{ height }}>
      <p className="max-w-sm text-sm text-slate-700">La carte s’affiche avec les fonds OpenStreetMap, un service tiers qui recevra votre adresse IP.</p>
      <button
        type="button"
        className="rounded-md bg-teal-800 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-900"
        onClick={() => {
          try {
            window.localStorage.setItem(STORAGE_KEY, '1');
          } catch {
            // Not kept: asked again on the next page.
          }
          setAccepted(true);
        }}
      >
        Afficher la carte
      </button>
    </div>
  );
}
