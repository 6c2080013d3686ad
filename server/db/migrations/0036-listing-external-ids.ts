import type { Kysely } from 'kysely';

/**
 * Issue 34: listings written by the network's CRM through the API are found again by the CRM's own id,
 * unique within the network (as advisers and posts, migration 0025). Both columns stay null for the
 * listings the seed and the back-office editor create.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('listings').addColumn('network_id', 'text').execute();
  await db.schema.alterTable('listings').addColumn('external_id', 'text').execute();
  await db.schema.createIndex('listings_network_external').on('listings').columns(['network_id', 'external_id']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('listings_network_external').execute();
  await db.schema.alterTable('listings').dropColumn('external_id').execute();
  await db.schema.alterTable('listings').dropColumn('network_id').execute();
}
