/** Map constants of the network spec §9 (directory map), shared by every map of the network sites. */
export const FRANCE_CENTER: readonly [number, number] = [46.8, 2.2];
export const FRANCE_ZOOM = 5;
export const EMPTY_MAP_ZOOM = 6;
export const MAX_MAP_ZOOM = 15;
export const CLUSTER_RADIUS = 60;
/** fitBounds padding: 15 % of the markers' extent on each side. */
export const FIT_PADDING = 0.15;
export const POPUP_MAX_WIDTH = 280;

export interface MapPoint {
  lat: number;
  lng: number;
}

export type MapView =
  | { kind: 'centre'; center: readonly [number, number]; zoom: number }
  | { kind: 'fit'; bounds: [[number, number], [number, number]]; padding: number; maxZoom: number };

/** Points a map can place: finite latitude and longitude within range. */
export function placeablePoints<T extends MapPoint>(points: readonly T[]): T[] {
  return points.filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180);
}

/**
 * Where the map looks after its markers change: France when there are none; France at the
 * spec's zoom the first time; afterwards the markers' bounds with 15 % padding, never past zoom 15.
 */
export function nextMapView(points: readonly MapPoint[], first: boolean): MapView {
  const placed = placeablePoints(points);
  if (placed.length === 0) return { kind: 'centre', center: FRANCE_CENTER, zoom: EMPTY_MAP_ZOOM };
  if (first) return { kind: 'centre', center: FRANCE_CENTER, zoom: FRANCE_ZOOM };
  const lats = placed.map((p) => p.lat);
  const lngs = placed.map((p) => p.lng);
  return {
    kind: 'fit',
    bounds: [[Math.min(...lats), Math.min(...lngs)], [Math.max(...lats), Math.max(...lngs)]],
    padding: FIT_PADDING,
    maxZoom: MAX_MAP_ZOOM,
  };
}

/**
 * The property page's approximate location (issue 39 item 7): a circle of this radius around the
 * commune's centre (INSEE code → the bundled centres file), never the listing's own point.
 */
export const APPROXIMATE_AREA_RADIUS_METRES = 1_000;
