import type { Kysely } from 'kysely';

/**
 * News edited in the back-office (issue 31 item 4, decision 0103): a post can be unpublished
 * (`unpublished_at`), scheduled (`date` in the future; `pending_publication` set until the scheduler's
 * update at the due time, an update whose trigger drops the site's cached pages on every instance), and
 * renamed (the old slug kept in `post_slug_redirects`, answered 301). A network-wide post has
 * `site_id` = 'network:<network id>'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('unpublished_at', 'text').execute();
  await db.schema.alterTable('posts').addColumn('updated_at', 'text').execute();
  await db.schema.alterTable('posts').addColumn('pending_publication', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('posts_pending_publication').on('posts').columns(['pending_publication', 'date']).execute();
  await db.schema
    .createTable('post_slug_redirects')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('old_slug', 'text', (c) => c.notNull())
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_slug_redirects_pk', ['site_id', 'old_slug'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('post_slug_redirects').execute();
  await db.schema.dropIndex('posts_pending_publication').execute();
  await db.schema.alterTable('posts').dropColumn('pending_publication').execute();
  await db.schema.alterTable('posts').dropColumn('updated_at').execute();
  await db.schema.alterTable('posts').dropColumn('unpublished_at').execute();
}
