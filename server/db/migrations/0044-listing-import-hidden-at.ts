import { type Kysely, sql } from 'kysely';

/**
 * Issue 32 item 4: a listing an import withdrew (absent from its agency's full-portfolio file) is
 * deleted 7 days later. `import_hidden_at` is when the import withdrew it; any later write of the
 * listing (the file brings it back, the editor or the API saves it) clears it. Listings an import
 * withdrew before this migration take their last change as that date (their `listing.import-hide`
 * audit entry says they were withdrawn by an import).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('listings').addColumn('import_hidden_at', 'text').execute();
  await db.schema.createIndex('listings_import_hidden').on('listings').column('import_hidden_at').execute();
  await sql`
    UPDATE listings SET import_hidden_at = updated_at
    WHERE publication = 'withdrawn'
      AND id IN (SELECT target_id FROM audit_events WHERE action = 'listing.import-hide' AND target_type = 'listing')
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('listings_import_hidden').execute();
  await db.schema.alterTable('listings').dropColumn('import_hidden_at').execute();
}
