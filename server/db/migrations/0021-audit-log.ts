import type { Kysely } from 'kysely';

/**
 * The audit log (issue 29 item 6): every back-office write records who, when, what, and the changed
 * fields before and after (JSON). Scoped by network: network admins read their own network's entries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('network_id', 'text', (c) => c.notNull().references('networks.id'))
    .addColumn('site_id', 'text')
    // null: a command-line or scheduled action (npm run admin, the daily anonymisation).
    .addColumn('member_id', 'text', (c) => c.references('members.id'))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_events_network_created').on('audit_events').columns(['network_id', 'created_at']).execute();
  await db.schema.createIndex('audit_events_target').on('audit_events').columns(['target_type', 'target_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
}
