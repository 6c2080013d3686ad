import { csvDocument } from '../../../domain/backoffice/csv';
import { scopeOf } from '../../../domain/backoffice/grants';
import { parseInboxFilter } from '../../../domain/backoffice/inbox-filter';
import { formOfLeadType } from '../../../domain/backoffice/lead-forms';
import { formatParisSpreadsheetTime } from '../../../domain/format/paris-time';
import { phoneForDisplay } from '../../../domain/format/phone-number';
import { serverText } from './text.server';
import type { Route } from './+types/export';
import { backofficeOf, notFound, requireMember } from './guard.server';

/** The inbox's current filter as a CSV file that Excel opens cleanly in French (domain/backoffice/csv.ts). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { member } = requireMember(context);
  const t = serverText(context);
  const filter = parseInboxFilter(url.searchParams);
  const inbox = backofficeOf(context).inbox;
  const scope = scopeOf(member);
  if (filter.site && !(await inbox.sites(scope)).some((s) => s.id === filter.site)) notFound();
  const leads = await inbox.export(scope, filter);
  const header = ['date', 'site', 'form', 'status', 'lastname', 'firstname', 'email', 'phone', 'message'].map((c) => t(`csv.${c}`));
  const rows = leads.map((l) => {
    const form = formOfLeadType(l.type);
    // Paris time and the French way of writing a number, as the business reads them (stored: UTC, E.164).
    return [formatParisSpreadsheetTime(l.createdAt) ?? l.createdAt, l.siteName, form ? t(`form.${form}`) : l.type, t(`status.${l.status}`), l.lastname, l.firstname, l.email, phoneForDisplay(l.phone), l.message];
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csvDocument(header, rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="prospects-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
