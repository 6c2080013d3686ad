import { phoneForDisplay } from '../../../domain/format/phone-number';
import { Form } from 'react-router';
import { Link } from '../../ui/Link';
import { scopeOf } from '../../../domain/backoffice/grants';
import { parseInboxFilter } from '../../../domain/backoffice/inbox-filter';
import { INBOX_PAGE_SIZE, inboxQuery } from '../../../domain/backoffice/inbox-query';
import { formOfLeadType, INBOX_FORMS } from '../../../domain/backoffice/lead-forms';
import { isLate, LEAD_STATUSES } from '../../../domain/backoffice/lead-workflow';
import { useLocale, useLocalizedHref } from '../../i18n/hooks';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/inbox';
import { backofficeOf, notFound, requireMember } from './guard.server';

export async function loader({ context, url }: Route.LoaderArgs) {
  const { member } = requireMember(context);
  const backoffice = backofficeOf(context);
  const scope = scopeOf(member);
  const filter = parseInboxFilter(url.searchParams);
  const sites = await backoffice.inbox.sites(scope);
  // Another tenant's site in the filter: not found, like any of its ids.
  if (filter.site && !sites.some((s) => s.id === filter.site)) notFound();
  const page = await backoffice.inbox.list(scope, filter);
  const now = Date.now();
  return {
    title: serverText(context)('inbox.pageTitle'),
    filter,
    sites,
    total: page.total,
    totalExact: page.totalExact,
    counts: page.counts,
    countCap: page.countCap,
    leads: page.leads.map((l) => ({ ...l, form: formOfLeadType(l.type), late: isLate(l.status, l.createdAt, now) })),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

const field = 'mt-1 block w-full rounded border border-slate-500 bg-white px-2 py-1.5';

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const locale = useLocale();
  const { filter, sites, leads, total, totalExact, counts, countCap } = loaderData;
  // Past the cap the number of pages is unknown: a next page is offered while a page is full.
  const pages = totalExact ? Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)) : null;
  const hasNext = pages === null ? leads.length === INBOX_PAGE_SIZE : filter.page < pages;
  const number = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR');
  const shown = (n: number) => (n > countCap ? t('inbox.moreThan', { count: number.format(countCap) }) : number.format(n));
  const date = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });
  return (
    <>
      <h1 className="text-2xl font-bold">{t('inbox.title')}</h1>
      <nav aria-label={t('inbox.byStatus')} className="mt-4">
        <ul className="flex flex-wrap gap-2 text-sm">
          <li>
            <Link to={href(`/gestion${inboxQuery(filter, { status: null, page: 1 })}`)} aria-current={filter.status === null ? 'page' : undefined} className="inline-block rounded-full border border-slate-500 px-3 py-1 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white">
              {t('inbox.allStatuses')} ({shown(Object.values(counts).some((n) => n > countCap) ? countCap + 1 : Object.values(counts).reduce((a, b) => a + b, 0))})
            </Link>
          </li>
          {LEAD_STATUSES.map((status) => (
            <li key={status}>
              <Link to={href(`/gestion${inboxQuery(filter, { status, page: 1 })}`)} aria-current={filter.status === status ? 'page' : undefined} className="inline-block rounded-full border border-slate-500 px-3 py-1 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white">
                {t(`status.${status}`)} ({shown(counts[status])})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="mt-4 grid grid-cols-1 gap-3 rounded border border-slate-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)]" aria-label={t('inbox.filters')}>
        {filter.status && <input type="hidden" name="status" value={filter.status} />}
        <label className="text-sm font-semibold">
          {t('inbox.search')}
          <input name="q" type="search" defaultValue={filter.q ?? ''} className={field} />
        </label>
        <label className="text-sm font-semibold">
          {t('inbox.site')}
          <select name="site" defaultValue={filter.site ?? ''} className={field}>
            <option value="">{t('inbox.allSites')}</option>
            {sites.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          {t('inbox.form')}
          <select name="form" defaultValue={filter.form ?? ''} className={field}>
            <option value="">{t('inbox.allForms')}</option>
            {Object.keys(INBOX_FORMS).map((f) => (
              <option key={f} value={f}>
                {t(`form.${f}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          {t('inbox.from')}
          <input name="from" type="date" defaultValue={filter.from ?? ''} className={field} />
        </label>
        <label className="text-sm font-semibold">
          {t('inbox.to')}
          <input name="to" type="date" defaultValue={filter.to ?? ''} className={field} />
        </label>
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-full">
          <button type="submit" className="rounded bg-slate-900 px-4 py-2 font-semibold text-white">
            {t('inbox.apply')}
          </button>
          <Link to={href('/gestion')} className="py-2 underline">
            {t('inbox.reset')}
          </Link>
          <a href={href(`/gestion/export${inboxQuery({ ...filter, page: 1 })}`)} className="ml-auto py-2 font-semibold underline" download>
            {t('inbox.export')}
          </a>
        </div>
      </Form>
      <p className="mt-4 text-sm" role="status">
        {totalExact ? t('inbox.count', { count: total, formatted: number.format(total) }) : t('inbox.countAtLeast', { count: number.format(countCap) })}
      </p>
      {leads.length === 0 ? (
        <p className="mt-6 rounded border border-slate-300 bg-white p-6 text-center">{t('inbox.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded border border-slate-300 bg-white">
          {leads.map((lead) => (
            <li key={lead.id} className="grid gap-1 p-3 sm:grid-cols-[1fr_auto] sm:items-center">
              <div className="min-w-0">
                <Link to={href(`/gestion/prospects/${lead.id}`)} className="font-semibold underline underline-offset-2">
                  {[lead.firstname, lead.lastname].filter(Boolean).join(' ') || lead.email || t('lead.anonymous')}
                </Link>
                <p className="truncate text-sm text-slate-700">
                  {lead.siteName} · {lead.form ? t(`form.${lead.form}`) : lead.type}
                  {lead.email ? ` · ${lead.email}` : ''}
                  {lead.phone ? ` · ${phoneForDisplay(lead.phone)}` : ''}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <time dateTime={lead.createdAt}>{date.format(new Date(lead.createdAt))}</time>
                <span className="rounded bg-slate-200 px-2 py-0.5 font-semibold text-slate-900">{t(`status.${lead.status}`)}</span>
                {lead.late && <span className="rounded bg-red-700 px-2 py-0.5 font-semibold text-white">{t('inbox.late')}</span>}
              </div>
            </li>
          ))}
        </ul>
      )}
      {(filter.page > 1 || hasNext) && (
        <nav aria-label={t('inbox.pagination')} className="mt-4 flex items-center justify-between text-sm">
          {filter.page > 1 ? (
            <Link to={href(`/gestion${inboxQuery(filter, { page: filter.page - 1 })}`)} rel="prev" className="underline">
              {t('inbox.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span>{pages === null ? t('inbox.page', { page: filter.page }) : t('inbox.pageOf', { page: filter.page, pages })}</span>
          {hasNext ? (
            <Link to={href(`/gestion${inboxQuery(filter, { page: filter.page + 1 })}`)} rel="next" className="underline">
              {t('inbox.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  );
}
