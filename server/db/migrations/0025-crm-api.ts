import type { Kysely } from 'kysely';

/**
 * The network's CRM plugs in (issue 34): API keys per network (only a SHA-256 of the key is kept),
 * and the CRM's own id on the records it writes (advisers, news posts), unique within a network so an
 * upsert by that id is idempotent. `network_id` on those rows says which network's CRM owns the id.
 * Outbound webhooks per network: endpoints with their events and signing secret, and their deliveries
 * (the outbox's columns, as lead_deliveries and mail_deliveries, plus the signed message).
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
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('network_id', 'text', (c) => c.notNull().references('networks.id'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    // JSON array of event types ('lead.created'…).
    .addColumn('events', 'text', (c) => c.notNull())
    // whsec_…: the HMAC key signing every delivery (Standard Webhooks); needed in clear to sign.
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('members.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // The first failed attempt of the current run of failures (null: the last attempt succeeded).
    .addColumn('failing_since', 'text')
    .addColumn('disabled_at', 'text')
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('webhook_endpoints_network').on('webhook_endpoints').column('network_id').execute();
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('ref', 'text')
    .addColumn('endpoint_id', 'text', (c) => c.notNull().references('webhook_endpoints.id'))
    .addColumn('network_id', 'text', (c) => c.notNull())
    // The message: webhook-id (kept across retries and replays), its type and JSON body.
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('webhook_deliveries_endpoint').on('webhook_deliveries').columns(['endpoint_id', 'created_at']).execute();
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
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
  await db.schema.dropTable('api_keys').execute();
}
