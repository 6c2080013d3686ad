import { DEPARTMENT_NAMES, DEPARTMENT_REGION, REGION_NAMES } from '../geo/administrative-units';
import { type PlaceQuery, parsePlaceParams, placeKey } from '../geo/place-query';

/** What the directory's URL asks for (spec §2 'Adviser directory', §5 'Directory filters'). */
export interface DirectoryQuery {
  /** Case-insensitive substring of the adviser's name, or null. */
  name: string | null;
  place: PlaceQuery | null;
  page: number;
  /** The words the place field shows again ('Sevran (93270)', 'Seine-Saint-Denis'). */
  placeText: string;
}

type Params = { get(name: string): string | null };

const NAMED_CODE = /^(.+?)\s*\(([0-9]{2,3}|2[ab])\)\s*$/i;

/**
 * Free text the place parser keeps as a town name may name a department or a region, as the place
 * field writes them without JavaScript ('Seine-Saint-Denis (93)', 'Bretagne'): read those as such.
 */
export function refineTextPlace(place: PlaceQuery | null): PlaceQuery | null {
  if (!place || place.kind !== 'text') return place;
  const coded = NAMED_CODE.exec(place.text);
  if (coded) {
    const code = coded[2]!.toUpperCase();
    if (DEPARTMENT_REGION[code]) return { kind: 'department', code, name: DEPARTMENT_NAMES[code] ?? coded[1]!.trim() };
  }
  const key = placeKey(place.text);
  const department = Object.entries(DEPARTMENT_NAMES).find(([, name]) => placeKey(name) === key);
  if (department) return { kind: 'department', code: department[0], name: department[1] };
  const region = Object.entries(REGION_NAMES).find(([, name]) => placeKey(name) === key);
  if (region) return { kind: 'region', code: region[0], name: region[1] };
  return place;
}

function placeTextOf(params: Params): string {
  const get = (...names: string[]) => names.map((n) => params.get(n)?.trim()).find(Boolean) ?? '';
  const q = get('q');
  if (q) return q;
  const city = get('city', 'ville');
  const zip = get('cp', 'zip');
  if (city && zip) return `${city} (${zip})`;
  if (city || zip) return city || zip;
  const depNom = get('depNom');
  const dep = get('dep');
  if (dep) return depNom ? `${depNom} (${dep.toUpperCase()})` : dep;
  return get('regionNom') || get('region');
}

/** The directory's filter from its URL; the page number is 1 unless a positive integer is given. */
export function directoryQuery(params: Params): DirectoryQuery {
  const name = params.get('name')?.trim().slice(0, 100) || null;
  const rawPage = params.get('page')?.trim() ?? '';
  const page = /^\d{1,6}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  return { name, place: refineTextPlace(parsePlaceParams(params)), page, placeText: placeTextOf(params).slice(0, 120) };
}
