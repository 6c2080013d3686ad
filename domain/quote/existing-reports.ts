import { isCalendarDay } from '../diagnostics/calendar-day';
import type { ExistingReport, ReportResult } from '../diagnostics/validity';
import { DIAGNOSTIC_KEYS, type DiagnosticKey } from './required';

/**
 * The diagnostics a visitor already holds (issue 33 item 5): step 1 asks, for each, the day it was
 * made and, for asbestos and lead, its result; step 2 says which are still valid for the project.
 *
 * URL design: step 1's GET form sends one field per question (`fait-dpe=2019-05-20`,
 * `resultat-plomb=below`, `travaux-carrez=1`), so it works without JavaScript; every later link
 * carries them as one canonical parameter `existants=dpe:2019-05-20,plomb:2010-03-01:below`.
 */
export const EXISTING_PARAM = 'existants';
export const DONE_FIELD = 'fait-';
export const RESULT_FIELD = 'resultat-';
export const WORKS_FIELD = 'travaux-';

/** The diagnostics whose result decides (asbestos found or not; lead above 1 mg/cm² or not), with the results offered. */
export const RESULT_OPTIONS: Partial<Record<DiagnosticKey, readonly ReportResult[]>> = {
  amiante: ['absent', 'present'],
  plomb: ['below', 'above'],
};
/** Surface measures (Carrez, Boutin) end with works that changed the surface. */
export const WORKS_KEYS: readonly DiagnosticKey[] = ['carrez', 'boutin'];

export interface DeclaredReport extends ExistingReport {
  key: DiagnosticKey;
}

const MAX_ITEMS = DIAGNOSTIC_KEYS.length;

function report(key: DiagnosticKey, doneOn: string, extra: string | null | undefined): DeclaredReport | null {
  if (!isCalendarDay(doneOn)) return null;
  const out: DeclaredReport = { key, doneOn };
  const results = RESULT_OPTIONS[key];
  if (results && results.includes(extra as ReportResult)) out.result = extra as ReportResult;
  if (WORKS_KEYS.includes(key) && (extra === 'works' || extra === '1')) out.worksSince = true;
  return out;
}

/** The canonical parameter's value (keys in the funnel's order; '' when nothing is declared). */
export function formatExisting(reports: readonly DeclaredReport[]): string {
  return DIAGNOSTIC_KEYS.flatMap((key) => {
    const r = reports.find((x) => x.key === key);
    if (!r) return [];
    const extra = r.result ?? (r.worksSince ? 'works' : '');
    return [extra ? `${key}:${r.doneOn}:${extra}` : `${key}:${r.doneOn}`];
  }).join(',');
}

/** Reads `existants=` (forgiving: unknown keys, bad days and repeats dropped). */
export function parseExisting(raw: string | null | undefined): DeclaredReport[] {
  const out: DeclaredReport[] = [];
  for (const item of (raw ?? '').split(',').slice(0, MAX_ITEMS * 2)) {
    const [key, doneOn, extra] = item.trim().split(':');
    if (!key || !(DIAGNOSTIC_KEYS as readonly string[]).includes(key) || out.some((r) => r.key === key)) continue;
    const r = report(key as DiagnosticKey, doneOn ?? '', extra);
    if (r) out.push(r);
  }
  return out;
}

/** Whether the URL carries step 1's own fields (a step-1 submit) rather than the canonical parameter. */
export function hasExistingFields(params: URLSearchParams): boolean {
  return DIAGNOSTIC_KEYS.some((key) => params.has(`${DONE_FIELD}${key}`));
}

/** The declared reports of a URL: step 1's fields when present, else `existants`; canonical string. */
export function existingParam(params: URLSearchParams): string {
  if (!hasExistingFields(params)) return formatExisting(parseExisting(params.get(EXISTING_PARAM)));
  const reports = DIAGNOSTIC_KEYS.flatMap((key) => {
    const doneOn = (params.get(`${DONE_FIELD}${key}`) ?? '').trim();
    const extra = RESULT_OPTIONS[key] ? params.get(`${RESULT_FIELD}${key}`) : params.get(`${WORKS_FIELD}${key}`);
    const r = doneOn ? report(key, doneOn, extra) : null;
    return r ? [r] : [];
  });
  return formatExisting(reports);
}
