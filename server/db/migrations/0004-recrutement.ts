import type { Kysely } from 'kysely';

// Recruitment site content (issue 15): comparator reference entries, testimonials, media articles.
// Portable types only (text, integer) so the same migration runs on SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recrutement_references')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('nature', 'text', (c) => c.notNull())
    .addColumn('nom', 'text', (c) => c.notNull())
    .addColumn('pourcentage', 'integer', (c) => c.notNull())
    .addColumn('coutmensuel', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coutparvente', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('checked_on', 'text', (c) => c.notNull())
    .addUniqueConstraint('recrutement_references_site_nom', ['site_id', 'nom'])
    .execute();

  await db.schema
    .createTable('recrutement_testimonials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text', (c) => c.notNull())
    .addColumn('video_url', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recrutement_testimonials_site').on('recrutement_testimonials').columns(['site_id', 'position']).execute();

  await db.schema
    .createTable('recrutement_media_articles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('outlet', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recrutement_media_site_date').on('recrutement_media_articles').columns(['site_id', 'date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recrutement_media_articles').execute();
  await db.schema.dropTable('recrutement_testimonials').execute();
  await db.schema.dropTable('recrutement_references').execute();
}
