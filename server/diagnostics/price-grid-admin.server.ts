import { randomUUID } from 'node:crypto';
import { changedFields } from '../../domain/backoffice/audit-changes';
import { FAMILY_OFFERS } from '../../domain/sites/family-offers';
import type { CalendarDay } from '../../domain/diagnostics/calendar-day';
import { gridInForce, type PriceGrid } from '../../domain/diagnostics/price-grid';
import { priceGridSchema } from '../../domain/diagnostics/price-grid-schema';
import type { AuditActor, AuditLog } from '../backoffice/audit-log.server';
import type { Db } from '../db/database.server';
import type { SiteRecordsRepository, SiteScope } from '../repositories/sites-admin.server';

/**
 * A diag site's price grid edited in the back-office (issue 33, decision 0123). Every save is a new
 * dated version (a row of `diag_price_grids`, never updated): a quote keeps the row it was priced
 * with. Only a diag site of the member's scope; another id reads as unknown (null: the route's 404).
 */
export interface GridVersion {
  id: string;
  effectiveFrom: CalendarDay;
  createdAt: string;
  grid: PriceGrid | null;
}

export interface ScopedGrids {
  site: { id: string; name: string; networkId: string };
  /** Newest first. */
  versions: GridVersion[];
  /** The version in force on the day asked. */
  inForceId: string | null;
}

async function versionsOf(db: Db, siteId: string): Promise<GridVersion[]> {
  const rows = await db.selectFrom('diag_price_grids').select(['id', 'effective_from', 'created_at', 'grid']).where('site_id', '=', siteId).orderBy('effective_from', 'desc').orderBy('created_at', 'desc').execute();
  return rows.map((r) => {
    const parsed = priceGridSchema.safeParse(JSON.parse(r.grid));
    return { id: r.id, effectiveFrom: r.effective_from, createdAt: r.created_at, grid: parsed.success ? parsed.data : null };
  });
}

export class PriceGridAdmin {
  constructor(
    private readonly db: Db,
    private readonly sites: SiteRecordsRepository,
    private readonly audit: AuditLog,
  ) {}

  async find(scope: SiteScope, siteId: string, day: CalendarDay): Promise<ScopedGrids | null> {
    const site = await this.sites.find(scope, siteId);
    if (!site || !FAMILY_OFFERS[site.family].appointments) return null;
    const versions = await versionsOf(this.db, site.id);
    return { site: { id: site.id, name: site.name, networkId: site.networkId }, versions, inForceId: gridInForce(versions, day)?.id ?? null };
  }

  /** Adds a version; null when the site is not a diag site of the scope. */
  async addVersion(actor: AuditActor, scope: SiteScope, siteId: string, grid: PriceGrid, now = new Date()): Promise<string | null> {
    return this.db.transaction().execute(async (trx) => {
      const site = await this.sites.find(scope, siteId, trx);
      if (!site || !FAMILY_OFFERS[site.family].appointments) return null;
      const [previous] = await versionsOf(trx, site.id);
      const id = randomUUID();
      const at = now.toISOString();
      await trx.insertInto('diag_price_grids').values({ id, site_id: site.id, effective_from: grid.effectiveFrom, grid: JSON.stringify(grid), created_at: at }).execute();
      const changes = changedFields((previous?.grid ?? null) as Record<string, unknown> | null, grid as unknown as Record<string, unknown>);
      await this.audit.record(trx, { networkId: site.networkId, siteId: site.id, actor, action: 'diag.grid.version', targetType: 'diag_price_grid', targetId: id, changes }, now);
      return id;
    });
  }
}
