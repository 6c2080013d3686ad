import { useEffect, useRef } from 'react';
import { CLUSTER_RADIUS } from '../../../domain/geo/map-view';
import type { LatLng, MapArea, MapController, MapMarker } from './types';

export type { MapMarker };

export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">les contributeurs d’OpenStreetMap</a>';

export interface LeafletMapProps {
  /** Tile URL template, from the server's MAP_TILES_URL (pass it down from a loader). */
  tilesUrl: string;
  markers: readonly MapMarker[];
  /** Accessible name of the map region ("Carte des conseillers"). */
  label: string;
  /** Marker clustering radius in pixels (spec: 60). */
  clusterRadius?: number;
  /** A Tailwind height class, so the map takes its room before it loads (no layout shift). A class, not a
   * style attribute: the CSP (style-src 'self') refuses inline style attributes in server-rendered HTML. */
  heightClass?: 'h-96' | 'h-80' | 'h-full';
  /** HTML attribution shown in the map corner; OpenStreetMap's by default. */
  attribution?: string;
  className?: string;
  /** An approximate location drawn as a circle, the map fitted to it. */
  area?: MapArea | null;
  /** A zone outlined on the map (the search's), as [lat, lng] vertices. */
  zone?: readonly LatLng[] | null;
  /** Called with the map's controller once it has loaded (and with null when it goes), for tools drawn beside it. */
  onReady?: (controller: MapController | null) => void;
}

/**
 * A Leaflet map with clustered markers and popups (network spec §9 map constants). The server
 * renders an empty box of fixed height; Leaflet, its cluster plugin and CSS are fetched in the
 * browser by a dynamic import, so pages without a map ship none of it. Consent is not handled
 * here: pages wrap the map in the consent gate, since the tiles come from a third party.
 *
 * ```tsx
 * <LeafletMap tilesUrl={data.mapTilesUrl} label="Carte des conseillers"
 *   markers={advisers.map((a) => ({ id: a.id, lat: a.lat, lng: a.lng, title: a.name, popup: { title: a.name, lines: [a.ville], href: `/conseiller?id=${a.slug}`, linkLabel: 'Voir le profil' } }))} />
 * ```
 */
export function LeafletMap({ tilesUrl, markers, label, clusterRadius = CLUSTER_RADIUS, heightClass = 'h-96', attribution = OSM_ATTRIBUTION, className, zone = null, area = null, onReady }: LeafletMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const controller = useRef<MapController | null>(null);
  const latestMarkers = useRef(markers);
  latestMarkers.current = markers;
  const latestArea = useRef(area);
  latestArea.current = area;
  const latestZone = useRef(zone);
  latestZone.current = zone;
  const latestOnReady = useRef(onReady);
  latestOnReady.current = onReady;

  useEffect(() => {
    let cancelled = false;
    void import('./leaflet-map.client')
      .then(({ createLeafletMap }) => (element.current && !cancelled ? createLeafletMap(element.current, { tilesUrl, attribution, clusterRadius }) : null))
      .then((created) => {
        if (!created) return;
        if (cancelled) return created.destroy();
        controller.current = created;
        created.setMarkers(latestMarkers.current);
        created.showZone(latestZone.current);
        created.showArea(latestArea.current);
        latestOnReady.current?.(created);
      })
      .catch(() => {
        // The map is an extra: the list next to it still says everything.
      });
    return () => {
      cancelled = true;
      if (controller.current) latestOnReady.current?.(null);
      controller.current?.destroy();
      controller.current = null;
    };
  }, [tilesUrl, attribution, clusterRadius]);

  const zoneSignature = zone ? zone.map(([lat, lng]) => `${lat}:${lng}`).join('|') : '';
  useEffect(() => {
    controller.current?.showZone(latestZone.current);
  }, [zoneSignature]);

  // A new array with the same points (a parent re-rendering) must not refit the map.
  const signature = markers.map((m) => `${m.id}:${m.lat}:${m.lng}`).join('|');
  useEffect(() => {
    controller.current?.setMarkers(latestMarkers.current);
  }, [signature]);

  return <div ref={element} role="region" aria-label={label} className={`relative z-0 w-full overflow-hidden rounded-lg bg-slate-100 ${heightClass} ${className ?? ''}`} />;
}
