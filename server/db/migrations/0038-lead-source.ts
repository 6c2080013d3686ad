import type { Kysely } from 'kysely';

/**
 * A lead's source for the audience dashboard (issue 36 item 4, decision 0129): the utm_source of the
 * page the form was sent from ('' none), never an address or an identifier.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('leads').addColumn('source', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('leads').dropColumn('source').execute();
}
