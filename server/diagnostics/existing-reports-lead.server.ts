import type { CalendarDay } from '../../domain/diagnostics/calendar-day';
import type { QuoteCriteria } from '../../domain/quote/criteria';
import { reportStatuses } from '../../domain/quote/existing-status';

/**
 * The reports a visitor declared in step 1, judged on the day of the request, kept in the lead's
 * payload (issue 33 item 5): the diagnostician sees which ones were left out of the price and why.
 * A lead without declared reports is unchanged.
 */
export function withExistingReports<L extends { payload: unknown }>(lead: L, criteria: QuoteCriteria, today: CalendarDay): L {
  const statuses = reportStatuses(criteria.existants, criteria.projet, today);
  if (!statuses.length) return lead;
  const existingReports = statuses.map(({ report, validity }) => ({ ...report, ...validity, judgedOn: today }));
  return {
    ...lead,
    payload: { ...(lead.payload as Record<string, unknown>), existingReports, leftOutDiagnostics: existingReports.filter((r) => r.valid).map((r) => r.key) },
  };
}
