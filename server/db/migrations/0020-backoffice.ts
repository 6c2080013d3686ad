import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * The back-office (issue 29): networks owning sites, better-auth's own tables (named auth_*, its
 * camelCase columns kept as the library writes them), members and their grants, the lead workflow
 * (status, assignee, history) and the outbox of back-office e-mails (sign-in links, invitations).
 * better-auth stores dates as Date on PostgreSQL (timestamptz) and ISO text on SQLite; booleans as
 * boolean / 0-1 integer: its Kysely adapter converts according to the database type.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const instant = postgres ? 'timestamptz' : 'text';
  const bool = postgres ? 'boolean' : 'integer';

  await db.schema
    .createTable('networks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    // CNIL: prospects' data kept 3 years after the last contact; a network may shorten or lengthen it.
    .addColumn('lead_retention_days', 'integer', (c) => c.notNull().defaultTo(1095))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('sites').addColumn('network_id', 'text', (c) => c.references('networks.id')).execute();
  await db.schema.createIndex('sites_network').on('sites').column('network_id').execute();

  await db.schema
    .createTable('auth_user')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('emailVerified', bool, (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('createdAt', instant, (c) => c.notNull())
    .addColumn('updatedAt', instant, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('auth_session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expiresAt', instant, (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', instant, (c) => c.notNull())
    .addColumn('updatedAt', instant, (c) => c.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (c) => c.notNull().references('auth_user.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('auth_session_user').on('auth_session').column('userId').execute();
  await db.schema
    .createTable('auth_account')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('providerId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('auth_user.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', instant)
    .addColumn('refreshTokenExpiresAt', instant)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', instant, (c) => c.notNull())
    .addColumn('updatedAt', instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_account_user').on('auth_account').column('userId').execute();
  await db.schema
    .createTable('auth_verification')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expiresAt', instant, (c) => c.notNull())
    .addColumn('createdAt', instant, (c) => c.notNull())
    .addColumn('updatedAt', instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_verification_identifier').on('auth_verification').column('identifier').execute();

  // A member: one person's place in one network, with a role; a site owner's sites in member_sites.
  await db.schema
    .createTable('members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('auth_user.id'))
    .addColumn('network_id', 'text', (c) => c.notNull().references('networks.id'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addUniqueConstraint('members_user_network', ['user_id', 'network_id'])
    .execute();
  await db.schema
    .createTable('member_sites')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id'))
    .addPrimaryKeyConstraint('member_sites_pk', ['member_id', 'site_id'])
    .execute();
  await db.schema.createIndex('member_sites_site').on('member_sites').column('site_id').execute();

  // The lead workflow: nouveau → en_cours → gagne | perdu | spam; the assignee is a member of the site.
  await db.schema.alterTable('leads').addColumn('status', 'text', (c) => c.notNull().defaultTo('nouveau')).execute();
  await db.schema.alterTable('leads').addColumn('assigned_member_id', 'text', (c) => c.references('members.id')).execute();
  await db.schema.alterTable('leads').addColumn('updated_at', 'text').execute();
  await db.schema.createIndex('leads_status_created').on('leads').columns(['status', 'created_at']).execute();
  await db.schema
    .createTable('lead_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.id'))
    .addColumn('member_id', 'text', (c) => c.references('members.id'))
    // 'status' | 'note' | 'assign'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lead_events_lead').on('lead_events').columns(['lead_id', 'created_at']).execute();

  // Back-office e-mails go through the outbox like leads (retries, lease, backoff): same columns as
  // lead_deliveries, the message itself in the row instead of a lead.
  await db.schema
    .createTable('mail_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('ref', 'text')
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_deliveries_due').on('mail_deliveries').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['mail_deliveries', 'lead_events', 'member_sites', 'members', 'auth_verification', 'auth_account', 'auth_session', 'auth_user']) {
    await db.schema.dropTable(table).execute();
  }
  for (const index of ['leads_status_created', 'sites_network']) await db.schema.dropIndex(index).execute();
  for (const column of ['status', 'assigned_member_id', 'updated_at']) await db.schema.alterTable('leads').dropColumn(column).execute();
  await db.schema.alterTable('sites').dropColumn('network_id').execute();
  await db.schema.dropTable('networks').execute();
}

