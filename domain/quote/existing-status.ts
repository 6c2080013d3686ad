import type { CalendarDay } from '../diagnostics/calendar-day';
import { type Validity, validityOf } from '../diagnostics/validity';
import type { Projet } from './criteria';
import { type DeclaredReport, parseExisting } from './existing-reports';
import type { DiagnosticKey } from './required';

/**
 * Step 2's judgement of the reports declared in step 1 (issue 33 item 5, decision 0118): kept apart
 * from the URL parsing so that step 1's script does not carry the rules.
 */

/** Validity projects: 'Je rénove' hands nothing over, so nothing is judged for it. */
const projectOf = (projet: Projet | ''): 'vendre' | 'louer' | null => (projet === 'vendre' || projet === 'louer' ? projet : null);

export interface ReportStatus {
  report: DeclaredReport;
  validity: Validity;
}

/** Each declared report judged for the project on `today` (none for a renovation). */
export function reportStatuses(existants: string, projet: Projet | '', today: CalendarDay): ReportStatus[] {
  const project = projectOf(projet);
  if (!project) return [];
  return parseExisting(existants).map((r) => ({ report: r, validity: validityOf(r, project, today) }));
}

/** The diagnostics an existing report still covers: left out of the price. */
export function coveredKeys(existants: string, projet: Projet | '', today: CalendarDay): DiagnosticKey[] {
  return reportStatuses(existants, projet, today)
    .filter((s) => s.validity.valid)
    .map((s) => s.report.key);
}

/** Whether the visitor declared a DPE that is no longer valid (then a new one is needed). */
export function dpeExpired(existants: string, projet: Projet | '', today: CalendarDay): boolean {
  return reportStatuses(existants, projet, today).some((s) => s.report.key === 'dpe' && !s.validity.valid);
}
