import { type Kysely, sql } from 'kysely';

/**
 * Production host names move from the JSON column `sites.hosts` to their own table, whose primary
 * key is the host: two sites can never claim the same one. Existing hosts are copied (lower case;
 * a host claimed twice stays with the first site by id), then the JSON column is dropped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_hosts')
    .addColumn('host', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    // The site's first host (position 0) is its canonical origin.
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('site_hosts_site').on('site_hosts').column('site_id').execute();

  const rows = await sql<{ id: string; hosts: string }>`select id, hosts from sites order by id`.execute(db);
  const claimed = new Set<string>();
  for (const row of rows.rows) {
    let hosts: unknown;
    try {
      hosts = JSON.parse(row.hosts);
    } catch {
      hosts = [];
    }
    if (!Array.isArray(hosts)) continue;
    for (const [position, raw] of hosts.entries()) {
      if (typeof raw !== 'string') continue;
      const host = raw.trim().toLowerCase();
      if (!host || claimed.has(host)) continue;
      claimed.add(host);
      await sql`insert into site_hosts (host, site_id, position) values (${host}, ${row.id}, ${position})`.execute(db);
    }
  }
  await db.schema.alterTable('sites').dropColumn('hosts').execute();
}
