// Estimate of a certificate's primary energy and label under another electricity factor.
import {
  detectBasis,
  electricFinalEnergy,
  electricLines,
  isElectricEnergy,
  type Basis,
  type BasisSource,
} from './basis';
import { type Message, message } from '../i18n/message';
import { electricityFactorAt, ELECTRICITY_FACTOR_SCHEDULE } from './electricity-factor';
import { currentFigures, currentLetters, scaleFor, type LabelLetters } from './label-scale';
import { SMALL_SURFACE_MAX } from './housing-bounds';
import { betterLetter, letterFor, worseLetter, type Bounds, type DpeLetter } from './letters';
import type { DpeRecord } from './record';
import { referenceSurface } from './surface';

export type EstimateMode = 'per-energy' | 'all-electric-shortcut' | 'per-usage' | 'per-energy-tertiaire' | 'fallback';

/** Spec "Calculation result". */
export interface CalculationResult {
  mode: EstimateMode;
  newEP_total: number | null;
  newEP_m2_raw: number | null;
  newEP_m2_int: number | null;
  surface_used: number;
  details: Record<string, number | string | boolean | null>;
}

export interface Estimate extends CalculationResult {
  basisFactor: number;
  basisSource: BasisSource;
  targetFactor: number;
  letters: LabelLetters;
  currentEP_m2: number | null;
  gesM2: number | null;
  gesM2Int: number | null;
  /** Current minus new, kWh/m²/an, floored. */
  gainKwhM2: number | null;
  /** Floored percentage of the current value. */
  gainPct: number | null;
  /** French explanation shown to the visitor, when the estimate needs one. */
  note?: string;
  /** The same explanation as a catalogue key (decision 0044): what the page translates. */
  noteMessage?: Message;
}

/** Tolerance (kWh) when deciding a usage's EP is basis × EF, i.e. electric. */
export const ELECTRIC_MATCH_TOLERANCE = 2;

interface TotalChange {
  mode: EstimateMode;
  newTotal: number;
  details: CalculationResult['details'];
}

function perEnergy(record: DpeRecord, basis: number, target: number): TotalChange | null {
  const ep = record.conso_5_usages_ep;
  const elec = electricFinalEnergy(record);
  if (ep == null || ep <= 0 || elec == null || elec <= 0) return null;
  return { mode: 'per-energy', newTotal: Math.max(0, ep - (basis - target) * elec), details: { electric_ef: elec } };
}

function allElectric(record: DpeRecord, basis: number, target: number): TotalChange | null {
  const ep = record.conso_5_usages_ep;
  if (ep == null || ep <= 0) return null;
  if (!isElectricEnergy(record.type_energie_principale_chauffage)) return null;
  if (!isElectricEnergy(record.type_energie_principale_ecs)) return null;
  // A listed non-electric energy means heating or hot water is not purely electric.
  if (record.energies.some((l) => !isElectricEnergy(l.type))) return null;
  return { mode: 'all-electric-shortcut', newTotal: (ep * target) / basis, details: {} };
}

function perUsage(record: DpeRecord, basis: number, target: number): TotalChange | null {
  const r = record;
  const heatingLike = [
    ['chauffage', r.conso_chauffage_ep, r.conso_chauffage_ef, r.type_energie_principale_chauffage],
    ['ecs', r.conso_ecs_ep, r.conso_ecs_ef, r.type_energie_principale_ecs],
  ] as const;
  const alwaysElectric = [
    ['eclairage', r.conso_eclairage_ep, r.conso_eclairage_ef],
    ['auxiliaires', r.conso_auxiliaires_ep, r.conso_auxiliaires_ef],
    ['refroidissement', r.conso_refroidissement_ep, r.conso_refroidissement_ef],
  ] as const;
  if (!heatingLike.some(([, ep, ef]) => ep != null && ef != null)) return null;
  const details: CalculationResult['details'] = {};
  let before = 0;
  let after = 0;
  for (const [name, ep, ef, energy] of heatingLike) {
    if (ep == null) continue;
    const electric =
      ef != null && (isElectricEnergy(energy) || Math.abs(ep - basis * ef) <= ELECTRIC_MATCH_TOLERANCE);
    // Never let a usage rise when the factor drops (mixed systems where EF includes wood or gas).
    const converted = electric && ef != null ? Math.min(ep, target * ef) : ep;
    details[`${name}_converted`] = electric;
    before += ep;
    after += converted;
  }
  for (const [, ep, ef] of alwaysElectric) {
    if (ep == null && ef == null) continue;
    const current = ep ?? basis * ef!;
    before += current;
    after += ef != null ? target * ef : (current * target) / basis;
  }
  // Apply the change to the certificate's own total when it has one (usages may not sum exactly).
  const total = r.conso_5_usages_ep;
  const newTotal = total != null && total > 0 ? total - (before - after) : after;
  return { mode: 'per-usage', newTotal: Math.max(0, newTotal), details };
}

