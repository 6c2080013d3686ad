import { type NearbyStation, nearbyStations, type Station } from '../../domain/geo/nearby-stations';
import stationsCsv from './data/idfm-stations-sevran-sector.csv?raw';

let stations: Station[] | null = null;

/** The bundled stations (data/README.md: Île-de-France Mobilités, trimmed to the demo's sector). */
export function bundledStations(): Station[] {
  stations ??= stationsCsv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [name, lines, lat, lng] = line.split(',');
      return { name: name!, lines: lines!.split('|'), lat: Number(lat), lng: Number(lng) };
    });
  return stations;
}

/** The stations nearest a commune's centre, from the bundled file (none outside its sector). */
export function stationsNear(centre: { lat: number; lng: number }): NearbyStation[] {
  return nearbyStations(bundledStations(), centre);
}
