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
import { MAX_ZONE_POINTS } from '../../../domain/geo/search-zone';
import type { LatLng, LeafletMapOptions, MapController, MapMarker } from './types';

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
  const zoneStyle = { color: '#115e59', weight: 3, fillOpacity: 0.08 };
  let zone: L.Polygon | null = null;
  let circle: L.Circle | null = null;
  // A map created in a hidden tab (the property page's Localisation) has no size: fitted again when it gets one.
  const resize = new ResizeObserver(() => {
    map.invalidateSize({ animate: false });
    if (circle) map.fitBounds(circle.getBounds(), { padding: [16, 16], animate: false });
  });
  resize.observe(element);
  let drawing: { points: LatLng[]; outline: L.Polygon; onClick: (event: L.LeafletMouseEvent) => void } | null = null;
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
    showArea(area) {
      circle?.remove();
      circle = area ? L.circle([area.lat, area.lng], { ...zoneStyle, radius: area.radiusMetres, interactive: false }).addTo(map) : null;
      if (circle) map.fitBounds(circle.getBounds(), { padding: [16, 16], animate: false });
    },
    showZone(points) {
      zone?.remove();
      zone = points && points.length >= 3 ? L.polygon(points.map(([lat, lng]) => [lat, lng] as [number, number]), { ...zoneStyle, interactive: false }).addTo(map) : null;
      // The map shows the zone searched, with room around it to draw another or move.
      if (zone) map.fitBounds(zone.getBounds().pad(0.3), { animate: false });
    },
    startDrawing(onChange) {
      if (drawing) return;
      // Markers would take the clicks meant for the map: hidden while the zone is drawn.
      map.removeLayer(cluster);
      map.doubleClickZoom.disable();
      element.classList.add('cursor-crosshair');
      const points: LatLng[] = [];
      const outline = L.polygon([], { ...zoneStyle, dashArray: '6 6', interactive: false }).addTo(map);
      const onClick = (event: L.LeafletMouseEvent) => {
        if (points.length >= MAX_ZONE_POINTS) return;
        points.push([event.latlng.lat, event.latlng.lng]);
        outline.setLatLngs(points);
        onChange(points.length);
      };
      map.on('click', onClick);
      drawing = { points, outline, onClick };
      onChange(0);
    },
    stopDrawing() {
      if (!drawing) return [];
      const { points, outline, onClick } = drawing;
      drawing = null;
      map.off('click', onClick);
      outline.remove();
      map.doubleClickZoom.enable();
      element.classList.remove('cursor-crosshair');
      map.addLayer(cluster);
      return points;
    },
    visibleArea() {
      const b = map.getBounds();
      return [
        [b.getSouth(), b.getWest()],
        [b.getNorth(), b.getWest()],
        [b.getNorth(), b.getEast()],
        [b.getSouth(), b.getEast()],
      ];
    },
    destroy() {
      resize.disconnect();
      map.remove();
    },
  };
}
