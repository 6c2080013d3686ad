// Domain view of one certificate line from the ADEME open-data service.
// Field names stay those of the open-data service so they can be traced to the spec.
import { parseLetter, type DpeLetter } from './letters';

export const NUMERIC_FIELDS = [
  'surface_habitable_logement',
  'surface_habitable_immeuble',
  'surface_chauffee_installation_chauffage_n1',
  'surface_habitable_desservie_par_installation_ecs_n1',
  'surface_utile',
  'surface_shon',
  'conso_5_usages_ep',
  'conso_5_usages_ef',
  'conso_5_usages_par_m2_ep',
  'conso_kwhep_m2_an',
  'emission_ges_5_usages',
  'emission_ges_5_usages_par_m2',
  'emission_ges_kg_co2_m2_an',
  'conso_chauffage_ep',
  'conso_chauffage_ef',
  'conso_ecs_ep',
  'conso_ecs_ef',
  'conso_eclairage_ep',
  'conso_eclairage_ef',
  'conso_auxiliaires_ep',
  'conso_auxiliaires_ef',
  'conso_refroidissement_ep',
  'conso_refroidissement_ef',
  /** Estimated yearly energy cost, € (the listing's cost range is checked against it). */
  'cout_total_5_usages',
] as const;

export const TEXT_FIELDS = [
  'date_etablissement_dpe',
  'date_fin_validite_dpe',
  'methode_dpe',
  'methode_application_dpe',
  'modele_dpe',
  'type_batiment',
  'classe_altitude',
  'zone_climatique',
  'type_energie_principale_chauffage',
  'type_energie_principale_ecs',
  'secteur_activite',
  'categorie_erp',
] as const;

export type NumericField = (typeof NUMERIC_FIELDS)[number];
export type TextField = (typeof TEXT_FIELDS)[number];

/** One of the n1..n3 energy lines of a certificate. */
export interface EnergyLine {
  rank: 1 | 2 | 3;
  type: string;
  /** Primary energy of this energy (tertiary: conso_ep_energie_nX). */
  ep: number | null;
  /** Final energy, all usages (conso_5_usages_ef_energie_nX or conso_ef_energie_nX). */
  ef: number | null;
  chauffageEf: number | null;
  ecsEf: number | null;
}

export type DpeRecord = {
  numero_dpe: string;
  /** Dataset the line came from, when known (dpe03existant, dpe01tertiaire…). */
  dataset: string | null;
  isTertiaire: boolean;
  /** Blank certificate: no label and no consumption. */
  isVierge: boolean;
  /** adresse_ban, or built from its parts; null when nothing is known. */
  address: string | null;
  etiquette_dpe: DpeLetter | null;
  etiquette_ges: DpeLetter | null;
  energies: EnergyLine[];
} & Record<NumericField, number | null> &
  Record<TextField, string | null>;

/** Numbers may arrive as strings ('12,5', '12.5'); anything unusable becomes null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/\s/g, '').replace(',', '.');
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

export function toText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

// The legacy tertiary dataset (dpe-tertiaire, certificates before July 2021) names its figures
// differently; they are read as the current names when those are absent.
export const LEGACY_FIELD_NAMES: Readonly<Record<string, string>> = {
  consommation_energie: 'conso_kwhep_m2_an',
  estimation_ges: 'emission_ges_kg_co2_m2_an',
  classe_consommation_energie: 'etiquette_dpe',
  classe_estimation_ges: 'etiquette_ges',
  date_fin_validite: 'date_fin_validite_dpe',
  date_etablissement: 'date_etablissement_dpe',
  shon: 'surface_shon',
  surface_utile_totale: 'surface_utile',
  geo_adresse: 'adresse_ban',
};

// CSV exports spell some names with spaces ('conso_5 usages_ef'); the API uses underscores.
function normaliseKeys(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const k = key.trim().replace(/\s+/g, '_');
    if (!(k in out) || out[k] == null) out[k] = value;
  }
  for (const [legacy, current] of Object.entries(LEGACY_FIELD_NAMES)) {
    if (out[current] == null && out[legacy] != null) out[current] = out[legacy];
  }
  return out;
}

function energyLines(raw: Record<string, unknown>): EnergyLine[] {
  const lines: EnergyLine[] = [];
  for (const rank of [1, 2, 3] as const) {
    const type = toText(raw[`type_energie_n${rank}`]);
    if (type == null) continue;
    lines.push({
      rank,
      type,
      ep: toNumber(raw[`conso_ep_energie_n${rank}`]),
      ef: toNumber(raw[`conso_5_usages_ef_energie_n${rank}`]) ?? toNumber(raw[`conso_ef_energie_n${rank}`]),
      chauffageEf: toNumber(raw[`conso_chauffage_ef_energie_n${rank}`]),
      ecsEf: toNumber(raw[`conso_ecs_ef_energie_n${rank}`]),
    });
  }
  return lines;
}

export function buildAddress(raw: Record<string, unknown>): string | null {
  const ban = toText(raw['adresse_ban']);
  if (ban) return ban;
  const street = [toText(raw['numero_voie_ban']), toText(raw['nom_rue_ban'])].filter(Boolean).join(' ');
  const city = [toText(raw['code_postal_ban']), toText(raw['nom_commune_ban'])].filter(Boolean).join(' ');
  const full = [street, city].filter((s) => s !== '').join(' ');
  return full === '' ? null : full;
}

export interface ToRecordOptions {
  isTertiaire: boolean;
  dataset?: string | null;
}

/** Maps a loosely-typed open-data line; never throws on odd values (they become null). */
export function toDpeRecord(line: Record<string, unknown>, options: ToRecordOptions): DpeRecord {
  const raw = normaliseKeys(line);
  const numbers = Object.fromEntries(NUMERIC_FIELDS.map((f) => [f, toNumber(raw[f])])) as Record<
    NumericField,
    number | null
  >;
  const texts = Object.fromEntries(TEXT_FIELDS.map((f) => [f, toText(raw[f])])) as Record<TextField, string | null>;
  const etiquette_dpe = parseLetter(raw['etiquette_dpe']);
  // Vierge: neither a label nor any primary-energy figure to work from.
  const epFigures = options.isTertiaire
    ? [numbers.conso_kwhep_m2_an]
    : [numbers.conso_5_usages_ep, numbers.conso_5_usages_par_m2_ep];
  const hasEp = epFigures.some((v) => v != null && v > 0);
  return {
    ...numbers,
    ...texts,
    numero_dpe: toText(raw['numero_dpe']) ?? '',
    dataset: options.dataset ?? null,
    isTertiaire: options.isTertiaire,
    isVierge: etiquette_dpe == null && !hasEp,
    address: buildAddress(raw),
    etiquette_dpe,
    etiquette_ges: parseLetter(raw['etiquette_ges']),
    energies: energyLines(raw),
  };
}
