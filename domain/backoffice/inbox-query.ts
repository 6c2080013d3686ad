import type { InboxForm } from './lead-forms';
import type { LeadStatus } from './lead-workflow';

/**
 * The inbox's filter and its links, without zod: the pages import this, the parser (inbox-filter.ts)
 * runs in loaders only, so no schema library enters any browser chunk through the back-office.
 */
export interface InboxFilter {
  site: string | null;
  form: InboxForm | null;
  status: LeadStatus | null;
  from: string | null;
  to: string | null;
  q: string | null;
  page: number;
}

/** The query string of a filter (page 1 left out), for links: pagination, status counts, export. */
export function inboxQuery(filter: InboxFilter, changes: Partial<InboxFilter> = {}): string {
  const merged = { ...filter, ...changes };
  const params = new URLSearchParams();
  for (const key of ['site', 'form', 'status', 'from', 'to', 'q'] as const) {
    const value = merged[key];
    if (value) params.set(key, value);
  }
  if (merged.page > 1) params.set('page', String(merged.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const INBOX_PAGE_SIZE = 25;
/** Past this many leads of a status under a filter, the inbox says "plus de 1 000" (decision 0139). */
export const INBOX_COUNT_CAP = 1_000;
