import type { Kysely } from 'kysely';

// Portable types only (text, integer) so the same migration runs on SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('hosts', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('crm', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('pages', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('leads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('firstname', 'text')
    .addColumn('lastname', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('message', 'text')
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('leads_site_idempotency', ['site_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('leads_site_created').on('leads').columns(['site_id', 'created_at']).execute();

  await db.schema
    .createTable('lead_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.id'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lead_deliveries_due').on('lead_deliveries').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('description_html', 'text')
    .addColumn('excerpt', 'text')
    .addColumn('category', 'text')
    .addColumn('author', 'text')
    .addColumn('read_mins', 'integer')
    .addColumn('seo_title', 'text')
    .addColumn('seo_description', 'text')
    .addUniqueConstraint('posts_site_slug', ['site_id', 'slug'])
    .execute();
  await db.schema.createIndex('posts_site_date').on('posts').columns(['site_id', 'date']).execute();

  await db.schema
    .createTable('service_pages')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('group', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('description_html', 'text')
    .addColumn('seo_title', 'text')
    .addColumn('seo_description', 'text')
    .addPrimaryKeyConstraint('service_pages_pk', ['site_id', 'slug'])
    .execute();

  await db.schema
    .createTable('simulator_tracking')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('numero', 'text', (c) => c.notNull())
    .addColumn('page_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('simulator_tracking_once', ['site_id', 'numero', 'page_url'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['simulator_tracking', 'service_pages', 'posts', 'lead_deliveries', 'leads', 'sites']) {
    await db.schema.dropTable(table).execute();
  }
}
