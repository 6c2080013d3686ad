import type { Db } from '../db/database.server';
import type { ServicePagesTable } from '../db/schema';

/** A service page's content: the franchisee's own text when it has one, else the family-wide text ('*'). */
export async function servicePageFor(db: Db, siteId: string, slug: string): Promise<ServicePagesTable | undefined> {
  const rows = await db.selectFrom('service_pages').selectAll().where('slug', '=', slug).where('site_id', 'in', [siteId, '*']).execute();
  return rows.find((r) => r.site_id === siteId) ?? rows.find((r) => r.site_id === '*');
}
