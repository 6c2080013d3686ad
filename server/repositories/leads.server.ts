import type { Db } from '../db/database.server';
import type { LeadDeliveriesTable, LeadsTable } from '../db/schema';

export type LeadRow = LeadsTable;
export type DeliveryRow = LeadDeliveriesTable;

export async function findLeadByKey(db: Db, siteId: string, key: string): Promise<LeadRow | undefined> {
  return db.selectFrom('leads').selectAll().where('site_id', '=', siteId).where('idempotency_key', '=', key).executeTakeFirst();
}

export async function leadsOfSite(db: Db, siteId: string): Promise<LeadRow[]> {
  return db.selectFrom('leads').selectAll().where('site_id', '=', siteId).orderBy('created_at').execute();
}

export async function deliveriesOfLead(db: Db, leadId: string): Promise<DeliveryRow[]> {
  return db.selectFrom('lead_deliveries').selectAll().where('lead_id', '=', leadId).orderBy('channel').execute();
}
