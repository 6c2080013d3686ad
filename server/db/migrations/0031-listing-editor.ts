import type { Kysely } from 'kysely';

/**
 * Issue 32 item 1: a published listing may be under offer ('sous compromis', shown on its card and
 * page). A flag beside the status: an offer does not change what the advert is (a sale), and the
 * search keeps finding it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('listings').addColumn('under_offer', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('listings').dropColumn('under_offer').execute();
}
