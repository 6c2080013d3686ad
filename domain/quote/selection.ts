import type { QuoteCriteria } from './criteria';
import { ALL_OFFERED, type OfferedKeys } from './offered';
import { DIAGNOSTIC_KEYS, type DiagnosticKey, isRequired } from './required';

/**
 * The visitor's choices on top of the required flags (spec §4 "Diagnostic selection").
 *
 * URL design: states travel as two comma lists, `ajout` (keys the visitor added) and `retrait`
 * (keys the visitor removed); keys in neither are 'default'. Storing the deltas rather than the
 * final list means a change of answers in step 1 recomputes what is required while keeping the
 * visitor's explicit choices. `diags` (spec: comma list of included keys) is written for step 3
 * and the lead; when only `diags` is present (old link) the states are derived from it.
 */
export type SelectionState = 'default' | 'added' | 'removed';
export type SelectionStates = Record<DiagnosticKey, SelectionState>;
export type Badge = 'Obligatoire' | 'Non obligatoire' | 'Ajouté' | 'Retiré';

export const ADDED_PARAM = 'ajout';
export const REMOVED_PARAM = 'retrait';
export const DIAGS_PARAM = 'diags';
/** A step-2 toggle pressed without JavaScript (a GET submit button): the key to flip. */
export const TOGGLE_PARAM = 'basculer';

export function defaultStates(): SelectionStates {
  return Object.fromEntries(DIAGNOSTIC_KEYS.map((k) => [k, 'default'])) as SelectionStates;
}

/** 'added' on a required key or 'removed' on an optional one mean nothing: read them as default. */
export function effectiveState(state: SelectionState, required: boolean): SelectionState {
  if (state === 'added' && required) return 'default';
  if (state === 'removed' && !required) return 'default';
  return state;
}

/** Required: default → removed → default. Not required: default → added → default. */
export function toggle(state: SelectionState, required: boolean): SelectionState {
  if (effectiveState(state, required) !== 'default') return 'default';
  return required ? 'removed' : 'added';
}

export function isIncluded(state: SelectionState, required: boolean): boolean {
  return state === 'added' || (state !== 'removed' && required);
}

export function badge(state: SelectionState, required: boolean): Badge {
  const s = effectiveState(state, required);
  if (s === 'added') return 'Ajouté';
  if (s === 'removed') return 'Retiré';
  return required ? 'Obligatoire' : 'Non obligatoire';
}

/** Included keys in the canonical order; a diagnostic the site does not offer is never included. */
export function includedKeys(criteria: QuoteCriteria, states: Partial<SelectionStates>, offered: OfferedKeys = ALL_OFFERED): DiagnosticKey[] {
  return DIAGNOSTIC_KEYS.filter((k) => offered.has(k) && isIncluded(states[k] ?? 'default', isRequired(k, criteria)));
}

/** Comma list → known keys, deduplicated, canonical order. */
export function parseKeyList(raw: string | null | undefined): DiagnosticKey[] {
  const wanted = new Set((raw ?? '').split(',').map((s) => s.trim()));
  return DIAGNOSTIC_KEYS.filter((k) => wanted.has(k));
}

export function formatKeyList(keys: readonly DiagnosticKey[]): string {
  return DIAGNOSTIC_KEYS.filter((k) => keys.includes(k)).join(',');
}

/** The states that reproduce a given included list under the current answers. */
export function statesFromIncluded(criteria: QuoteCriteria, included: readonly DiagnosticKey[]): SelectionStates {
  const states = defaultStates();
  for (const k of DIAGNOSTIC_KEYS) {
    const required = isRequired(k, criteria);
    const inList = included.includes(k);
    if (inList && !required) states[k] = 'added';
    if (!inList && required) states[k] = 'removed';
  }
  return states;
}

/** Reads `ajout`/`retrait` (preferred) or else `diags`; a key in both ajout and retrait stays default. */
export function parseSelection(params: URLSearchParams, criteria: QuoteCriteria): SelectionStates {
  const hasDeltas = params.has(ADDED_PARAM) || params.has(REMOVED_PARAM);
  if (!hasDeltas && params.has(DIAGS_PARAM)) {
    return statesFromIncluded(criteria, parseKeyList(params.get(DIAGS_PARAM)));
  }
  const added = parseKeyList(params.get(ADDED_PARAM));
  const removed = parseKeyList(params.get(REMOVED_PARAM));
  const states = defaultStates();
  for (const k of DIAGNOSTIC_KEYS) {
    if (added.includes(k) && !removed.includes(k)) states[k] = 'added';
    if (removed.includes(k) && !added.includes(k)) states[k] = 'removed';
  }
  return states;
}

/**
 * Writes the selection into `params` (a copy): ajout/retrait always (empties omitted), and `diags`
 * when criteria are given (links to step 3 / the lead). Meaningless states are dropped.
 */
export function selectionToParams(
  states: Partial<SelectionStates>,
  criteria?: QuoteCriteria,
  base: URLSearchParams = new URLSearchParams(),
  offered: OfferedKeys = ALL_OFFERED,
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of [ADDED_PARAM, REMOVED_PARAM, DIAGS_PARAM]) params.delete(name);
  const pickKeys = (wanted: SelectionState) =>
    DIAGNOSTIC_KEYS.filter((k) => {
      const state = states[k] ?? 'default';
      return (criteria ? effectiveState(state, isRequired(k, criteria)) : state) === wanted;
    });
  const added = pickKeys('added');
  const removed = pickKeys('removed');
  if (added.length) params.set(ADDED_PARAM, added.join(','));
  if (removed.length) params.set(REMOVED_PARAM, removed.join(','));
  if (criteria) {
    const included = includedKeys(criteria, states, offered);
    if (included.length) params.set(DIAGS_PARAM, included.join(','));
  }
  return params;
}

/** The states after the visitor flips one diagnostic (nothing changes for one the site does not offer). */
export function toggleKey(states: SelectionStates, key: DiagnosticKey, criteria: QuoteCriteria, offered: OfferedKeys = ALL_OFFERED): SelectionStates {
  if (!offered.has(key)) return states;
  return { ...states, [key]: toggle(states[key], isRequired(key, criteria)) };
}
