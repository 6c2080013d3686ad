import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { placeKey } from '../../domain/geo/place-query';

/**
 * Every current French commune with its postcodes, department, region, centre and population:
 * names and postcodes from @etalab/decoupage-administratif, centres and populations from the
 * bundled commune-centres.csv (server/geo/data/README.md). Read once, on first use.
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

interface RawCommune {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  region?: string;
  codesPostaux?: string[];
  population?: number;
}

export const GEO_DATA_DIR = path.resolve(process.cwd(), 'server/geo/data');

/** Rows of a small CSV with a header line and no quoted commas (our bundled files). */
export function readCsv(file: string): Array<Record<string, string>> {
  const [header, ...lines] = fs.readFileSync(path.join(GEO_DATA_DIR, file), 'utf8').split(/\r?\n/);
  const names = (header ?? '').split(',');
  return lines.filter(Boolean).map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(names.map((n, i) => [n, cells[i] ?? '']));
  });
}

/**
 * Paris, Lyon and Marseille are missing from commune-centres.csv (its README says otherwise): their
 * centres (town hall, about 0.01°) stand in, with the population of the official list.
 */
const MISSING_CENTRES: Record<string, { lat: number; lng: number }> = {
  '75056': { lat: 48.8566, lng: 2.3522 },
  '69123': { lat: 45.7676, lng: 4.8357 },
  '13055': { lat: 43.2965, lng: 5.3698 },
};

let directory: CommuneDirectory | undefined;

export function communeDirectory(): CommuneDirectory {
  if (directory) return directory;
  const require = createRequire(import.meta.url);
  const raw = require('@etalab/decoupage-administratif/data/communes.json') as RawCommune[];
  const centres = new Map(readCsv('commune-centres.csv').map((r) => [r.insee!, r]));
  const all: Commune[] = [];
  for (const c of raw) {
    if (c.type !== 'commune-actuelle' || !c.departement || !c.region) continue;
    const centre = centres.get(c.code);
    const standIn = MISSING_CENTRES[c.code];
    all.push({
      insee: c.code,
      name: c.nom,
      key: placeKey(c.nom),
      zips: c.codesPostaux ?? [],
      dep: c.departement,
      region: c.region,
      lat: centre ? Number(centre.lat) : (standIn?.lat ?? null),
      lng: centre ? Number(centre.lng) : (standIn?.lng ?? null),
      population: centre ? Number(centre.population_2021) : (c.population ?? 0),
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
