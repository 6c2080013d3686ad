import { Form } from 'react-router';
import { parisDay } from '../../../domain/analytics/page-view';
import { defaultPeriod, periodSchema } from '../../../domain/analytics/period';
import { canEditSites, scopeOf } from '../../../domain/backoffice/grants';
import { audienceStatistics, statisticsSites } from '../../../server/analytics/statistics.server';
import { servicesContext } from '../../context';
import { useLocalizedHref } from '../../i18n/hooks';
import { Link } from '../../ui/Link';
import { Bar, VisitsChart } from './statistics-chart';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/statistics';
import { FiguresTable } from './figures-table';
import { notFound, requireMember } from './guard.server';

/**
 * The audience dashboard (issue 36 item 4): a site of the member's scope, or all of them (the network
 * for a network admin), over a period in the URL (?site=&du=&au=). Network admins and site owners;
 * another tenant's site is a 404, as an unknown one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { member } = requireMember(context);
  if (!canEditSites(member)) notFound();
  const { db } = context.get(servicesContext);
  const scope = scopeOf(member);
  const url = new URL(request.url);
  const today = parisDay(new Date());
  const fallback = defaultPeriod(today);
  const site = url.searchParams.get('site') || null;
  const asked = { du: url.searchParams.get('du') || fallback.from, au: url.searchParams.get('au') || fallback.to };
  const parsed = periodSchema(today).safeParse(asked);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'du')] ??= issue.message;
  const period = parsed.success ? { from: parsed.data.du, to: parsed.data.au } : fallback;
  const stats = await audienceStatistics(db, scope, site, period);
  if (!stats) notFound();
  const sites = await statisticsSites(db, scope);
  return {
    title: serverText(context)('statistics.pageTitle'),
    sites,
    site,
    network: scope.siteIds === null,
    asked,
    period,
    errors,
    stats,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

const field = 'mt-1 block w-full rounded border border-slate-500 bg-white px-2 py-1.5';
const section = 'mt-4 min-w-0 rounded border border-slate-300 bg-white p-4';
const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

export default function StatisticsPage({ loaderData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const { sites, site, network, asked, period, errors, stats } = loaderData;
  const n = (value: number) => new Intl.NumberFormat('fr-FR').format(value);
  const siteName = new Map(sites.map((s) => [s.id, s.name]));
  const percent = (part: number, whole: number) => (whole > 0 ? `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format((part / whole) * 100)} %` : '—');
  const { funnel } = stats;
  const steps = [
    { key: 'views', value: funnel.views },
    { key: 'formViews', value: funnel.formViews },
    { key: 'leads', value: funnel.leads },
    { key: 'won', value: funnel.won },
  ];
  const maxDevice = Math.max(...stats.devices.map((d) => d.views));
  const periodText = t('statistics.period', { from: `${dayLabel(period.from)}/${period.from.slice(0, 4)}`, to: `${dayLabel(period.to)}/${period.to.slice(0, 4)}` });
  return (
    <>
      <h1 className="text-2xl font-bold">{t('statistics.title')}</h1>
      <p className="mt-2 max-w-prose">{t('statistics.intro')}</p>
      <Form method="get" className="mt-4 grid grid-cols-1 gap-3 rounded border border-slate-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('statistics.filters')}>
        <label className="text-sm font-semibold">
          {t('statistics.site')}
          <select name="site" defaultValue={site ?? ''} className={field}>
            <option value="">{network ? t('statistics.allNetwork') : t('statistics.allMine')}</option>
            {sites.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <div className="text-sm font-semibold">
          <label htmlFor="stat-du">{t('statistics.from')}</label>
          <input id="stat-du" name="du" type="date" defaultValue={asked.du} aria-invalid={errors.du ? true : undefined} aria-describedby={errors.du ? 'stat-du-error' : undefined} className={field} />
          {errors.du && (
            <p id="stat-du-error" className="mt-1 font-normal text-red-800">
              {t(errors.du)}
            </p>
          )}
        </div>
        <div className="text-sm font-semibold">
          <label htmlFor="stat-au">{t('statistics.to')}</label>
          <input id="stat-au" name="au" type="date" defaultValue={asked.au} aria-invalid={errors.au ? true : undefined} aria-describedby={errors.au ? 'stat-au-error' : undefined} className={field} />
          {errors.au && (
            <p id="stat-au-error" className="mt-1 font-normal text-red-800">
              {t(errors.au)}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <button type="submit" className="rounded bg-slate-900 px-4 py-2 font-semibold text-white">
            {t('statistics.show')}
          </button>
          <Link to={href('/gestion/statistiques')} className="py-2 underline">
            {t('statistics.reset')}
          </Link>
        </div>
      </Form>
      <p className="mt-4 text-sm" role="status">
        {periodText} · {site ? (siteName.get(site) ?? site) : network ? t('statistics.allNetwork') : t('statistics.allMine')}
      </p>

      <section aria-labelledby="stat-funnel" className={section}>
        <h2 id="stat-funnel" className="text-lg font-bold">
          {t('statistics.funnel')}
        </h2>
        <div className="overflow-x-auto">
          <table className="mt-2 w-full text-left text-sm" data-testid="funnel">
            <thead>
              <tr>
                <th scope="col" className="py-1">
                  {t('statistics.step')}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t('statistics.count')}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t('statistics.rate')}
                </th>
                <th scope="col" className="w-1/3 py-1 pl-3">
                  <span className="sr-only">{t('statistics.bar')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {steps.map((s, i) => (
                <tr key={s.key} className="border-t border-slate-200" data-step={s.key}>
                  <th scope="row" className="py-1 font-normal">
                    {t(`statistics.steps.${s.key}`)}
                  </th>
                  <td className="py-1 text-right tabular-nums">{n(s.value)}</td>
                  <td className="py-1 text-right tabular-nums">{i === 0 ? '—' : percent(s.value, steps[i - 1]?.value ?? 0)}</td>
                  <td className="py-1 pl-3">
                    <Bar value={s.value} max={funnel.views} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="stat-days" className={section}>
        <h2 id="stat-days" className="text-lg font-bold">
          {t('statistics.perDay')}
        </h2>
        {(['narrow', 'wide'] as const).map((size) => (
          <div key={size} className={size === 'narrow' ? 'sm:hidden' : 'hidden sm:block'}>
            <VisitsChart
              id={`visits-${size}`}
              width={size === 'narrow' ? 360 : 720}
              height={size === 'narrow' ? 220 : 240}
              points={stats.days.map((d) => ({ ...d, label: dayLabel(d.day) }))}
              title={t('statistics.chartTitle')}
              summary={t('statistics.chartSummary', { views: n(funnel.views), formViews: n(funnel.formViews), period: periodText })}
              viewsLabel={t('statistics.steps.views')}
              formViewsLabel={t('statistics.steps.formViews')}
            />
          </div>
        ))}
        <details className="mt-2">
          <summary className="cursor-pointer font-semibold underline">{t('statistics.dayTable')}</summary>
          <div className="overflow-x-auto">
            <table className="mt-2 w-full text-left text-sm" data-testid="days">
              <thead>
                <tr>
                  <th scope="col" className="py-1">
                    {t('statistics.day')}
                  </th>
                  <th scope="col" className="py-1 text-right">
                    {t('statistics.steps.views')}
                  </th>
                  <th scope="col" className="py-1 text-right">
                    {t('statistics.steps.formViews')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {stats.days.map((d) => (
                  <tr key={d.day} className="border-t border-slate-200">
                    <th scope="row" className="py-1 font-normal">
                      {dayLabel(d.day)}/{d.day.slice(0, 4)}
                    </th>
                    <td className="py-1 text-right tabular-nums">{n(d.views)}</td>
                    <td className="py-1 text-right tabular-nums">{n(d.formViews)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>

      <div className="grid gap-x-4 lg:grid-cols-2">
        <section aria-labelledby="stat-pages" className={section}>
          <h2 id="stat-pages" className="text-lg font-bold">
            {t('statistics.topPages')}
          </h2>
          <FiguresTable
            testId="pages"
            columns={[t('statistics.page'), t('statistics.steps.views')]}
            rows={stats.topPages.map((p) => ({ key: `${p.siteId} ${p.path}`, label: site ? p.path : `${siteName.get(p.siteId) ?? p.siteId} · ${p.path}`, values: [p.views] }))}
            empty={t('statistics.noViews')}
            format={n}
          />
        </section>

        <section aria-labelledby="stat-devices" className={section}>
          <h2 id="stat-devices" className="text-lg font-bold">
            {t('statistics.devices')}
          </h2>
          <table className="mt-2 w-full text-left text-sm" data-testid="devices">
            <thead>
              <tr>
                <th scope="col" className="py-1">
                  {t('statistics.device')}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t('statistics.steps.views')}
                </th>
                <th scope="col" className="w-1/3 py-1 pl-3">
                  <span className="sr-only">{t('statistics.bar')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.devices.map((d) => (
                <tr key={d.device} className="border-t border-slate-200" data-device={d.device}>
                  <th scope="row" className="py-1 font-normal">
                    {t(`statistics.deviceClass.${d.device}`)}
                  </th>
                  <td className="py-1 text-right tabular-nums">{n(d.views)}</td>
                  <td className="py-1 pl-3">
                    <Bar value={d.views} max={maxDevice} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section aria-labelledby="stat-referrers" className={section}>
          <h2 id="stat-referrers" className="text-lg font-bold">
            {t('statistics.referrers')}
          </h2>
          <FiguresTable
            testId="referrers"
            columns={[t('statistics.referrer'), t('statistics.steps.views')]}
            rows={stats.referrers.map((r) => ({ key: r.domain, label: r.domain || t('statistics.direct'), values: [r.views] }))}
            empty={t('statistics.noViews')}
            format={n}
          />
        </section>

        <section aria-labelledby="stat-sources" className={section}>
          <h2 id="stat-sources" className="text-lg font-bold">
            {t('statistics.sources')}
          </h2>
          <p className="mt-1 text-sm">{t('statistics.sourcesHelp')}</p>
          <FiguresTable
            testId="sources"
            columns={[t('statistics.source'), t('statistics.steps.views'), t('statistics.steps.leads')]}
            rows={stats.sources.map((s) => ({ key: s.source, label: s.source || t('statistics.noSource'), values: [s.views, s.leads] }))}
            empty={t('statistics.noViews')}
            format={n}
          />
        </section>
      </div>
      <p className="mt-4 max-w-prose text-sm">{t('statistics.privacy')}</p>
    </>
  );
}
