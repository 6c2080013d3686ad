import { type Kysely, sql } from 'kysely';

/**
 * Diagnostics booking (issue 33, decision 0097): price grids per site (dated versions), a calendar
 * per site, and appointments. Two visitors can never hold one slot: a unique index on the site and
 * the start, over appointments not cancelled (a partial index, the same on SQLite and PostgreSQL).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('diag_price_grids')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('effective_from', 'text', (c) => c.notNull())
    .addColumn('grid', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('diag_price_grids_site_from').on('diag_price_grids').columns(['site_id', 'effective_from']).unique().execute();
  await db.schema
    .createTable('diag_calendars')
    .addColumn('site_id', 'text', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('calendar', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('diag_appointments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('diag_appointments_one_per_slot')
    .on('diag_appointments')
    .columns(['site_id', 'starts_at'])
    .unique()
    .where(sql.ref('cancelled_at'), 'is', null)
    .execute();
  await db.schema.createIndex('diag_appointments_lead').on('diag_appointments').column('lead_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('diag_appointments').execute();
  await db.schema.dropTable('diag_calendars').execute();
  await db.schema.dropTable('diag_price_grids').execute();
}