function perEnergyTertiary(record: DpeRecord, basis: number, target: number): TotalChange | null {
  const lines = record.energies.filter((l) => l.ep != null && l.ep > 0);
  const totalEp = lines.reduce((a, l) => a + l.ep!, 0);
  const elecEp = electricLines({ energies: lines }).reduce((a, l) => a + l.ep!, 0);
  if (totalEp <= 0 || elecEp <= 0) return null;
  const newTotal = totalEp - elecEp + (elecEp * target) / basis;
  return { mode: 'per-energy-tertiaire', newTotal, details: { electric_share: elecEp / totalEp } };
}

function chooseChange(record: DpeRecord, basis: number, target: number): TotalChange | null {
  if (record.isTertiaire) return perEnergyTertiary(record, basis, target);
  return perEnergy(record, basis, target) ?? allElectric(record, basis, target) ?? perUsage(record, basis, target);
}

function frenchFactor(f: number): string {
  return String(f).replace('.', ',');
}

export const NO_CONSUMPTION_NOTE =
  'Les consommations de ce DPE ne sont pas disponibles : la nouvelle étiquette ne peut pas être estimée.';

/** A note in French (the API's and the tests' wording) and as a catalogue key (the page's). */
interface Note {
  text: string;
  message: Message;
}

function alreadyAppliedNote(basis: Basis): Note {
  const step = ELECTRICITY_FACTOR_SCHEDULE.find((s) => s.factor === basis.factor && s.from != null);
  // Only mention the date when the establishment date itself explains the factor.
  if (step?.from && basis.dateFactor === basis.factor) {
    const year = step.from.slice(0, 4);
    return {
      text: `Ce DPE a été établi depuis le 1er janvier ${year} : il applique déjà le coefficient ${frenchFactor(basis.factor)}.`,
      message: message('diag:simulator.notes.alreadyAppliedSince', { year, factor: basis.factor }),
    };
  }
  return { text: `Ce DPE applique déjà le coefficient ${frenchFactor(basis.factor)}.`, message: message('diag:simulator.notes.alreadyApplied', { factor: basis.factor }) };
}

// Drop float noise (230 × 1.9 / 2.3 = 189.99999999999997) before flooring or classing.
const clean = (v: number): number => Math.round(v * 1e6) / 1e6;
const floorOrNull = (v: number | null): number | null => (v == null ? null : Math.floor(clean(v)));

/** Estimate under an explicit electricity factor (1.9, 1.7…). */
export function estimateWithFactor(record: DpeRecord, targetFactor: number): Estimate {
  const surface = referenceSurface(record);
  const basis = detectBasis(record);
  const figures = currentFigures(record, surface);
  const current = currentLetters(record, surface);
  const base = {
    surface_used: surface,
    basisFactor: basis.factor,
    basisSource: basis.source,
    targetFactor,
    currentEP_m2: figures.epM2,
    gesM2: figures.gesM2,
    gesM2Int: floorOrNull(figures.gesM2),
  };
  const unchanged = (mode: EstimateMode, details: CalculationResult['details'], note?: Note): Estimate => ({
    ...base,
    mode,
    newEP_total: figures.epTotal,
    newEP_m2_raw: figures.epM2,
    newEP_m2_int: floorOrNull(figures.epM2),
    details,
    letters: current,
    gainKwhM2: figures.epM2 == null ? null : 0,
    gainPct: figures.epM2 == null ? null : 0,
    ...(note ? { note: note.text, noteMessage: note.message } : {}),
  });

  // Nothing to compute from: show no new label rather than repeat today's as if unchanged.
  if (record.isVierge || figures.epM2 == null) {
    return {
      ...unchanged('fallback', { reason: 'no-consumption' }, { text: NO_CONSUMPTION_NOTE, message: message('diag:simulator.notes.noConsumption') }),
      letters: { energy: null, ges: current.ges, overall: null },
    };
  }
  // Same or newer factor already applied: estimating "backwards" would make no sense.
  if (basis.factor <= targetFactor) {
    return unchanged('fallback', { reason: 'factor-already-applied' }, alreadyAppliedNote(basis));
  }
  const change = chooseChange(record, basis.factor, targetFactor);
  if (change == null) return unchanged('fallback', { reason: 'no-usable-breakdown' });

  const perM2 = newFigurePerM2(figures, change.newTotal, surface);
  if (perM2 == null) return unchanged('fallback', { reason: 'no-surface' });

  // Round once: the letters, the figures and the gain all come from the whole numbers shown
  // (today's is the certificate's own published figure, as the 'Actuellement' panel shows it).
  const currentShown = Math.floor(clean(figures.epM2));
  const newShown = Math.min(Math.floor(clean(perM2.next)), currentShown);
  const scale = scaleFor(record, surface);
  const energy = betterLetter(letterFor(newShown, scale.energy), current.energy);
  const ges = newLabelGes(record, surface, scale.ges, current.ges);
  // The new label cannot read worse than today's.
  const overall = betterLetter(worseLetter(energy, ges), current.overall);
  const gain = currentShown - newShown;
  return {
    ...base,
    mode: change.mode,
    newEP_total: change.newTotal,
    newEP_m2_raw: perM2.next,
    newEP_m2_int: newShown,
    details: { ...change.details, ...(perM2.scaled ? { scaled_from_published_m2: true } : {}) },
    letters: { energy, ges, overall },
    gainKwhM2: gain,
    gainPct: currentShown > 0 ? Math.floor((gain * 100) / currentShown) : null,
    ...(perM2.scaled ? { note: SCALED_NOTE, noteMessage: message('diag:simulator.notes.scaled') } : {}),
  };
}

