import { randomUUID } from 'node:crypto';
import { holidayZoneOf } from '../../domain/diagnostics/holidays';
import type { Db } from '../db/database.server';
import { DEMO_PRICE_GRID, demoCalendar } from '../seed/data/diag-booking';

const POSTCODE = /\b(\d{5})\b/;

/**
 * Every diag site without a grid or a calendar gets the demo ones (issue 33), also on a database
 * seeded before they existed; a site's own grid or calendar is never touched.
 */
export async function seedDiagBooking(db: Db): Promise<void> {
  const sites = await db.selectFrom('sites').select(['id', 'crm']).where('family', '=', 'diag').execute();
  const now = new Date().toISOString();
  for (const site of sites) {
    const hasGrid = await db.selectFrom('diag_price_grids').select('id').where('site_id', '=', site.id).executeTakeFirst();
    if (!hasGrid) await db.insertInto('diag_price_grids').values({ id: randomUUID(), site_id: site.id, effective_from: DEMO_PRICE_GRID.effectiveFrom, grid: JSON.stringify(DEMO_PRICE_GRID), created_at: now }).execute();
    const hasCalendar = await db.selectFrom('diag_calendars').select('site_id').where('site_id', '=', site.id).executeTakeFirst();
    if (!hasCalendar) {
      let address = '';
      try {
        address = String((JSON.parse(site.crm) as { Address?: unknown }).Address ?? '');
      } catch {
        // an unreadable record: the metropolitan holidays
      }
      const calendar = demoCalendar(holidayZoneOf(POSTCODE.exec(address)?.[1]));
      await db.insertInto('diag_calendars').values({ site_id: site.id, calendar: JSON.stringify(calendar), updated_at: now }).execute();
    }
  }
}
