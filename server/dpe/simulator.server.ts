import pLimit from 'p-limit';
import { type DpeLookup, type MultiRowResult, parseDpeNumbers, type Simulation, simulate, toMultiRow } from '../../domain/dpe';
import type { DpeSource } from '../clients/ademe/index.server';

/** Spec §8, the simulator's messages. */
export const SIMULATOR_MESSAGES = {
  notFound: 'Aucun DPE trouvé pour ce numéro (logements et tertiaire). Vérifiez la casse et les caractères.',
  unavailable: 'Impossible de récupérer les données ADEME pour le moment.',
} as const;

export type SingleOutcome = { status: 'found'; simulation: Simulation } | { status: 'not-found' | 'error'; message: string };

/** One line of 'Résultats pour plusieurs DPE', as the page and the API show it. */
export interface MultiRowView {
  numero: string;
  address: string | null;
  surface: number | null;
  beforeEPm2Int: number | null;
  afterEPm2Int: number | null;
  beforeLetter: string | null;
  afterLetter: string | null;
  gain: number | null;
  error: string | null;
}

// Several numbers are looked up side by side, but never more than this at once (politeness to ADEME:
// each lookup asks four datasets, so at most 20 requests run at once).
const MULTI_CONCURRENCY = 5;
/** The lookups of a page of numbers end within this (the page itself within 8 s); numbers not checked by then are said so. */
export const PAGE_BUDGET_MS = 7_000;
// A pasted list longer than this is cut: the table is for a handful of certificates.
export const MAX_NUMBERS = 20;

export function outcomeOf(lookup: DpeLookup, now: Date): SingleOutcome {
  if (lookup.status === 'found') return { status: 'found', simulation: simulate(lookup.record, now) };
  return lookup.status === 'not-found' ? { status: 'not-found', message: SIMULATOR_MESSAGES.notFound } : { status: 'error', message: SIMULATOR_MESSAGES.unavailable };
}

export function toMultiRowView(row: MultiRowResult): MultiRowView {
  const gain = row.after?.gainKwhM2 ?? null;
  return {
    numero: row.numero,
    address: row.row?.address ?? null,
    surface: row.sref,
    beforeEPm2Int: row.beforeEPm2Int,
    afterEPm2Int: row.after?.newEP_m2_int ?? null,
    beforeLetter: row.beforeLetter,
    afterLetter: row.afterLetter,
    gain,
    error: row.error,
  };
}

/**
 * Looks several numbers up in parallel (deduplicated, at most MAX_NUMBERS), in the order given,
 * within one deadline for the whole page: a number not answered by then comes back as an error.
 */
export async function lookupMany(source: DpeSource, numbers: string[], budgetMs = PAGE_BUDGET_MS): Promise<{ numero: string; lookup: DpeLookup }[]> {
  const limit = pLimit(MULTI_CONCURRENCY);
  const deadline = AbortSignal.timeout(budgetMs);
  const late = new Promise<DpeLookup>((resolve) => deadline.addEventListener('abort', () => resolve({ status: 'error' }), { once: true }));
  return Promise.all(
    numbers.slice(0, MAX_NUMBERS).map(async (numero) => {
      const work = limit(async (): Promise<DpeLookup> => (deadline.aborted ? { status: 'error' } : source.lookup(numero, deadline).catch((): DpeLookup => ({ status: 'error' }))));
      return { numero, lookup: await Promise.race([work, late]) };
    }),
  );
}

/** The French notice naming the numbers that could not be checked (ADEME slow or down), or null. */
export function uncheckedNotice(unchecked: string[]): string | null {
  if (unchecked.length === 0) return null;
  const list = unchecked.join(', ');
  return unchecked.length === 1
    ? `Le numéro ${list} n’a pas pu être vérifié : les données ADEME ne répondent pas pour le moment.`
    : `Ces numéros n’ont pas pu être vérifiés : ${list}. Les données ADEME ne répondent pas pour le moment.`;
}

export interface SimulatorAnswer {
  /** The numbers asked, deduplicated. */
  numbers: string[];
  /** The numbers ADEME could not answer for in time: the page names them and offers to retry. */
  unchecked: string[];
  single: SingleOutcome | null;
  multi: MultiRowView[] | null;
}

/**
 * The simulator for what the visitor typed (spec §4): one number gives one result or an error;
 * several give the table, and the first found row also becomes the main result.
 */
export async function runSimulator(source: DpeSource, input: string, now: Date): Promise<SimulatorAnswer> {
  const numbers = parseDpeNumbers(input).slice(0, MAX_NUMBERS);
  if (numbers.length === 0) return { numbers, unchecked: [], single: null, multi: null };
  const results = await lookupMany(source, numbers);
  const unchecked = results.filter((r) => r.lookup.status === 'error').map((r) => r.numero);
  if (numbers.length === 1) return { numbers, unchecked, single: outcomeOf(results[0]!.lookup, now), multi: null };
  const multi = results.map(({ numero, lookup }) => toMultiRowView(toMultiRow(numero, lookup)));
  const firstFound = results.find((r) => r.lookup.status === 'found');
  return { numbers, unchecked, single: firstFound ? outcomeOf(firstFound.lookup, now) : null, multi };
}
