import { foldText } from './fold-text';

/**
 * Place autocomplete (network spec §3 "Place suggestion", §5 "Place autocomplete", §7 call 5):
 * communes, departments and regions from an index built once from the official lists. Pure: the
 * server hands the records in, this module matches and ranks.
 */

export const PLACE_MIN_CHARS = 2;
export const MAX_COMMUNES = 8;
export const MAX_DEPARTEMENTS = 6;
export const MAX_REGIONS = 6;

/** [[south, west], [north, east]] in WGS-84 degrees, the shape Leaflet's fitBounds takes. */
export type Bounds = [[number, number], [number, number]];

export interface CommuneSuggestion {
  type: 'commune';
  code: string;
  name: string;
  cp: string;
  /** 'City (zip)'. */
  label: string;
  codeDepartement: string;
  lat: number;
  lng: number;
}

export interface DepartementSuggestion {
  type: 'departement';
  code: string;
  nom: string;
  codeRegion: string;
  /** Population-weighted centre of its communes. */
  lat: number;
  lng: number;
  bounds: Bounds;
}

export interface RegionSuggestion {
  type: 'region';
  code: string;
  nom: string;
  lat: number;
  lng: number;
  bounds: Bounds;
}

export type PlaceSuggestion = CommuneSuggestion | DepartementSuggestion | RegionSuggestion;

export interface PlaceSuggestions {
  communes: CommuneSuggestion[];
  departements: DepartementSuggestion[];
  regions: RegionSuggestion[];
}

/** What the index is built from (official lists joined with the commune centres). */
export interface CommuneRecord {
  code: string;
  name: string;
  postcodes: readonly string[];
  departement: string;
  region: string;
  lat: number;
  lng: number;
  population: number;
}
export interface DepartementRecord {
  code: string;
  nom: string;
  region: string;
}
export interface RegionRecord {
  code: string;
  nom: string;
}

interface IndexedCommune {
  record: CommuneRecord;
  key: string;
}
interface IndexedArea<T> {
  suggestion: T;
  key: string;
  population: number;
}

export interface PlaceIndex {
  /** Most populated first, so a scan meets the ranking order within each match kind. */
  communes: readonly IndexedCommune[];
  /** Every commune key in that order, each after a newline: one native indexOf walks the country. */
  communeText: string;
  /** Where each commune's key starts in communeText. */
  communeStarts: Int32Array;
  communesByKey: ReadonlyMap<string, readonly IndexedCommune[]>;
  communesByCode: ReadonlyMap<string, IndexedCommune>;
  byPostcode: ReadonlyMap<string, readonly CommuneRecord[]>;
  departements: readonly IndexedArea<DepartementSuggestion>[];
  departementByCode: ReadonlyMap<string, DepartementSuggestion>;
  regions: readonly IndexedArea<RegionSuggestion>[];
}

export const EMPTY_PLACES: PlaceSuggestions = Object.freeze({ communes: [], departements: [], regions: [] }) as PlaceSuggestions;

/** Search key of a name: accents, case, hyphens and apostrophes dropped ("Saint-Étienne" → "saint etienne"). */
export const placeKey = foldText;

/** The typed text as a key; a complete "st"/"ste" word reads "saint"/"sainte" ("St Malo" finds Saint-Malo). */
export function queryKey(text: string): string {
  const words = placeKey(text).split(' ');
  return words
    .map((w, i) => (i < words.length - 1 && w === 'st' ? 'saint' : i < words.length - 1 && w === 'ste' ? 'sainte' : w))
    .join(' ');
}

export type PlaceQuery =
  | { kind: 'none' }
  | { kind: 'postcode'; postcode: string }
  | { kind: 'departement'; codes: string[] }
  | { kind: 'name'; key: string };

/** Spec §5: 5 digits a postcode; 2 digits, 2A or 2B a department code; anything else a name. */
export function classifyPlaceQuery(raw: string | null | undefined): PlaceQuery {
  const q = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (q.length < PLACE_MIN_CHARS) return { kind: 'none' };
  if (/^\d{5}$/.test(q)) return { kind: 'postcode', postcode: q };
  // "20" was Corsica's code until 1976: it stands for both of today's departments.
  if (q === '20') return { kind: 'departement', codes: ['2A', '2B'] };
  if (/^(\d{2}|2[ab])$/i.test(q)) return { kind: 'departement', codes: [q.toUpperCase()] };
  const key = queryKey(q);
  return key.length < PLACE_MIN_CHARS ? { kind: 'none' } : { kind: 'name', key };
}

