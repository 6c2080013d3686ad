import { AUTRE_DATE, parseSlotParam } from './slots';
import { existingParam } from './existing-reports';

/**
 * The answers of quote step 1 (spec §3 "Quote criteria") and their round trip through the URL:
 * every step links to the next with the answers as query parameters, so parsing must be
 * forgiving (legacy names, unknown values emptied) and serialising stable.
 */

// Options as [value, label] lists rather than objects: '1'..'9' keys would be reordered by JS.
export const PROJET_OPTIONS = [
  { value: 'vendre', label: 'Je vends' },
  { value: 'louer', label: 'Je loue' },
  { value: 'renover', label: 'Je rénove' },
] as const;
export const BIEN_OPTIONS = [
  { value: 'appartement', label: 'Appartement' },
  { value: 'maison', label: 'Maison' },
  { value: 'commercial', label: 'Local commercial' },
  { value: 'autre', label: 'Autre' },
] as const;
export const OUI_NON_OPTIONS = [
  { value: 'oui', label: 'Oui' },
  { value: 'non', label: 'Non' },
] as const;
export const CONSTRUCTION_OPTIONS = [
  { value: 'avant1949', label: 'Avant 1949' },
  { value: '1949a1997', label: 'Entre 1949 et le 01/07/1997' },
  { value: 'apres1997', label: 'Après le 01/07/1997' },
] as const;
export const GAZ_OPTIONS = [
  { value: 'moins15', label: '- de 15 ans' },
  { value: 'plus15', label: '+ de 15 ans' },
  { value: 'aucuneInstallationGaz', label: 'Aucune installation' },
] as const;
export const ELECTRICITE_OPTIONS = [
  { value: 'electriciteMoins15', label: '- de 15 ans' },
  { value: 'electricitePlus15', label: '+ de 15 ans' },
  { value: 'electriciteNSP', label: 'Je ne sais pas' },
] as const;
export const PIECES_OPTIONS = [
  ...(['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const).map((v) => ({ value: v, label: v })),
  { value: '10plus', label: '10 et +' },
] as const;
export const DPE_NOTE_OPTIONS = [
  ...(['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const).map((v) => ({ value: v, label: v })),
  { value: 'attente', label: "J'attends le résultat" },
] as const;

type ValueOf<T extends readonly { value: string }[]> = T[number]['value'];
export type Projet = ValueOf<typeof PROJET_OPTIONS>;
export type Bien = ValueOf<typeof BIEN_OPTIONS>;
export type OuiNon = ValueOf<typeof OUI_NON_OPTIONS>;
export type Construction = ValueOf<typeof CONSTRUCTION_OPTIONS>;
export type Gaz = ValueOf<typeof GAZ_OPTIONS>;
export type Electricite = ValueOf<typeof ELECTRICITE_OPTIONS>;
export type Pieces = ValueOf<typeof PIECES_OPTIONS>;
export type DpeNote = ValueOf<typeof DPE_NOTE_OPTIONS>;

/** All strings; '' = not answered. projet may be '' in the UI (a second click clears a choice). */
export interface QuoteCriteria {
  projet: Projet | '';
  bien: Bien | '';
  copropriete: OuiNon | '';
  construction: Construction | '';
  gaz: Gaz | '';
  electricite: Electricite | '';
  pieces: Pieces | '';
  /** Digits only, no leading zeros. */
  surface: string;
  address: string;
  /** Five digits or ''. */
  postcode: string;
  city: string;
  /** Kept as strings from the picked suggestion; '' unless a finite number. */
  lat: string;
  lon: string;
  /** '' | 'autreDate' | 'dd-mm-yy-HHhMM' (a real date). */
  date: string;
  dpeDeja: OuiNon | '';
  dpeNote: DpeNote | '';
  /** The diagnostics already held, canonical 'dpe:2019-05-20,plomb:2010-03-01:below' (existing-reports.ts). */
  existants: string;
}

export const DEFAULT_PROJET: Projet = 'vendre';

export const EMPTY_CRITERIA: Readonly<QuoteCriteria> = Object.freeze({
  projet: DEFAULT_PROJET,
  bien: '',
  copropriete: '',
  construction: '',
  gaz: '',
  electricite: '',
  pieces: '',
  surface: '',
  address: '',
  postcode: '',
  city: '',
  lat: '',
  lon: '',
  date: '',
  dpeDeja: '',
  dpeNote: '',
  existants: '',
});

/** Label of a value in an option list ('' when unknown). */
export function optionLabel(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? '';
}

function pick<T extends readonly { value: string }[]>(options: T, raw: string | null): ValueOf<T> | '' {
  const v = (raw ?? '').trim();
  return options.some((o) => o.value === v) ? (v as ValueOf<T>) : '';
}

// Caps keep a crafted URL from bloating links, leads and logs.
const MAX_ADDRESS = 200;
const MAX_CITY = 100;
const MAX_COORD = 32;
// Long enough that an absurd surface stays absurd (and is refused by answerProblems), never cut to a plausible one.
const MAX_SURFACE_DIGITS = 12;

/**
 * Digits only, no leading zeros (spec §5). A French decimal ('85,5 m²') is rounded to whole m²
 * rather than read as 855; a longer number is kept whole so that its bound check can refuse it.
 */
export function normaliseSurface(raw: string | null | undefined): string {
  const text = (raw ?? '').replace(/\s*(m²|m2)\s*$/i, '').trim();
  const decimal = /^([\d\s]*\d)[,.](\d{1,2})$/.exec(text);
  const whole = decimal ? String(Math.round(Number(`${decimal[1]!.replace(/\s/g, '')}.${decimal[2]}`))) : text;
  return whole.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_SURFACE_DIGITS);
}

function text(raw: string | null, max: number): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, max);
}

function postcode(raw: string | null): string {
  const v = (raw ?? '').trim();
  return /^\d{5}$/.test(v) ? v : '';
}

/** A coordinate stays the string it was (no float re-formatting) if it is a finite number in range. */
function coordinate(raw: string | null, limit: number): string {
  const v = (raw ?? '').trim();
  if (!v || v.length > MAX_COORD || !/^[-+]?\d+(\.\d+)?$/.test(v)) return '';
  const n = Number(v);
  return Number.isFinite(n) && Math.abs(n) <= limit ? v : '';
}

function slotDate(raw: string | null): string {
  const parsed = parseSlotParam(raw);
  if (parsed.kind === 'autreDate') return AUTRE_DATE;
  return parsed.kind === 'slot' ? parsed.param : '';
}

/** Reads step-1 answers from the URL; new names win over the legacy souhait/codePostal/ville. */
export function parseCriteria(params: URLSearchParams): QuoteCriteria {
  const get = (name: string, legacy?: string) => params.get(name) ?? (legacy ? params.get(legacy) : null);
  const dpeDeja = pick(OUI_NON_OPTIONS, get('dpeDeja'));
  return {
    projet: pick(PROJET_OPTIONS, get('projet', 'souhait')) || DEFAULT_PROJET,
    bien: pick(BIEN_OPTIONS, get('bien')),
    copropriete: pick(OUI_NON_OPTIONS, get('copropriete')),
    construction: pick(CONSTRUCTION_OPTIONS, get('construction')),
    gaz: pick(GAZ_OPTIONS, get('gaz')),
    electricite: pick(ELECTRICITE_OPTIONS, get('electricite')),
    pieces: pick(PIECES_OPTIONS, get('pieces')),
    surface: normaliseSurface(get('surface')),
    address: text(get('address'), MAX_ADDRESS),
    postcode: postcode(get('postcode', 'codePostal')),
    city: text(get('city', 'ville'), MAX_CITY),
    lat: coordinate(get('lat'), 90),
    lon: coordinate(get('lon'), 180),
    date: slotDate(get('date')),
    dpeDeja,
    // Spec §4: answering "no existing DPE" clears the grade.
    dpeNote: dpeDeja === 'non' ? '' : pick(DPE_NOTE_OPTIONS, get('dpeNote')),
    existants: existingParam(params),
  };
}

/** URL order used by every link between steps (stable, so links compare equal). */
export const CRITERIA_PARAM_ORDER: readonly (keyof QuoteCriteria)[] = [
  'projet',
  'bien',
  'copropriete',
  'dpeDeja',
  'dpeNote',
  'construction',
  'gaz',
  'electricite',
  'pieces',
  'surface',
  'address',
  'postcode',
  'city',
  'lat',
  'lon',
  'date',
  'existants',
];

export function criteriaToParams(criteria: QuoteCriteria): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of CRITERIA_PARAM_ORDER) {
    const value = criteria[key];
    if (value) params.set(key, value);
  }
  return params;
}
