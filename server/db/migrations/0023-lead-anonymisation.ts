import type { Kysely } from 'kysely';

/**
 * Personal data (issue 29 item 7): when a lead was anonymised (on a member's request or by the daily
 * retention job), and the leases of scheduled jobs, so that one instance at a time runs the daily job
 * when several share a PostgreSQL database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('leads').addColumn('anonymised_at', 'text').execute();
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    // Until when the job is taken (a running instance's lease, or the next day once it is done).
    .addColumn('until', 'text', (c) => c.notNull())
    .addColumn('holder', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
  await db.schema.alterTable('leads').dropColumn('anonymised_at').execute();
}
