import { foldText } from './fold-text';
import { DEPARTMENT_NAMES, DEPARTMENT_REGION, REGION_NAMES } from './administrative-units';

/**
 * The place a visitor asked for, read from URL parameters (network spec §2 'Buy and rent landing
 * pages', §5 'Directory filters'). Pure: the server resolves it against the commune list.
 */
export type PlaceQuery =
  | { kind: 'commune'; insee: string | null; zip: string | null; name: string | null }
  | { kind: 'department'; code: string; name: string | null }
  | { kind: 'region'; code: string; name: string | null }
  /** 3 or 4 digits: the start of a postcode. */
  | { kind: 'zipPrefix'; prefix: string }
  /** Free text: a town name, matched ignoring accents and case. */
  | { kind: 'text'; text: string }
  /** Input that can match nothing (e.g. 7 digits): never 'everything' (the spec's rent-search bug). */
  | { kind: 'invalid'; text: string; message: string };

export const INVALID_POSTCODE_MESSAGE = 'Code postal invalide : saisissez 5 chiffres, ou 2 pour un département.';

/** Lower case, no accents, punctuation as spaces, 'saint' as 'st': how town names are compared. */
export function placeKey(text: string): string {
  return foldText(text)
    .split(' ')
    .map((w) => (w === 'saint' ? 'st' : w === 'sainte' ? 'ste' : w))
    .join(' ');
}

export function regionOfDepartment(department: string): string | null {
  return DEPARTMENT_REGION[department.toUpperCase()] ?? null;
}
export function departmentName(code: string): string | null {
  return DEPARTMENT_NAMES[code.toUpperCase()] ?? null;
}
export function regionName(code: string): string | null {
  return REGION_NAMES[code] ?? null;
}

const CITY_ZIP = /^(.+?)\s*\((\d{5})\)\s*$/;

/** One free-text place ('Sevran (93270)', '93270', '93', '2A', 'Bondy'). */
export function parsePlaceText(input: string): PlaceQuery | null {
  const text = input.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  const cityZip = CITY_ZIP.exec(text);
  if (cityZip) return { kind: 'commune', insee: null, zip: cityZip[2]!, name: cityZip[1]!.trim() };
  const compact = text.replace(/\s/g, '');
  if (/^\d+$/.test(compact)) {
    if (compact.length === 5) return { kind: 'commune', insee: null, zip: compact, name: null };
    if (compact.length === 2) return DEPARTMENT_REGION[compact] ? { kind: 'department', code: compact, name: departmentName(compact) } : { kind: 'invalid', text, message: INVALID_POSTCODE_MESSAGE };
    if (compact.length === 3 && DEPARTMENT_REGION[compact]) return { kind: 'department', code: compact, name: departmentName(compact) };
    if (compact.length === 3 || compact.length === 4) return { kind: 'zipPrefix', prefix: compact };
    return { kind: 'invalid', text, message: INVALID_POSTCODE_MESSAGE };
  }
  if (/^2[ab]$/i.test(compact)) return { kind: 'department', code: compact.toUpperCase(), name: departmentName(compact) };
  return { kind: 'text', text };
}

type Params = { get(name: string): string | null };

function param(params: Params, ...names: string[]): string | null {
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return null;
}

/**
 * The place of a search or directory URL: commune code, else postcode and/or town (cp|zip,
 * city|ville), else department (dep, depNom), else region (region, regionNom), else free text q.
 */
export function parsePlaceParams(params: Params): PlaceQuery | null {
  const insee = param(params, 'commune', 'insee');
  if (insee && /^[0-9][0-9AB]\d{3}$/i.test(insee)) return { kind: 'commune', insee: insee.toUpperCase(), zip: null, name: null };
  const zip = param(params, 'cp', 'zip');
  const city = param(params, 'city', 'ville');
  if (zip || city) {
    if (zip && !/^\d{5}$/.test(zip)) {
      const parsed = parsePlaceText(zip);
      if (parsed && !city) return parsed;
      return { kind: 'invalid', text: zip, message: INVALID_POSTCODE_MESSAGE };
    }
    if (city && !zip) {
      const parsed = parsePlaceText(city);
      if (parsed && parsed.kind === 'commune') return parsed;
    }
    return { kind: 'commune', insee: null, zip, name: city };
  }
  const dep = param(params, 'dep');
  if (dep) {
    const code = dep.toUpperCase();
    if (DEPARTMENT_REGION[code]) return { kind: 'department', code, name: param(params, 'depNom') ?? departmentName(code) };
    return { kind: 'invalid', text: dep, message: 'Département inconnu.' };
  }
  const region = param(params, 'region');
  if (region) {
    if (REGION_NAMES[region]) return { kind: 'region', code: region, name: param(params, 'regionNom') ?? regionName(region) };
    return { kind: 'invalid', text: region, message: 'Région inconnue.' };
  }
  const q = param(params, 'q', 'location');
  return q ? parsePlaceText(q) : null;
}

/** The words of a heading: 'Sevran (93270)', 'Seine-Saint-Denis', 'Île-de-France'. */
export function placeLabel(place: PlaceQuery | null): string | null {
  if (!place) return null;
  switch (place.kind) {
    case 'commune':
      return place.name && place.zip ? `${place.name} (${place.zip})` : (place.name ?? place.zip ?? place.insee);
    case 'department':
      return place.name ?? place.code;
    case 'region':
      return place.name ?? place.code;
    case 'zipPrefix':
      return place.prefix;
    case 'text':
    case 'invalid':
      return place.text;
  }
}
