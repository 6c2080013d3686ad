import { criteriaToParams, type QuoteCriteria } from './criteria';
import type { OfferedKeys } from './offered';
import { selectionToParams, type SelectionStates } from './selection';

/**
 * The URLs between the funnel's steps: every answer travels as query parameters (spec §2), so
 * each step can be bookmarked, reloaded or reached without JavaScript.
 */
export const STEP1_PATH = '/devis';
export const STEP2_PATH = '/devis-informations';
export const RECAP_PATH = '/devis-recapitulatif';

const withQuery = (path: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

/** Back to step 1 with the answers and the visitor's own choices of diagnostics. */
export function step1Href(criteria: QuoteCriteria, states?: Partial<SelectionStates>): string {
  const base = criteriaToParams(criteria);
  return withQuery(STEP1_PATH, states ? selectionToParams(states, undefined, base) : base);
}

/** Step 2 with the answers and the current toggles (ajout / retrait). */
export function step2Href(criteria: QuoteCriteria, states: Partial<SelectionStates>): string {
  return withQuery(STEP2_PATH, selectionToParams(states, undefined, criteriaToParams(criteria)));
}

/** Step 3: the answers, `diags` (the included keys) and `date` (spec §2 "Quote step 2"). */
export function recapHref(criteria: QuoteCriteria, states: Partial<SelectionStates>, offered?: OfferedKeys): string {
  const params = selectionToParams(states, criteria, criteriaToParams(criteria), offered);
  params.delete('ajout');
  params.delete('retrait');
  return withQuery(RECAP_PATH, params);
}

/** Plain object of a body (form or JSON) as URL parameters: only string values count. */
export function bodyToParams(body: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') params.set(key, value);
  return params;
}
