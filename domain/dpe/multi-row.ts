// One line of the 'Résultats pour plusieurs DPE' table (spec "Multi-row result").
import { electricityFactorOnDay } from './electricity-factor';
import { estimateWithFactor, type Estimate } from './estimate';
import type { DpeLetter } from './letters';
import type { DpeLookup } from './lookup';
import type { DpeRecord } from './record';
import { TARGET_DAY_2026, currentPanel } from './simulate';

export const MULTI_ROW_ERRORS = { notFound: 'Non trouvé', fetchError: 'Erreur de récupération' } as const;

export interface MultiRowResult {
  numero: string;
  row: DpeRecord | null;
  /** 2026 estimate. */
  after: Estimate | null;
  beforeEPm2Int: number | null;
  gesM2Int: number | null;
  sref: number | null;
  beforeLetter: DpeLetter | null;
  afterLetter: DpeLetter | null;
  error: (typeof MULTI_ROW_ERRORS)[keyof typeof MULTI_ROW_ERRORS] | null;
}

export function toMultiRow(numero: string, lookup: DpeLookup): MultiRowResult {
  const empty = { row: null, after: null, beforeEPm2Int: null, gesM2Int: null, sref: null, beforeLetter: null, afterLetter: null };
  if (lookup.status === 'not-found') return { numero, ...empty, error: MULTI_ROW_ERRORS.notFound };
  if (lookup.status === 'error') return { numero, ...empty, error: MULTI_ROW_ERRORS.fetchError };
  const record = lookup.record;
  const before = currentPanel(record);
  const after = estimateWithFactor(record, electricityFactorOnDay(TARGET_DAY_2026));
  return {
    numero,
    row: record,
    after,
    beforeEPm2Int: before.epM2Int,
    gesM2Int: before.gesM2Int,
    sref: after.surface_used,
    beforeLetter: before.letters.overall,
    afterLetter: after.letters.overall,
    error: null,
  };
}