export const SCALED_NOTE =
  'Ce DPE ne publie pas de consommation totale cohérente avec sa surface : la nouvelle valeur est estimée à partir de sa valeur par m² publiée (arrondie), à 1 kWh/m² près.';

/**
 * The new per-m² figure as the official recalculation makes it: the new total over the surface
 * (then floored by the caller). The open data publish the per-m² value already floored, so scaling
 * it lands up to 1 kWh/m² low near a bound; it is used only when total and surface do not agree
 * with it (or one is missing), and then `scaled` says so.
 */
export function newFigurePerM2(
  figures: { epM2: number | null; epTotal: number | null },
  newTotal: number,
  surface: number,
): { current: number; next: number; scaled: boolean } | null {
  const { epM2, epTotal } = figures;
  if (epM2 == null) return null;
  if (epTotal != null && epTotal > 0 && surface > 0) {
    const current = epTotal / surface;
    // The published value is the floor of total / surface (±1 for rounding in older exports).
    if (Math.abs(current - epM2) < 1 + 1e-6) return { current, next: Math.min(newTotal / surface, current), scaled: false };
  }
  if (epTotal != null && epTotal > 0) return { current: epM2, next: Math.min((epM2 * newTotal) / epTotal, epM2), scaled: true };
  if (surface > 0) return { current: epM2, next: Math.min(newTotal / surface, epM2), scaled: true };
  return null;
}

/** The arrêté of 25 March 2024 gave homes under 40 m² their own thresholds from 1 July 2024. */
export const SMALL_SURFACE_THRESHOLDS_FROM = '2024-07-01';

/**
 * GES letter of the new label, with the thresholds in force on its date. A home under 40 m²
 * certified before 1 July 2024 was classed with the old thresholds: its GES is classed again with
 * the small-surface ones (from total emissions over the surface, as the Observatoire does).
 * Otherwise the certificate's own letter stands: the reform does not change GES.
 */
export function newLabelGes(record: DpeRecord, surface: number, gesBounds: Bounds, printed: DpeLetter | null): DpeLetter | null {
  const issued = record.date_etablissement_dpe;
  const beforeSmallThresholds = issued != null && issued < SMALL_SURFACE_THRESHOLDS_FROM;
  if (record.isTertiaire || !beforeSmallThresholds || !(surface > 0 && surface < SMALL_SURFACE_MAX)) return printed;
  const total = record.emission_ges_5_usages;
  const perM2 = total != null && total >= 0 ? total / surface : record.emission_ges_5_usages_par_m2;
  if (perM2 == null) return printed;
  return betterLetter(letterFor(Math.floor(clean(perM2)), gesBounds), printed);
}

/** Estimate with the factor in force on targetDate. */
export function estimateAt(record: DpeRecord, targetDate: Date): Estimate {
  return estimateWithFactor(record, electricityFactorAt(targetDate));
}
