import type { Kysely } from 'kysely';

/**
 * Passkeys (WebAuthn), the back-office's second way in (issue 29 item 2, decision 0090): one row per
 * credential a member registered, bound to better-auth's user. The public key is stored as the
 * authenticator sent it (COSE, base64url); `counter` is the signature counter last seen, which a
 * cloned authenticator cannot move forward. Challenges live in auth_verification (single use, 5 minutes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_passkey')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('auth_user.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // base64url credential id, as the browser reports it.
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    // JSON array of transports ('internal', 'hybrid', 'usb'…), a hint for the browser.
    .addColumn('transports', 'text', (c) => c.notNull())
    // 'singleDevice' | 'multiDevice'; backed_up 0/1: whether the passkey is synced (shown to the member).
    .addColumn('device_type', 'text', (c) => c.notNull())
    .addColumn('backed_up', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('auth_passkey_user').on('auth_passkey').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_passkey').execute();
}
