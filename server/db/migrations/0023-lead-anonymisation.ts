import { type Kysely, sql } from 'kysely';

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
  // The lead inbox over 200,000 leads (bench/lead-inbox.ts, decision 0089): its page walks leads newest
  // first and stops after 25; its counts per status read one covering index, status first so a group
  // is read in order (every column the filters name but the text); the personal-data page finds an
  // e-mail in any case.
  await db.schema.createIndex('leads_created_id').on('leads').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('leads_status_site_type_created').on('leads').columns(['status', 'site_id', 'type', 'created_at']).execute();
  await db.schema.createIndex('leads_email_lower').on('leads').expression(sql`lower(email)`).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['leads_email_lower', 'leads_status_site_type_created', 'leads_created_id']) await db.schema.dropIndex(index).execute();
  await db.schema.dropTable('job_leases').execute();
  await db.schema.alterTable('leads').dropColumn('anonymised_at').execute();
}
