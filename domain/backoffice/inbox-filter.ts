import { z } from 'zod';
import { isInboxForm, type InboxForm } from './lead-forms';
import { isLeadStatus, type LeadStatus } from './lead-workflow';

/**
 * The inbox's filter as the URL carries it (GET form, works without JavaScript): a value that cannot
 * be read is no filter, never an error page. Dates are days (yyyy-mm-dd), the range inclusive.
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

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string()
  .optional()
  .transform((v) => (v && DAY.test(v) && !Number.isNaN(Date.parse(v)) ? v : null));

const filterSchema = z.object({
  site: z
    .string()
    .optional()
    .transform((v) => (v && /^[a-z0-9-]{1,80}$/.test(v) ? v : null)),
  form: z
    .string()
    .optional()
    .transform((v) => (isInboxForm(v) ? v : null)),
  status: z
    .string()
    .optional()
    .transform((v) => (isLeadStatus(v) ? v : null)),
  from: day,
  to: day,
  q: z
    .string()
    .optional()
    .transform((v) => v?.trim().slice(0, 100) || null),
  page: z
    .string()
    .optional()
    .transform((v) => (v && /^\d{1,6}$/.test(v) ? Math.max(1, Number(v)) : 1)),
});

export function parseInboxFilter(params: URLSearchParams): InboxFilter {
  const read = (name: string) => params.get(name) ?? undefined;
  return filterSchema.parse({ site: read('site'), form: read('form'), status: read('status'), from: read('from'), to: read('to'), q: read('q'), page: read('page') });
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
