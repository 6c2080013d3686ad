// Simulator view: the certificate as it stands, then estimates for 2026 and 2027.
import { detectBasisFactor } from './basis';
import { electricityFactorAt, electricityFactorOnDay } from './electricity-factor';
import { estimateWithFactor, type Estimate, type EstimateMode } from './estimate';
import { currentFigures, currentLetters, type LabelLetters } from './label-scale';
import type { DpeRecord } from './record';
import { referenceSurface } from './surface';
import type { Message } from '../i18n/message';
import { tertiaryCategory, type TertiaryCategory } from './tertiary';

export interface SimulationPanel {
  factor: number;
  letters: LabelLetters;
  epM2Int: number | null;
  gesM2Int: number | null;
  gain: number | null;
  gainPct: number | null;
  /** 'record' = the certificate's own figures. */
  mode: EstimateMode | 'record';
  note?: string;
  noteMessage?: Message;
}

export interface SimulationRecordSummary {
  numero_dpe: string;
  address: string | null;
  surface: number;
  validUntil: string | null;
  isTertiaire: boolean;
  isVierge: boolean;
  tertiaryCategory: TertiaryCategory | null;
}

export interface Simulation {
  record: SimulationRecordSummary;
  /** Factor in force at `now`, for display only. */
  todayFactor: number;
  current: SimulationPanel;
  at2026: SimulationPanel;
  at2027: SimulationPanel;
}

export const TARGET_DAY_2026 = '2026-01-01';
export const TARGET_DAY_2027 = '2027-01-01';

const floorOrNull = (v: number | null): number | null => (v == null ? null : Math.floor(Math.round(v * 1e6) / 1e6));

export function panelFromEstimate(estimate: Estimate): SimulationPanel {
  return {
    factor: estimate.targetFactor,
    letters: estimate.letters,
    epM2Int: estimate.newEP_m2_int,
    gesM2Int: estimate.gesM2Int,
    gain: estimate.gainKwhM2,
    gainPct: estimate.gainPct,
    mode: estimate.mode,
    ...(estimate.note ? { note: estimate.note } : {}),
    ...(estimate.noteMessage ? { noteMessage: estimate.noteMessage } : {}),
  };
}

export function currentPanel(record: DpeRecord): SimulationPanel {
  const surface = referenceSurface(record);
  const figures = currentFigures(record, surface);
  return {
    factor: detectBasisFactor(record),
    letters: currentLetters(record, surface),
    epM2Int: floorOrNull(figures.epM2),
    gesM2Int: floorOrNull(figures.gesM2),
    gain: null,
    gainPct: null,
    mode: 'record',
  };
}

export function simulate(record: DpeRecord, now: Date): Simulation {
  const surface = referenceSurface(record);
  return {
    record: {
      numero_dpe: record.numero_dpe,
      address: record.address,
      surface,
      validUntil: record.date_fin_validite_dpe,
      isTertiaire: record.isTertiaire,
      isVierge: record.isVierge,
      tertiaryCategory: record.isTertiaire ? tertiaryCategory(record.secteur_activite, record.categorie_erp) : null,
    },
    todayFactor: electricityFactorAt(now),
    current: currentPanel(record),
    at2026: panelFromEstimate(estimateWithFactor(record, electricityFactorOnDay(TARGET_DAY_2026))),
    at2027: panelFromEstimate(estimateWithFactor(record, electricityFactorOnDay(TARGET_DAY_2027))),
  };
}
