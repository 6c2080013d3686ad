import fs from 'node:fs';
import path from 'node:path';
import { placeKey } from '../../domain/geo/place-query';
import { communeCentres, officialCommunes } from './commune-centres.server';

/**
 * Every current French commune with its postcodes, department, region, centre and population, for
 * lookups by INSEE code, postcode or name. Built once, on first use, from the one reader of the
 * official list and the bundled centres (commune-centres.server.ts).
 */
export interface Commune {
  insee: string;
  name: string;
  key: string;
  zips: readonly string[];
  dep: string;
  region: string;
  lat: number | null;
  lng: number | null;
  population: number;
}

export interface CommuneDirectory {
  all: readonly Commune[];
  byInsee(code: string): Commune | undefined;
  byZip(zip: string): Commune[];
  byKey(key: string): Commune[];
}

export const GEO_DATA_DIR = path.resolve(process.cwd(), 'server/geo/data');

/** Rows of a small CSV with a header line and no quoted commas (our bundled price table). */
export function readCsv(file: string): Array<Record<string, string>> {
  const [header, ...lines] = fs.readFileSync(path.join(GEO_DATA_DIR, file), 'utf8').split(/\r?\n/);
  const names = (header ?? '').split(',');
  return lines.filter(Boolean).map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(names.map((n, i) => [n, cells[i] ?? '']));
  });
}

let directory: CommuneDirectory | undefined;

export function communeDirectory(): CommuneDirectory {
  if (directory) return directory;
  const centres = communeCentres();
  const all: Commune[] = [];
  for (const c of officialCommunes()) {
    if (c.type !== 'commune-actuelle' || !c.departement || !c.region) continue;
    const centre = centres.get(c.code);
    all.push({
      insee: c.code,
      name: c.nom,
      key: placeKey(c.nom),
      zips: c.codesPostaux ?? [],
      dep: c.departement,
      region: c.region,
      lat: centre?.lat ?? null,
      lng: centre?.lng ?? null,
      population: centre?.population ?? c.population ?? 0,
    });
  }
  const byInsee = new Map(all.map((c) => [c.insee, c]));
  const byZip = new Map<string, Commune[]>();
  const byKey = new Map<string, Commune[]>();
  for (const c of all) {
    for (const z of c.zips) byZip.set(z, [...(byZip.get(z) ?? []), c]);
    byKey.set(c.key, [...(byKey.get(c.key) ?? []), c]);
  }
  directory = {
    all,
    byInsee: (code) => byInsee.get(code.toUpperCase()),
    byZip: (zip) => byZip.get(zip) ?? [],
    byKey: (key) => byKey.get(key) ?? [],
  };
  return directory;
}

/** Distance in km between two points (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}