/** 0 exact, 1 prefix, 2 a later word starts with the text, 3 anywhere inside; null: no match. */
export function matchRank(key: string, text: string): number | null {
  const at = key.indexOf(text);
  if (at < 0) return null;
  if (at === 0) return key.length === text.length ? 0 : 1;
  if (key.charCodeAt(at - 1) === SPACE) return 2;
  return key.indexOf(` ${text}`, at) >= 0 ? 2 : 3;
}

const SPACE = 32;

const RANKS = 4;

function communeSuggestion(c: CommuneRecord, cp: string): CommuneSuggestion {
  return { type: 'commune', code: c.code, name: c.name, cp, label: `${c.name} (${cp})`, codeDepartement: c.departement, lat: c.lat, lng: c.lng };
}

/** The first `limit` items in rank order, then in the order given (population, most first). */
function topByRank<T>(items: Iterable<T>, keyOf: (item: T) => string, text: string, limit: number): T[] {
  const buckets: T[][] = Array.from({ length: RANKS }, () => []);
  for (const item of items) {
    const rank = matchRank(keyOf(item), text);
    if (rank !== null && buckets[rank]!.length < limit) buckets[rank]!.push(item);
  }
  return buckets.flat().slice(0, limit);
}

const byPopulation = (a: { population: number }, b: { population: number }) => b.population - a.population;

interface Area {
  population: number;
  weightedLat: number;
  weightedLng: number;
  south: number;
  west: number;
  north: number;
  east: number;
}

function addToArea(areas: Map<string, Area>, code: string, c: CommuneRecord) {
  let area = areas.get(code);
  if (!area) areas.set(code, (area = { population: 0, weightedLat: 0, weightedLng: 0, south: 90, west: 180, north: -90, east: -180 }));
  // Every commune weighs at least 1, so an area of unpopulated communes still has a centre.
  const weight = Math.max(1, c.population);
  area.population += weight;
  area.weightedLat += c.lat * weight;
  area.weightedLng += c.lng * weight;
  area.south = Math.min(area.south, c.lat);
  area.north = Math.max(area.north, c.lat);
  area.west = Math.min(area.west, c.lng);
  area.east = Math.max(area.east, c.lng);
}

const round = (n: number) => Math.round(n * 1e4) / 1e4;
const centre = (a: Area) => ({ lat: round(a.weightedLat / a.population), lng: round(a.weightedLng / a.population) });
const bounds = (a: Area): Bounds => [[a.south, a.west], [a.north, a.east]];

/**
 * Builds the search index. Departments and regions take their centre, bounds and population from
 * their communes; one without any located commune is left out (it could not be shown on a map).
 */
export function buildPlaceIndex(input: { communes: readonly CommuneRecord[]; departements: readonly DepartementRecord[]; regions: readonly RegionRecord[] }): PlaceIndex {
  const communes = [...input.communes].sort(byPopulation);
  const byPostcode = new Map<string, CommuneRecord[]>();
  const departementAreas = new Map<string, Area>();
  const regionAreas = new Map<string, Area>();
  for (const c of communes) {
    for (const cp of new Set(c.postcodes)) {
      const list = byPostcode.get(cp);
      if (list) list.push(c);
      else byPostcode.set(cp, [c]);
    }
    addToArea(departementAreas, c.departement, c);
    addToArea(regionAreas, c.region, c);
  }
  const departements: IndexedArea<DepartementSuggestion>[] = [];
  for (const d of input.departements) {
    const area = departementAreas.get(d.code);
    if (area) departements.push({ key: placeKey(d.nom), population: area.population, suggestion: { type: 'departement', code: d.code, nom: d.nom, codeRegion: d.region, ...centre(area), bounds: bounds(area) } });
  }
  const regions: IndexedArea<RegionSuggestion>[] = [];
  for (const r of input.regions) {
    const area = regionAreas.get(r.code);
    if (area) regions.push({ key: placeKey(r.nom), population: area.population, suggestion: { type: 'region', code: r.code, nom: r.nom, ...centre(area), bounds: bounds(area) } });
  }
  departements.sort(byPopulation);
  regions.sort(byPopulation);
  const indexed = communes.map((record) => ({ record, key: placeKey(record.name) }));
  const communeStarts = new Int32Array(indexed.length);
  let text = '';
  const byKey = new Map<string, IndexedCommune[]>();
  indexed.forEach((c, i) => {
    communeStarts[i] = text.length + 1;
    text += `\n${c.key}`;
    const same = byKey.get(c.key);
    if (same) same.push(c);
    else byKey.set(c.key, [c]);
  });
  return {
    communes: indexed,
    communeText: `${text}\n`,
    communeStarts,
    communesByKey: byKey,
    communesByCode: new Map(indexed.map((c) => [c.record.code, c])),
    byPostcode,
    departements,
    departementByCode: new Map(departements.map((d) => [d.suggestion.code, d.suggestion])),
    regions,
  };
}

