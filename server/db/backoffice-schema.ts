import type { ColumnType } from 'kysely';

/** The back-office's tables (migration 0020). Instants as ISO text, like the rest of the schema. */

export interface NetworksTable {
  id: string;
  name: string;
  lead_retention_days: ColumnType<number, number | undefined, number>;
  created_at: string;
}

export type MemberRole = 'network-admin' | 'site-owner' | 'adviser';

export interface MembersTable {
  id: string;
  user_id: string;
  network_id: string;
  role: MemberRole;
  display_name: string;
  invited_by: string | null;
  created_at: string;
  revoked_at: string | null;
}

export interface MemberSitesTable {
  member_id: string;
  site_id: string;
}

export interface LeadEventsTable {
  id: string;
  lead_id: string;
  member_id: string | null;
  kind: 'status' | 'note' | 'assign';
  detail: string;
  created_at: string;
}

export interface MailDeliveriesTable {
  id: string;
  channel: 'email';
  status: 'pending' | 'delivered' | 'undeliverable';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
  /** What the mail is: 'sign-in', 'invitation', 'assignment'. */
  ref: string | null;
  recipient: string;
  subject: string;
  body: string;
}

/** One back-office write (migration 0021): `changes` is JSON `{ field: { before, after } }`. */
export interface AuditEventsTable {
  id: string;
  network_id: string;
  site_id: string | null;
  member_id: string | null;
  /** Who, as shown to a reader: the member's e-mail, or 'npm run admin', 'tâche quotidienne'. */
  actor: string;
  action: string;
  target_type: string;
  target_id: string;
  changes: string;
  created_at: string;
}

/** A network's API key (migration 0025): only the key's SHA-256 is stored; `scopes` is JSON resource → 'read' | 'write'. */
export interface ApiKeysTable {
  id: string;
  network_id: string;
  name: string;
  prefix: string;
  key_hash: string;
  scopes: string;
  created_by: string | null;
  created_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
}

/** A network's webhook endpoint (migration 0025): its events (JSON array) and signing secret (whsec_…). */
export interface WebhookEndpointsTable {
  id: string;
  network_id: string;
  url: string;
  description: string;
  events: string;
  secret: string;
  created_by: string | null;
  created_at: string;
  failing_since: string | null;
  disabled_at: string | null;
  deleted_at: string | null;
}

/** One event to one endpoint, through the outbox (the columns of lead_deliveries, plus the message). */
export interface WebhookDeliveriesTable {
  id: string;
  channel: 'webhook';
  status: 'pending' | 'delivered' | 'undeliverable';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
  ref: string | null;
  endpoint_id: string;
  network_id: string;
  event_id: string;
  event_type: string;
  payload: string;
}

/** better-auth's tables, as its Kysely adapter writes them (camelCase columns). */
type AuthInstant = ColumnType<string | Date, string | Date, string | Date>;
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: ColumnType<number | boolean, number | boolean, number | boolean>;
  image: string | null;
  createdAt: AuthInstant;
  updatedAt: AuthInstant;
}
export interface AuthSessionTable {
  id: string;
  expiresAt: AuthInstant;
  token: string;
  createdAt: AuthInstant;
  updatedAt: AuthInstant;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}
export interface AuthVerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: AuthInstant;
  createdAt: AuthInstant;
  updatedAt: AuthInstant;
}

/** A scheduled job's lease (migration 0023): the instance whose claim moved `until` runs it. */
export interface JobLeasesTable {
  name: string;
  until: string;
  holder: string | null;
}

/** A member's passkey (migration 0024): a WebAuthn credential of better-auth's user. */
export interface AuthPasskeyTable {
  id: string;
  user_id: string;
  name: string;
  credential_id: string;
  public_key: string;
  /** bigint: PostgreSQL's driver reads it as a string. */
  counter: ColumnType<number | string, number, number>;
  transports: string;
  device_type: string;
  backed_up: number;
  created_at: string;
  last_used_at: string | null;
}

export interface BackofficeTables {
  job_leases: JobLeasesTable;
  networks: NetworksTable;
  members: MembersTable;
  member_sites: MemberSitesTable;
  lead_events: LeadEventsTable;
  mail_deliveries: MailDeliveriesTable;
  audit_events: AuditEventsTable;
  api_keys: ApiKeysTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  auth_user: AuthUserTable;
  auth_session: AuthSessionTable;
  auth_verification: AuthVerificationTable;
  auth_passkey: AuthPasskeyTable;
}
