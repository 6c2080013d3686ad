// Browser only (the .client suffix keeps it out of the server build); loaded by <LeafletMap> with a
// dynamic import, so Leaflet, its plugin and their CSS ship only with pages that show a map.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { MAX_MAP_ZOOM, nextMapView, placeablePoints, POPUP_MAX_WIDTH } from '../../../domain/geo/map-view';
import type { LeafletMapOptions, MapController, MapMarker } from './types';

// Bundled marker images: Leaflet's default guesses their URL from its CSS path, which a bundle breaks.
L.Icon.Default.mergeOptions({ iconUrl: markerIcon, iconRetinaUrl: markerIcon2x, shadowUrl: markerShadow });

function popupContent(popup: NonNullable<MapMarker['popup']>): HTMLElement {
  const root = document.createElement('div');
  const title = document.createElement('p');
  title.className = 'font-semibold';
  title.textContent = popup.title;
  root.append(title);
  for (const line of popup.lines ?? []) {
    const p = document.createElement('p');
    p.textContent = line;
    root.append(p);
  }
  if (popup.href) {
    const a = document.createElement('a');
    a.href = popup.href;
    a.textContent = popup.linkLabel ?? 'Voir';
    root.append(a);
  }
  return root;
}

export async function createLeafletMap(element: HTMLElement, options: LeafletMapOptions): Promise<MapController> {
  // leaflet.markercluster is a plugin script: it extends the global L when it runs.
  (window as unknown as { L: typeof L }).L = L;
  await import('leaflet.markercluster');
  const map = L.map(element, { maxZoom: MAX_MAP_ZOOM, scrollWheelZoom: false });
  L.tileLayer(options.tilesUrl, { maxZoom: MAX_MAP_ZOOM, attribution: options.attribution }).addTo(map);
  const cluster = L.markerClusterGroup({ maxClusterRadius: options.clusterRadius });
  map.addLayer(cluster);
  let first = true;
  return {
    setMarkers(markers) {
      cluster.clearLayers();
      const placed = placeablePoints(markers);
      cluster.addLayers(
        placed.map((m) => {
          const marker = L.marker([m.lat, m.lng], { title: m.title, alt: m.title, keyboard: true });
          if (m.popup) marker.bindPopup(popupContent(m.popup), { maxWidth: POPUP_MAX_WIDTH });
          return marker;
        }),
      );
      const view = nextMapView(placed, first);
      first = false;
      if (view.kind === 'centre') map.setView([view.center[0], view.center[1]], view.zoom);
      else map.fitBounds(L.latLngBounds(view.bounds).pad(view.padding), { maxZoom: view.maxZoom });
    },
    destroy() {
      map.remove();
    },
  };
}