/**
 * Spec §5: fewer than 2 characters nothing; a postcode its communes; a department code that
 * department; a name at most 8 communes, 6 departments and 6 regions, exact and prefix matches
 * first, then by population.
 */
export function searchPlaces(index: PlaceIndex, raw: string | null | undefined, sector?: PlaceSector): PlaceSuggestions {
  const found = searchEverywhere(index, raw);
  return sector ? sectorFirst(index, found, raw, sector) : found;
}

/**
 * The area a local site serves: its towns (INSEE codes, the agency's listCities) and their
 * departments. Its suggestions come first there ('Aulnay' on Sevran's site: Aulnay-sous-Bois).
 */
export interface PlaceSector {
  communes: readonly string[];
  departements: readonly string[];
}

function sectorFirst(index: PlaceIndex, found: PlaceSuggestions, raw: string | null | undefined, sector: PlaceSector): PlaceSuggestions {
  const query = classifyPlaceQuery(raw);
  if (query.kind !== 'name') return found;
  // The sector's own towns that match, even when the country-wide list had no room for them.
  const own = sector.communes
    .map((code) => index.communesByCode.get(code))
    .filter((c): c is IndexedCommune => !!c && matchRank(c.key, query.key) !== null)
    .sort((a, b) => matchRank(a.key, query.key)! - matchRank(b.key, query.key)! || b.record.population - a.record.population)
    .map((c) => communeSuggestion(c.record, mainPostcode(c.record)));
  const ownCodes = new Set(own.map((c) => c.code));
  const rest = found.communes.filter((c) => !ownCodes.has(c.code));
  const inDepartements = rest.filter((c) => sector.departements.includes(c.codeDepartement));
  const elsewhere = rest.filter((c) => !sector.departements.includes(c.codeDepartement));
  const departements = [...found.departements.filter((d) => sector.departements.includes(d.code)), ...found.departements.filter((d) => !sector.departements.includes(d.code))];
  return { ...found, communes: [...own, ...inDepartements, ...elsewhere].slice(0, MAX_COMMUNES), departements };
}

function searchEverywhere(index: PlaceIndex, raw: string | null | undefined): PlaceSuggestions {
  const query = classifyPlaceQuery(raw);
  switch (query.kind) {
    case 'none':
      return { communes: [], departements: [], regions: [] };
    case 'postcode':
      return {
        communes: (index.byPostcode.get(query.postcode) ?? []).slice(0, MAX_COMMUNES).map((c) => communeSuggestion(c, query.postcode)),
        departements: [],
        regions: [],
      };
    case 'departement':
      return {
        communes: [],
        departements: query.codes.flatMap((code) => index.departementByCode.get(code) ?? []),
        regions: [],
      };
    case 'name':
      return {
        communes: communesByName(index, query.key).map(({ record }) => communeSuggestion(record, mainPostcode(record))),
        departements: topByRank(index.departements, (d) => d.key, query.key, MAX_DEPARTEMENTS).map((d) => d.suggestion),
        regions: topByRank(index.regions, (r) => r.key, query.key, MAX_REGIONS).map((r) => r.suggestion),
      };
  }
}

/** The commune of a position in communeText (binary search on the starts). */
function communeAt(starts: Int32Array, position: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= position) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * Communes by name, as topByRank would rank them, without testing 35,000 keys one by one: exact
 * matches come from a map, the others from the occurrences of the text in the joined keys, met in
 * population order; the scan stops once exact and prefix matches fill the list.
 */
function communesByName(index: PlaceIndex, text: string): IndexedCommune[] {
  const exact = (index.communesByKey.get(text) ?? []).slice(0, MAX_COMMUNES);
  const buckets: IndexedCommune[][] = [exact, [], [], []];
  const { communeText, communeStarts, communes } = index;
  let from = 0;
  while (exact.length + buckets[1]!.length < MAX_COMMUNES) {
    const found = communeText.indexOf(text, from);
    if (found < 0) break;
    const i = communeAt(communeStarts, found);
    const commune = communes[i]!;
    const rank = matchRank(commune.key, text);
    if (rank !== null && rank > 0 && buckets[rank]!.length < MAX_COMMUNES) buckets[rank]!.push(commune);
    from = i + 1 < communeStarts.length ? communeStarts[i + 1]! : communeText.length;
  }
  return buckets.flat().slice(0, MAX_COMMUNES);
}

/** The postcode shown for a commune found by name: its lowest ("Paris (75001)", "Marseille (13001)"). */
function mainPostcode(c: CommuneRecord): string {
  return [...c.postcodes].sort()[0] ?? '';
}
