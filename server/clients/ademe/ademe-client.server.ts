// Client of the ADEME DPE open data (data-fair API): finds one certificate by its number.
import { z } from 'zod';
import type { DpeLookup } from '../../../domain/dpe/lookup';
import { sameDpeNumber } from '../../../domain/dpe/numbers';
import { toDpeRecord, toText } from '../../../domain/dpe/record';

/** Where certificates come from: the open-data service, or bundled samples when offline. */
export interface DpeSource {
  /** Never throws: upstream failures (and an aborted lookup) come back as { status: 'error' }. */
  lookup(numero: string, signal?: AbortSignal): Promise<DpeLookup>;
}

export interface DpeDataset {
  id: string;
  isTertiaire: boolean;
}

/** Searched in this order: existing housing, new housing, then the two tertiary sets. */
export const DPE_DATASETS: readonly DpeDataset[] = [
  { id: 'dpe03existant', isTertiaire: false },
  { id: 'dpe02neuf', isTertiaire: false },
  { id: 'dpe01tertiaire', isTertiaire: true },
  { id: 'dpe-tertiaire', isTertiaire: true },
];

/** Results per dataset: the search is full-text, so the exact number may not come first. */
export const DPE_SEARCH_SIZE = 5;

export interface AdemeClientOptions {
  /** e.g. https://data.ademe.fr/data-fair/api/v1 (a trailing slash is allowed). */
  baseUrl: string;
  /** Time limit of each dataset request. */
  timeoutMs: number;
  /** Time limit of a whole lookup (the four datasets, queried side by side); at most 3 s. */
  lookupBudgetMs?: number;
  fetch?: typeof fetch;
}

// 2.7 s of lookup leaves room for the request's own work within the 3 s a visitor may wait.
export const LOOKUP_BUDGET_MS = 2_700;

// data-fair answers { total, results: [...] }; rows stay loose (toDpeRecord never throws on odd values).
const linesSchema = z.object({
  total: z.number().optional(),
  results: z.array(z.unknown()),
});

function isRow(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type DatasetAnswer = { ok: true; row: Record<string, unknown> | null } | { ok: false };

export function createAdemeClient(options: AdemeClientOptions): DpeSource {
  const fetchImpl = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function search(dataset: DpeDataset, q: string, numero: string, signal: AbortSignal): Promise<DatasetAnswer> {
    const url = `${base}/datasets/${encodeURIComponent(dataset.id)}/lines?${new URLSearchParams({
      q,
      size: String(DPE_SEARCH_SIZE),
    })}`;
    try {
      const response = await fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]),
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        return { ok: false };
      }
      const parsed = linesSchema.safeParse(await response.json());
      if (!parsed.success) return { ok: false };
      const row = parsed.data.results.find((r) => {
        if (!isRow(r)) return false;
        const found = toText(r['numero_dpe']);
        return found != null && sameDpeNumber(found, numero);
      });
      return { ok: true, row: isRow(row) ? row : null };
    } catch {
      // Network failure, timeout (AbortSignal) or a body that is not JSON.
      return { ok: false };
    }
  }

  const budget = Math.min(options.lookupBudgetMs ?? LOOKUP_BUDGET_MS, LOOKUP_BUDGET_MS);
  return {
    async lookup(numero, signal) {
      const q = numero.trim();
      if (q === '') return { status: 'not-found' };
      const stop = new AbortController();
      const deadline = AbortSignal.any([stop.signal, AbortSignal.timeout(budget), ...(signal ? [signal] : [])]);
      // All four datasets at once; the answer is still the first dataset in the documented order
      // that has the number, so a later dataset's hit waits for the earlier ones to say no.
      const answers = DPE_DATASETS.map((dataset) => search(dataset, q, numero, deadline));
      let failed = false;
      try {
        for (const [index, dataset] of DPE_DATASETS.entries()) {
          const answer = await answers[index]!;
          if (!answer.ok) {
            failed = true; // as before: an unreadable dataset is passed over, a later one may still have it
            continue;
          }
          if (answer.row) {
            return { status: 'found', record: toDpeRecord(answer.row, { isTertiaire: dataset.isTertiaire, dataset: dataset.id }) };
          }
        }
        return failed ? { status: 'error' } : { status: 'not-found' };
      } finally {
        stop.abort(); // the datasets still running are not needed any more
      }
    },
  };
}
