import type { Kysely } from 'kysely';

/**
 * The page editor (issue 31, decision 0098): every save of a site's page is a version. A version is a
 * draft until published; publishing copies its page into `sites.pages` (whose trigger, migration 0010,
 * bumps the site's content version so every instance drops its cached pages). A draft carries an
 * unguessable preview token (the secret preview URL on the public host). The franchisor's locks
 * (decision 0100): per site, per page ('*': every page) and per block type ('*': the whole page).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('page_key', 'text', (c) => c.notNull())
    // JSON: the PageDefinition ({ title?, description?, blocks }) as sites.pages stores it.
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('member_id', 'text', (c) => c.references('members.id'))
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .addColumn('preview_token', 'text', (c) => c.unique())
    .execute();
  await db.schema.createIndex('page_versions_site_page').on('page_versions').columns(['site_id', 'page_key', 'created_at']).execute();
  await db.schema
    .createTable('page_locks')
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('page_key', 'text', (c) => c.notNull())
    .addColumn('block_type', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_locks_pk', ['site_id', 'page_key', 'block_type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_locks').execute();
  await db.schema.dropTable('page_versions').execute();
}
