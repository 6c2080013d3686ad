import type { Kysely } from 'kysely';

/**
 * Who may read a valuation request back (issue 38 item 5, decision 0071): the browser that sent it
 * holds a random token in an HTTP-only cookie; the lead keeps only the token's SHA-256. Null for every
 * other lead, and for requests sent before this column: their step 3 shows the contact masked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('leads').addColumn('viewer_token_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('leads').dropColumn('viewer_token_hash').execute();
}
