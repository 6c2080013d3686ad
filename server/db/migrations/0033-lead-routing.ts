import type { Kysely } from 'kysely';

/**
 * Lead routing (issue 36, decision 0110): a network's rules in order (one default rule each, which
 * cannot be deleted), the round-robin counts per rule and member, the members' absences and working
 * hours, each lead's assignment with the reasons and its escalation clock, the network's escalation
 * delay, and the honeypot's catches counted per site and day (the spam view).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('routing_rules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('network_id', 'text', (c) => c.notNull().references('networks.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON arrays; [] matches every value.
    .addColumn('site_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('forms', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('departments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('price_min', 'integer')
    .addColumn('price_max', 'integer')
    // 'member' | 'round-robin' | 'weighted' | 'site-owner'
    .addColumn('strategy', 'text', (c) => c.notNull())
    // JSON [{ memberId, weight }]
    .addColumn('targets', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('routing_rules_network').on('routing_rules').columns(['network_id', 'position']).execute();
  await db.schema
    .createTable('routing_counts')
    .addColumn('rule_id', 'text', (c) => c.notNull().references('routing_rules.id').onDelete('cascade'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('assigned', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('routing_counts_pk', ['rule_id', 'member_id'])
    .execute();
  await db.schema
    .createTable('member_availability')
    .addColumn('member_id', 'text', (c) => c.primaryKey().references('members.id'))
    // Last day of the absence ('en congés jusqu'au'), Paris calendar day YYYY-MM-DD, included.
    .addColumn('absent_until', 'text')
    // JSON { days: [1..7], start: 'HH:MM', end: 'HH:MM' }; null: the default week.
    .addColumn('working_hours', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('lead_assignments')
    .addColumn('lead_id', 'text', (c) => c.primaryKey().references('leads.id'))
    .addColumn('member_id', 'text', (c) => c.references('members.id'))
    .addColumn('rule_id', 'text')
    // JSON RoutingDecision (domain/routing/engine.ts), with the assignee's name at the time.
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('assigned_at', 'text', (c) => c.notNull())
    // When the assignee must have opened it (working time); null: no escalation pending.
    .addColumn('due_at', 'text')
    .addColumn('opened_at', 'text')
    // JSON array of the member ids the lead went through, oldest first.
    .addColumn('chain', 'text', (c) => c.notNull().defaultTo('[]'))
    // JSON RoutingHints (the listing's adviser, postcode, price): an escalation routes again with them.
    .addColumn('hints', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('lead_assignments_due').on('lead_assignments').column('due_at').execute();
  await db.schema
    .createTable('routing_settings')
    .addColumn('network_id', 'text', (c) => c.primaryKey().references('networks.id'))
    // Working minutes before an unopened lead passes on; null: no escalation.
    .addColumn('escalation_minutes', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('honeypot_catches')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('honeypot_catches_pk', ['site_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['honeypot_catches', 'routing_settings', 'lead_assignments', 'member_availability', 'routing_counts', 'routing_rules']) await db.schema.dropTable(table).execute();
}
