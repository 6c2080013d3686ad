import { createRequire } from 'node:module';
import centresCsv from './data/commune-centres.csv?raw';

/** A commune's centre (WGS-84 degrees) and population (INSEE 2021). */
export interface CommuneCentre {
  lat: number;
  lng: number;
  population: number;
}

/** The fields read from @etalab/decoupage-administratif's data/communes.json. */
export interface RawCommune {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  region?: string;
  commune?: string;
  chefLieu?: string;
  codesPostaux?: string[];
  population?: number;
}

/**
 * Paris, Lyon and Marseille are missing from the bundled centres (see data/README.md): their town
 * halls, to about 0.001°, as in the former department-seat table.
 */
const MISSING_CITY_CENTRES: Readonly<Record<string, { lat: number; lng: number }>> = {
  '75056': { lat: 48.8566, lng: 2.3522 }, // Paris, Hôtel de Ville
  '69123': { lat: 45.7676, lng: 4.8357 }, // Lyon, Hôtel de Ville
  '13055': { lat: 43.2965, lng: 5.3698 }, // Marseille, Hôtel de Ville
};

function parseCentres(csv: string): Map<string, CommuneCentre> {
  const map = new Map<string, CommuneCentre>();
  for (const line of csv.split('\n').slice(1)) {
    const [insee, lat, lng, population] = line.split(',');
    if (!insee || !lat || !lng) continue;
    map.set(insee, { lat: Number(lat), lng: Number(lng), population: Number(population) || 0 });
  }
  return map;
}

let communes: RawCommune[] | undefined;
/** The official commune list (8 MB), read once. */
export function officialCommunes(): RawCommune[] {
  if (!communes) communes = createRequire(import.meta.url)('@etalab/decoupage-administratif/data/communes.json') as RawCommune[];
  return communes;
}

let centres: ReadonlyMap<string, CommuneCentre> | undefined;

/**
 * The centre of every current commune (and municipal arrondissement of Paris, Lyon, Marseille: their
 * city's) that has one, by INSEE code. A commune created since the source was compiled takes the
 * centre of a former commune of the same code, or of its chief town; its population is then the
 * official list's.
 */
export function communeCentres(): ReadonlyMap<string, CommuneCentre> {
  if (centres) return centres;
  const source = parseCentres(centresCsv);
  const result = new Map<string, CommuneCentre>();
  const all = officialCommunes();
  for (const c of all) {
    if (c.type !== 'commune-actuelle') continue;
    const known = source.get(c.code);
    if (known) {
      result.set(c.code, known.population ? known : { ...known, population: c.population ?? 0 });
      continue;
    }
    const point = MISSING_CITY_CENTRES[c.code];
    if (point) result.set(c.code, { ...point, population: c.population ?? 0 });
  }
  for (const c of all) {
    // Merged communes: a former commune (déléguée) whose chief town is the new one lends its centre.
    if (c.type !== 'commune-deleguee' || !c.chefLieu || result.has(c.chefLieu)) continue;
    const former = source.get(c.code);
    const merged = all.find((m) => m.type === 'commune-actuelle' && m.code === c.chefLieu);
    if (former && merged) result.set(merged.code, { lat: former.lat, lng: former.lng, population: merged.population ?? former.population });
  }
  for (const c of all) {
    if (c.type === 'arrondissement-municipal' && c.commune && result.has(c.commune)) {
      const city = result.get(c.commune)!;
      result.set(c.code, { lat: city.lat, lng: city.lng, population: c.population ?? 0 });
    }
  }
  centres = result;
  return result;
}
