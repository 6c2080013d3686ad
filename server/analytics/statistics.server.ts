import { sql } from 'kysely';
import { daysOf, type Period, periodInstants } from '../../domain/analytics/period';
import { DEVICE_CLASSES, type DeviceClass } from '../../domain/analytics/page-view';
import type { Scope } from '../../domain/backoffice/grants';
import type { Db } from '../db/database.server';

export interface AudienceStatistics {
  /** Every day of the period, zeros included. */
  days: { day: string; views: number; formViews: number }[];
  topPages: { siteId: string; path: string; views: number }[];
  referrers: { domain: string; views: number }[];
  /** Visits and leads per utm_source ('' none). */
  sources: { source: string; views: number; leads: number }[];
  devices: { device: DeviceClass; views: number }[];
  funnel: { views: number; formViews: number; leads: number; won: number };
}

const TOP = 10;

/** The sites of a member's scope (the dashboard's picker): every site of the network for an admin. */
export async function statisticsSites(db: Db, scope: Scope): Promise<{ id: string; name: string }[]> {
  return sitesInScope(db, scope).select(['id', 'name']).orderBy('name').execute();
}

function sitesInScope(db: Db, scope: Scope) {
  const q = db.selectFrom('sites').where('network_id', '=', scope.networkId);
  if (!scope.siteIds) return q;
  return scope.siteIds.length ? q.where('id', 'in', [...scope.siteIds]) : q.where(sql<boolean>`1 = 0`);
}

/**
 * The audience of one site of the scope, or of every site of it (`siteId` null: the network for a
 * network admin, a site owner's own sites), over a period (issue 36 item 4). Null when the site is not
 * in the scope: the page answers 404, as for an unknown id. Leads are counted by the day they came in;
 * spam is left out; 'won' is the leads of the period whose status is 'gagne'.
 */
export async function audienceStatistics(db: Db, scope: Scope, siteId: string | null, period: Period): Promise<AudienceStatistics | null> {
  const inScope = (await sitesInScope(db, scope).select('id').execute()).map((s) => s.id);
  if (siteId !== null && !inScope.includes(siteId)) return null;
  const siteIds = siteId !== null ? [siteId] : inScope;
  if (!siteIds.length) return empty(period);
  const views = () => db.selectFrom('page_view_days').where('site_id', 'in', siteIds).where('day', '>=', period.from).where('day', '<=', period.to);
  const { start, end } = periodInstants(period);
  const leads = () => db.selectFrom('leads').where('site_id', 'in', siteIds).where('created_at', '>=', start).where('created_at', '<', end).where(sql<boolean>`coalesce(status, 'nouveau') <> 'spam'`);
  const total = sql<number>`coalesce(sum(views), 0)`;

  const [byDay, pages, referrers, sourceViews, devices, leadSources, funnelLeads] = await Promise.all([
    views().select(['day', total.as('views'), sql<number>`coalesce(sum(form_views), 0)`.as('form_views')]).groupBy('day').execute(),
    views().select(['site_id', 'path', total.as('views')]).groupBy(['site_id', 'path']).orderBy('views', 'desc').orderBy('path').limit(TOP).execute(),
    views().select(['referrer_domain', total.as('views')]).groupBy('referrer_domain').orderBy('views', 'desc').orderBy('referrer_domain').limit(TOP).execute(),
    views().select(['utm_source', total.as('views')]).groupBy('utm_source').execute(),
    views().select(['device', total.as('views')]).groupBy('device').execute(),
    leads().select([sql<string>`coalesce(source, '')`.as('source'), sql<number>`count(*)`.as('leads')]).groupBy(sql`coalesce(source, '')`).execute(),
    leads().select([sql<number>`count(*)`.as('leads'), sql<number>`coalesce(sum(case when status = 'gagne' then 1 else 0 end), 0)`.as('won')]).executeTakeFirst(),
  ]);

  const perDay = new Map(byDay.map((r) => [r.day, { views: Number(r.views), formViews: Number(r.form_views) }]));
  const days = daysOf(period).map((day) => ({ day, ...(perDay.get(day) ?? { views: 0, formViews: 0 }) }));
  const sources = new Map<string, { views: number; leads: number }>();
  for (const r of sourceViews) sources.set(r.utm_source, { views: Number(r.views), leads: 0 });
  for (const r of leadSources) sources.set(r.source, { views: sources.get(r.source)?.views ?? 0, leads: Number(r.leads) });
  const deviceViews = new Map(devices.map((r) => [r.device, Number(r.views)]));
  return {
    days,
    topPages: pages.map((r) => ({ siteId: r.site_id, path: r.path, views: Number(r.views) })),
    referrers: referrers.map((r) => ({ domain: r.referrer_domain, views: Number(r.views) })),
    sources: [...sources.entries()].map(([source, v]) => ({ source, ...v })).sort((a, b) => b.views - a.views || b.leads - a.leads || a.source.localeCompare(b.source)),
    devices: DEVICE_CLASSES.map((device) => ({ device, views: deviceViews.get(device) ?? 0 })),
    funnel: {
      views: days.reduce((s, d) => s + d.views, 0),
      formViews: days.reduce((s, d) => s + d.formViews, 0),
      leads: Number(funnelLeads?.leads ?? 0),
      won: Number(funnelLeads?.won ?? 0),
    },
  };
}

function empty(period: Period): AudienceStatistics {
  return {
    days: daysOf(period).map((day) => ({ day, views: 0, formViews: 0 })),
    topPages: [],
    referrers: [],
    sources: [],
    devices: DEVICE_CLASSES.map((device) => ({ device, views: 0 })),
    funnel: { views: 0, formViews: 0, leads: 0, won: 0 },
  };
}
