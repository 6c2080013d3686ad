import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Issue 32 item 4: an agency's Poliris feed polled from an address on a schedule. One feed per agency
 * site: its address, how often (hours), the adviser the listings default to, when it runs next, and
 * what its last run did. A file that would withdraw more than half of the agency's listings is not
 * applied: it is kept (`pending_file`) until the owner confirms or dismisses it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('listing_feeds')
    .addColumn('site_id', 'text', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('network_id', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('every_hours', 'integer', (c) => c.notNull())
    .addColumn('adviser_id', 'text', (c) => c.notNull())
    .addColumn('next_run_at', 'text', (c) => c.notNull())
    .addColumn('last_run_at', 'text')
    /** 'applied' | 'waiting' | 'failed'. */
    .addColumn('last_status', 'text')
    .addColumn('last_message', 'text')
    .addColumn('pending_file', postgres ? sql`bytea` : sql`blob`)
    .addColumn('pending_at', 'text')
    .addColumn('pending_hidden', 'integer')
    .addColumn('pending_current', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('listing_feeds_next_run').on('listing_feeds').column('next_run_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('listing_feeds').execute();
}
