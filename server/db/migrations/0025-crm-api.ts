import type { Kysely } from 'kysely';

/**
 * The network's CRM plugs in (issue 34): API keys per network (only a SHA-256 of the key is kept),
 * and the CRM's own id on the records it writes (advisers, news posts), unique within a network so an
 * upsert by that id is idempotent. `network_id` on those rows says which network's CRM owns the id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('network_id', 'text', (c) => c.notNull().references('networks.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    // The first characters of the key, shown in the list so a person knows which key is which.
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    // JSON object: resource → 'read' | 'write'.
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('members.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('api_keys_network').on('api_keys').column('network_id').execute();
  for (const table of ['advisers', 'posts']) {
    await db.schema.alterTable(table).addColumn('network_id', 'text').execute();
    await db.schema.alterTable(table).addColumn('external_id', 'text').execute();
    await db.schema.createIndex(`${table}_network_external`).on(table).columns(['network_id', 'external_id']).unique().execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['advisers', 'posts']) {
    await db.schema.dropIndex(`${table}_network_external`).execute();
    await db.schema.alterTable(table).dropColumn('external_id').execute();
    await db.schema.alterTable(table).dropColumn('network_id').execute();
  }
  await db.schema.dropTable('api_keys').execute();
}
