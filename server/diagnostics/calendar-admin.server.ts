import { changedFields } from '../../domain/backoffice/audit-changes';
import { FAMILY_OFFERS } from '../../domain/sites/family-offers';
import { calendarSchema, type DiagCalendar } from '../../domain/diagnostics/calendar';
import type { AuditActor, AuditLog } from '../backoffice/audit-log.server';
import type { Db } from '../db/database.server';
import type { SiteRecordsRepository, SiteScope } from '../repositories/sites-admin.server';

/**
 * The diagnostician's calendar edited in the back-office (issue 33): weekly hours, visit length,
 * days off, blocked time. Only a diag site of the member's scope: any other id reads as unknown
 * (null, the route's 404) and changes nothing. Each save is audited in its own transaction.
 */
export interface ScopedCalendar {
  site: { id: string; name: string; networkId: string };
  calendar: DiagCalendar | null;
}

async function readCalendar(db: Db, siteId: string): Promise<DiagCalendar | null> {
  const row = await db.selectFrom('diag_calendars').select('calendar').where('site_id', '=', siteId).executeTakeFirst();
  if (!row) return null;
  const parsed = calendarSchema.safeParse(JSON.parse(row.calendar));
  return parsed.success ? parsed.data : null;
}

export class CalendarAdmin {
  constructor(
    private readonly db: Db,
    private readonly sites: SiteRecordsRepository,
    private readonly audit: AuditLog,
  ) {}

  async find(scope: SiteScope, siteId: string): Promise<ScopedCalendar | null> {
    const site = await this.sites.find(scope, siteId);
    if (!site || !FAMILY_OFFERS[site.family].appointments) return null;
    return { site: { id: site.id, name: site.name, networkId: site.networkId }, calendar: await readCalendar(this.db, site.id) };
  }

  /** Replaces the site's calendar; false when the site is not a diag site of the scope. */
  async save(actor: AuditActor, scope: SiteScope, siteId: string, calendar: DiagCalendar, now = new Date()): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const site = await this.sites.find(scope, siteId, trx);
      if (!site || !FAMILY_OFFERS[site.family].appointments) return false;
      const before = await readCalendar(trx, site.id);
      const changes = changedFields(before as Record<string, unknown> | null, calendar as unknown as Record<string, unknown>);
      if (!Object.keys(changes).length) return true;
      const at = now.toISOString();
      await trx
        .insertInto('diag_calendars')
        .values({ site_id: site.id, calendar: JSON.stringify(calendar), updated_at: at })
        .onConflict((oc) => oc.column('site_id').doUpdateSet({ calendar: JSON.stringify(calendar), updated_at: at }))
        .execute();
      await this.audit.record(trx, { networkId: site.networkId, siteId: site.id, actor, action: 'diag.calendar.update', targetType: 'site', targetId: site.id, changes }, now);
      return true;
    });
  }
}
