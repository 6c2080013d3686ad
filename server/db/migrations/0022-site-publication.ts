import type { Kysely } from 'kysely';

/**
 * Site publication (issue 29 item 5): a network admin unpublishes a site from the back-office. Null means
 * published; an instant means unpublished since then (its hosts answer 404, its forms take no lead). An
 * update of this column bumps the site's content version like any other (migration 0010's trigger on
 * `sites`), so every instance drops the site's cached pages and reloads its host index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sites').addColumn('unpublished_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sites').dropColumn('unpublished_at').execute();
}
