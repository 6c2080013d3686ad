/**
 * The rail stations nearest a commune's centre, for a property page's Localisation tab (issue 39 item
 * 7, decision 0147): measured from the centre the tab shows, never from the listing's address. Pure.
 */

export interface Station {
  name: string;
  /** The lines serving it, as Île-de-France Mobilités names them ('RER B', 'TRAM 4'). */
  lines: string[];
  lat: number;
  lng: number;
}

export interface NearbyStation {
  name: string;
  lines: string[];
  /** Straight-line distance from the centre, km, one decimal. */
  km: number;
}

/** Great-circle distance in km (mean Earth radius 6,371 km). */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

/** The `limit` stations within `maxKm` of the centre, nearest first (ties by name). */
export function nearbyStations(stations: readonly Station[], centre: { lat: number; lng: number }, options: { limit?: number; maxKm?: number } = {}): NearbyStation[] {
  const { limit = 4, maxKm = 3 } = options;
  return stations
    .map((s) => ({ name: s.name, lines: s.lines, exact: distanceKm(centre, s) }))
    .filter((s) => s.exact <= maxKm)
    .sort((a, b) => a.exact - b.exact || a.name.localeCompare(b.name, 'fr'))
    .slice(0, limit)
    .map((s) => ({ name: s.name, lines: s.lines, km: Math.round(s.exact * 10) / 10 }));
}
