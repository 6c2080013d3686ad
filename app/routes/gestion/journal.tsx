import { Form } from 'react-router';
import { AUDIT_PAGE_SIZE } from '../../../server/backoffice/audit-log.server';
import { Link } from '../../ui/Link';
import { useLocale, useLocalizedHref } from '../../i18n/hooks';
import { backofficeMeta, type Text, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/journal';
import { backofficeOf, notFound } from './guard.server';
import { requireNetworkAdmin } from './site-guard.server';
import { inputClass } from './site-fields';

/** The audit log of the admin's network (issue 29 item 6): newest first, 50 a page, optionally one site's. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { member, scope } = requireNetworkAdmin(context);
  const backoffice = backofficeOf(context);
  const sites = await backoffice.sites.list(scope);
  const site = url.searchParams.get('site') || null;
  // Another network's site (or an unknown one) in the filter: not found, like any of its ids.
  if (site && !sites.some((s) => s.id === site)) notFound();
  const rawPage = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 100_000 ? rawPage : 1;
  const { entries, total } = await backoffice.audit.list(member.networkId, { page, ...(site ? { siteId: site } : {}) });
  return { title: serverText(context)('journal.pageTitle'), sites: sites.map((s) => ({ id: s.id, name: s.name })), site, page, total, entries };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

function fieldLabel(t: Text, name: string): string {
  return name.includes('.') ? t(`siteField.${name}`, { defaultValue: name }) : t(`auditField.${name}`, { defaultValue: name });
}

function shown(t: Text, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('journal.yes') : t('journal.no');
  if (field === 'status' && typeof value === 'string') return t(`status.${value}`, { defaultValue: value });
  if (field === 'role' && typeof value === 'string') return t(`role.${value}`, { defaultValue: value });
  if (Array.isArray(value)) return value.length ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export default function Journal({ loaderData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const locale = useLocale();
  const { sites, site, page, total, entries } = loaderData;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const date = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Paris' });
  const siteName = (id: string | null) => (id ? (sites.find((s) => s.id === id)?.name ?? id) : null);
  const pageHref = (n: number) => href(`/gestion/journal?${new URLSearchParams({ ...(site ? { site } : {}), ...(n > 1 ? { page: String(n) } : {}) }).toString()}`);
  const target = (type: string, id: string) => {
    if (type === 'lead') return <Link to={href(`/gestion/prospects/${id}`)} className="underline">{t('journal.targetLead')}</Link>;
    if (type === 'site') return <Link to={href(`/gestion/sites/${id}`)} className="underline">{siteName(id)}</Link>;
    return <span>{t(`journal.target.${type}`, { defaultValue: type })}</span>;
  };
  return (
    <>
      <h1 className="text-2xl font-bold">{t('journal.title')}</h1>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3 rounded border border-slate-300 bg-white p-4">
        <label className="text-sm font-semibold">
          {t('journal.site')}
          <select name="site" defaultValue={site ?? ''} className={inputClass}>
            <option value="">{t('journal.allSites')}</option>
            {sites.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded bg-slate-900 px-4 py-2 font-semibold text-white">
          {t('journal.apply')}
        </button>
      </Form>
      <p className="mt-4 text-sm" role="status">
        {t('journal.count', { count: total })}
      </p>
      {entries.length === 0 ? (
        <p className="mt-3 rounded border border-slate-300 bg-white p-6 text-center">{t('journal.empty')}</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200 rounded border border-slate-300 bg-white">
          {entries.map((entry) => (
            <li key={entry.id} className="p-3">
              <p className="flex flex-wrap gap-x-2 text-sm">
                <time dateTime={entry.createdAt}>{date.format(new Date(entry.createdAt))}</time>
                <span className="font-semibold break-all">{entry.actor}</span>
              </p>
              <p className="mt-1 wrap-anywhere">
                <span className="font-semibold">{t(`journal.action.${entry.action}`, { defaultValue: entry.action })}</span> · {target(entry.targetType, entry.targetId)}
                {entry.siteId && entry.targetType !== 'site' ? ` · ${siteName(entry.siteId)}` : ''}
              </p>
              {Object.keys(entry.changes).length > 0 && (
                <dl className="mt-2 grid min-w-0 gap-x-3 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
                  {Object.entries(entry.changes).map(([field, change]) => (
                    <div key={field} className="contents">
                      <dt className="font-semibold wrap-anywhere">{fieldLabel(t, field)}</dt>
                      <dd className="min-w-0 wrap-anywhere">
                        {shown(t, field, change.before)} → {shown(t, field, change.after)}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav aria-label={t('journal.pagination')} className="mt-4 flex items-center justify-between text-sm">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} rel="prev" className="underline">
              {t('inbox.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span>{t('inbox.pageOf', { page, pages })}</span>
          {page < pages ? (
            <Link to={pageHref(page + 1)} rel="next" className="underline">
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
