import { z } from 'zod';
import { isInboxForm } from './lead-forms';
import type { InboxFilter } from './inbox-query';
import { isLeadStatus } from './lead-workflow';

export type { InboxFilter } from './inbox-query';
export { INBOX_COUNT_CAP, INBOX_PAGE_SIZE, inboxQuery } from './inbox-query';


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

/**
 * The inbox's filter as the URL carries it (GET form, works without JavaScript): a value that cannot
 * be read is no filter, never an error page. Dates are days (yyyy-mm-dd), the range inclusive.
 */
export function parseInboxFilter(params: URLSearchParams): InboxFilter {
  const read = (name: string) => params.get(name) ?? undefined;
  return filterSchema.parse({ site: read('site'), form: read('form'), status: read('status'), from: read('from'), to: read('to'), q: read('q'), page: read('page') });
}

