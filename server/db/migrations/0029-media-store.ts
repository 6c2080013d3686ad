import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The media store (issue 31 item 5, decision 0102): uploaded images kept in the database, so every
 * instance sharing it serves every image. `media_blobs` holds each distinct image once (its key is the
 * SHA-256 of the stored bytes, already cleaned: re-encoded, metadata gone, size capped); `media_images`
 * is a site's library entry (alt text, who uploaded it), pointing at a blob. Two sites uploading the
 * same photo share one blob.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('media_blobs')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('data', postgres ? sql`bytea` : sql`blob`, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('media_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('network_id', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('hash', 'text', (c) => c.notNull().references('media_blobs.hash'))
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_images_site_hash').on('media_images').columns(['site_id', 'hash']).unique().execute();
  await db.schema.createIndex('media_images_hash').on('media_images').column('hash').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_images').execute();
  await db.schema.dropTable('media_blobs').execute();
}
