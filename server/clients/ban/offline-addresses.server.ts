import { createRequire } from 'node:module';
import {
  type AddressSuggestion,
  type AddressSuggestionCandidate,
  clampLimit,
  cleanSuggestions,
  isQueryLongEnough,
  MIN_QUERY_LENGTH,
  normaliseQuery,
} from '../../../domain/geo/address-suggestion';
import { placeKey } from '../../../domain/geo/place-query';
import type { AddressQuery, AddressSearch } from './address-search.server';
import { communeCentres, officialCommunes, type RawCommune } from '../../geo/commune-centres.server';
import { DEPARTMENT_SEATS } from './commune-coordinates.server';


interface Entry {
  code: string;
  name: string;
  /** The postal town: the commune's own name, or for a municipal arrondissement its city's. */
  city: string;
  key: string;
  postcodes: readonly string[];
  population: number;
  /** Paris, Lyon and Marseille: their arrondissements answer postcode searches instead. */
  hasArrondissements: boolean;
  coordinates: { lon: number; lat: number } | null;
  context: string;
}

let entries: readonly Entry[] | undefined;

/** Reads the bundled official lists once, on the first search (the commune file is 8 MB). */
function loadEntries(): readonly Entry[] {
  if (entries) return entries;
  const require = createRequire(import.meta.url);
  const communes = officialCommunes();
  const departments = require('@etalab/decoupage-administratif/data/departements.json') as Array<{ code: string; nom: string }>;
  const regions = require('@etalab/decoupage-administratif/data/regions.json') as Array<{ code: string; nom: string }>;
  const departmentName = new Map(departments.map((d) => [d.code, d.nom]));
  const regionName = new Map(regions.map((r) => [r.code, r.nom]));
  const byCode = new Map<string, RawCommune>();
  const parents = new Set<string>();
  for (const c of communes) {
    if (c.type === 'commune-actuelle') byCode.set(c.code, c);
    if (c.type === 'arrondissement-municipal' && c.commune) parents.add(c.commune);
  }
  const centres = communeCentres();
  const list: Entry[] = [];
  for (const c of communes) {
    if (c.type !== 'commune-actuelle' && c.type !== 'arrondissement-municipal') continue;
    if (!c.codesPostaux?.length) continue;
    const parent = c.type === 'arrondissement-municipal' && c.commune ? byCode.get(c.commune) : undefined;
    const department = c.departement ?? '';
    // The commune's own centre; the department seat only for the few without one (overseas collectivities).
    const centre = centres.get(c.code) ?? (parent && centres.get(parent.code));
    const point = centre ? ([centre.lng, centre.lat] as const) : DEPARTMENT_SEATS[department];
    list.push({
      code: c.code,
      name: c.nom,
      city: parent?.nom ?? c.nom,
      key: placeKey(c.nom),
      postcodes: c.codesPostaux,
      population: c.population ?? 0,
      hasArrondissements: parents.has(c.code),
      coordinates: point ? { lon: point[0], lat: point[1] } : null,
      context: [department, departmentName.get(department), c.region && regionName.get(c.region)].filter(Boolean).join(', '),
    });
  }
  entries = list;
  return list;
}

interface Hit {
  entry: Entry;
  postcode: string;
  rank: number;
}

const RANK_SCORE = [1, 0.9, 0.7, 0.5];

function toCandidate({ entry, postcode, rank }: Hit): AddressSuggestionCandidate {
  return {
    id: entry.postcodes.length > 1 ? `${entry.code}_${postcode}` : entry.code,
    label: `${postcode} ${entry.name}`,
    city: entry.city,
    postcode,
    type: 'municipality',
    score: RANK_SCORE[rank] ?? 0.5,
    coordinates: entry.coordinates,
    citycode: entry.code,
    context: entry.context,
  };
}

/** Whether `name` appears in `text` as whole words ("rue de siam brest" contains "brest"). */
const containsWords = (text: string, name: string) => name.length >= 3 && ` ${text} `.includes(` ${name} `);

/**
 * Commune-level search over the bundled official commune list, for BAN_API_URL=offline (development,
 * tests, demos without network). It understands a commune name prefix, a postcode prefix ("7501"),
 * or a full address carrying a postcode and a town ("12 rue de Siam 29200 Brest"). Suggestions are
 * of type municipality, ranked by match then population; coordinates are the commune's centre
 * (server/geo/data/commune-centres.csv).
 */
export function createOfflineAddressSearch(): AddressSearch {
  return {
    async search(query: AddressQuery) {
      return searchOffline(query);
    },
  };
}

export function searchOffline(query: AddressQuery): AddressSuggestion[] {
  const q = normaliseQuery(query.q);
  if (!isQueryLongEnough(q, query.minLength ?? MIN_QUERY_LENGTH)) return [];
  const type = query.type?.trim();
  if (type && type !== 'municipality') return [];
  const limit = clampLimit(query.limit);

  const words = placeKey(q).split(' ').filter(Boolean);
  const digits = words.filter((w) => /^\d+$/.test(w));
  const text = words.filter((w) => !/^\d+$/.test(w)).join(' ');
  const fullPostcode = digits.findLast((w) => w.length === 5);
  const postcodePrefix = !text && digits.length === 1 && digits[0]!.length < 5 ? digits[0] : undefined;
  const postcodeFilter = query.postcode?.trim() || undefined;
  const citycodeFilter = query.citycode?.trim() || undefined;
  if (!text && !fullPostcode && !postcodePrefix) return [];

  const hits: Hit[] = [];
  for (const entry of loadEntries()) {
    if (citycodeFilter && entry.code !== citycodeFilter) continue;
    let nameRank: number | null = null;
    if (text) {
      if (entry.key === text) nameRank = 0;
      else if (entry.key.startsWith(text)) nameRank = 1;
      else if (containsWords(text, entry.key)) nameRank = 2;
    }
    const wanted = (p: string) =>
      (!postcodeFilter || p === postcodeFilter) &&
      (!fullPostcode || p === fullPostcode) &&
      (!postcodePrefix || p.startsWith(postcodePrefix));
    if (text && nameRank === null) {
      // A full address whose town is misspelt still lands on its postcode's communes.
      if (!fullPostcode || entry.hasArrondissements) continue;
      const postcode = entry.postcodes.find(wanted);
      if (postcode) hits.push({ entry, postcode, rank: 3 });
      continue;
    }
    if (nameRank !== null) {
      const postcode = entry.postcodes.find(wanted);
      if (postcode) hits.push({ entry, postcode, rank: nameRank });
      continue;
    }
    // Postcode search only: one suggestion per matching postcode of the commune.
    if (entry.hasArrondissements) continue;
    for (const postcode of entry.postcodes) if (wanted(postcode)) hits.push({ entry, postcode, rank: 1 });
  }
  const byPopulation = (a: Hit, b: Hit) => b.entry.population - a.entry.population;
  const byPostcode = (a: Hit, b: Hit) => a.postcode.localeCompare(b.postcode);
  // A name ranks by match then population; a bare postcode prefix lists postcodes in order.
  hits.sort(text ? (a, b) => a.rank - b.rank || byPopulation(a, b) || byPostcode(a, b) : (a, b) => byPostcode(a, b) || byPopulation(a, b));
  // Keep a margin so suggestions cleanSuggestions drops (no coordinates) do not shorten the list.
  return cleanSuggestions(hits.slice(0, limit * 2).map(toCandidate), limit);
}
