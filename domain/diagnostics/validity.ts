import type { DiagnosticKey } from '../quote/required';
import { addDays, addMonths, type CalendarDay, compareDays } from './calendar-day';

/**
 * How long an existing diagnostic report may still be handed over for a sale or a rental, and so
 * whether the visitor can be spared a new one (issue 33 item 5, decision 0095). Pure rules: the
 * day of the deed is given, nothing is read from a clock.
 *
 * "Valid until" is the last day (inclusive) the report may be used. The texts say "établi depuis
 * moins de N mois/ans": a report made on 15 January with six months is usable up to 14 July, not
 * on 15 July. The DPE transition decree says "valides jusqu'au 31 décembre": that day is included.
 */
export type Project = 'vendre' | 'louer';

/** The ten quote diagnostics plus the non-collective sanitation check, which has its own rule. */
export type ValidityKey = DiagnosticKey | 'assainissement';

/** amiante: found or not. plomb: above the 1 mg/cm² threshold or below it. */
export type ReportResult = 'absent' | 'present' | 'below' | 'above';

export interface ExistingReport {
  key: ValidityKey;
  /** The day the report was made. */
  doneOn: CalendarDay;
  result?: ReportResult;
  /** Carrez and Boutin: works that changed the surface since the measure. */
  worksSince?: boolean;
}

/** Which rule decided, for the explanation shown to the visitor (a catalogue key suffix). */
export type ValidityRule =
  | 'dpe-before-2013'
  | 'dpe-2013-2017'
  | 'dpe-2018-2021'
  | 'dpe-10-years'
  | 'audit-5-years'
  | 'erp-6-months'
  | 'termites-6-months'
  | 'gas-electricity-sale-3-years'
  | 'gas-electricity-rental-6-years'
  | 'lead-below-threshold'
  | 'lead-above-sale-1-year'
  | 'lead-above-rental-6-years'
  | 'lead-result-needed'
  | 'asbestos-absent-unlimited'
  | 'asbestos-absent-before-april-2013'
  | 'asbestos-present-3-years'
  | 'asbestos-result-needed'
  | 'surface-unlimited'
  | 'surface-works'
  | 'sanitation-3-years'
  | 'made-after-the-deed';

export interface Validity {
  valid: boolean;
  /** Last day the report may be used; null when it has no end (or never had a start). */
  validUntil: CalendarDay | null;
  rule: ValidityRule;
}

/** "Établi depuis moins de N mois" made on `doneOn`: last usable day. */
const lessThanMonths = (doneOn: CalendarDay, months: number): CalendarDay => addDays(addMonths(doneOn, months), -1);

function dated(doneOn: CalendarDay, months: number, on: CalendarDay, rule: ValidityRule): Validity {
  const validUntil = lessThanMonths(doneOn, months);
  return { valid: compareDays(on, validUntil) <= 0, validUntil, rule };
}

function until(validUntil: CalendarDay, on: CalendarDay, rule: ValidityRule): Validity {
  return { valid: compareDays(on, validUntil) <= 0, validUntil, rule };
}

const unlimited = (rule: ValidityRule): Validity => ({ valid: true, validUntil: null, rule });
const refused = (rule: ValidityRule): Validity => ({ valid: false, validUntil: null, rule });

/** Decree n° 2020-1610 of 17 December 2020: the two transition periods of the pre-July-2021 DPE. */
function dpe(doneOn: CalendarDay, on: CalendarDay): Validity {
  if (compareDays(doneOn, '2013-01-01') < 0) return dated(doneOn, 120, on, 'dpe-before-2013');
  if (compareDays(doneOn, '2017-12-31') <= 0) return until('2022-12-31', on, 'dpe-2013-2017');
  if (compareDays(doneOn, '2021-06-30') <= 0) return until('2024-12-31', on, 'dpe-2018-2021');
  return dated(doneOn, 120, on, 'dpe-10-years');
}

export function validityOf(report: ExistingReport, project: Project, on: CalendarDay): Validity {
  const { doneOn } = report;
  // A report dated after the deed describes nothing the parties could have read.
  if (compareDays(doneOn, on) > 0) return refused('made-after-the-deed');
  switch (report.key) {
    case 'dpe':
      return dpe(doneOn, on);
    case 'audit':
      return dated(doneOn, 60, on, 'audit-5-years');
    case 'erp':
      return dated(doneOn, 6, on, 'erp-6-months');
    case 'termites':
      return dated(doneOn, 6, on, 'termites-6-months');
    case 'gaz':
    case 'electricite':
      return project === 'vendre'
        ? dated(doneOn, 36, on, 'gas-electricity-sale-3-years')
        : dated(doneOn, 72, on, 'gas-electricity-rental-6-years');
    case 'plomb':
      if (report.result === 'below') return unlimited('lead-below-threshold');
      if (report.result !== 'above') return refused('lead-result-needed');
      return project === 'vendre'
        ? dated(doneOn, 12, on, 'lead-above-sale-1-year')
        : dated(doneOn, 72, on, 'lead-above-rental-6-years');
    case 'amiante':
      if (report.result === 'present') return dated(doneOn, 36, on, 'asbestos-present-3-years');
      if (report.result !== 'absent') return refused('asbestos-result-needed');
      return compareDays(doneOn, '2013-04-01') < 0 ? refused('asbestos-absent-before-april-2013') : unlimited('asbestos-absent-unlimited');
    case 'carrez':
    case 'boutin':
      return report.worksSince ? refused('surface-works') : unlimited('surface-unlimited');
    case 'assainissement':
      return dated(doneOn, 36, on, 'sanitation-3-years');
  }
}

/** The keys among `required` that an existing, still-valid report covers: left out of the price. */
export function stillValidKeys<K extends ValidityKey>(required: readonly K[], reports: readonly ExistingReport[], project: Project, on: CalendarDay): K[] {
  return required.filter((key) => reports.some((r) => r.key === key && validityOf(r, project, on).valid));
}
