import type { Kysely } from 'kysely';

/**
 * First-party audience measurement (issue 36 item 4, decision 0128): one counter per site, Paris day,
 * page path, referrer domain ('' direct), UTM source ('' none) and device class. No visitor column
 * exists: no address, no identifier, no cookie value, nothing but counts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_view_days')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('referrer_domain', 'text', (c) => c.notNull())
    .addColumn('utm_source', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('form_views', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('page_view_days_pk', ['site_id', 'day', 'path', 'referrer_domain', 'utm_source', 'device'])
    .execute();
  // The purge deletes by day; the dashboard reads a site's days.
  await db.schema.createIndex('page_view_days_day').on('page_view_days').column('day').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_view_days').execute();
}
