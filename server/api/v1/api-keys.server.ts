import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type ApiScopes, parseScopes } from '../../../domain/crm/scopes';
import type { AuditActor, AuditLog } from '../../backoffice/audit-log.server';
import type { Db } from '../../db/database.server';

/** What an authenticated request carries: the key's network, name (the audit's actor) and scopes. */
export interface ApiCaller {
  keyId: string;
  networkId: string;
  name: string;
  scopes: ApiScopes;
}

export interface ApiKeySummary {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiScopes;
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

/** `vk_` and 32 random bytes (256 bits) in base64url: never guessed, so one SHA-256 is enough to store it (decision 0092). */
const KEY_PREFIX = 'vk_';
const KEY_SHAPE = /^vk_[A-Za-z0-9_-]{43}$/;

export const hashApiKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

/** `last_used_at` is written at most once a minute per key: a busy key does not write on every request. */
const LAST_USED_EVERY_MS = 60_000;

/**
 * A network's API keys (issue 34). The key itself is shown once, at creation; the database keeps its
 * SHA-256 only. Every creation and revocation records an audit entry in its own transaction; every
 * read and write is scoped to the member's network.
 */
export class ApiKeysRepository {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
  ) {}

  async create(input: { networkId: string; name: string; scopes: ApiScopes; actor: AuditActor }, now = new Date()): Promise<{ id: string; key: string }> {
    const key = KEY_PREFIX + randomBytes(32).toString('base64url');
    const id = randomUUID();
    const at = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('api_keys')
        .values({ id, network_id: input.networkId, name: input.name, prefix: key.slice(0, 10), key_hash: hashApiKey(key), scopes: JSON.stringify(input.scopes), created_by: input.actor.memberId, created_at: at, revoked_at: null, last_used_at: null })
        .execute();
      await this.audit.record(trx, { networkId: input.networkId, actor: input.actor, action: 'api-key.create', targetType: 'api-key', targetId: id, changes: { name: { before: null, after: input.name }, scopes: { before: null, after: JSON.stringify(input.scopes) } } }, now);
    });
    return { id, key };
  }

  async list(networkId: string): Promise<ApiKeySummary[]> {
    const rows = await this.db.selectFrom('api_keys').selectAll().where('network_id', '=', networkId).orderBy('created_at', 'desc').orderBy('id').execute();
    return rows.map((r) => ({ id: r.id, name: r.name, prefix: r.prefix, scopes: parseScopes(r.scopes), createdAt: r.created_at, revokedAt: r.revoked_at, lastUsedAt: r.last_used_at }));
  }

  /** Revokes a key of the network; false when it is another network's, unknown, or already revoked. */
  async revoke(networkId: string, id: string, actor: AuditActor, now = new Date()): Promise<boolean> {
    const at = now.toISOString();
    return this.db.transaction().execute(async (trx) => {
      const done = await trx.updateTable('api_keys').set({ revoked_at: at }).where('id', '=', id).where('network_id', '=', networkId).where('revoked_at', 'is', null).executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) return false;
      await this.audit.record(trx, { networkId, actor, action: 'api-key.revoke', targetType: 'api-key', targetId: id, changes: { revokedAt: { before: null, after: at } } }, now);
      return true;
    });
  }

  /** The caller a bearer key names, or null (unknown, malformed or revoked: all alike). */
  async authenticate(key: string, now = new Date()): Promise<ApiCaller | null> {
    if (!KEY_SHAPE.test(key)) return null;
    const row = await this.db.selectFrom('api_keys').selectAll().where('key_hash', '=', hashApiKey(key)).executeTakeFirst();
    if (!row || row.revoked_at) return null;
    if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) >= LAST_USED_EVERY_MS) {
      await this.db.updateTable('api_keys').set({ last_used_at: now.toISOString() }).where('id', '=', row.id).execute();
    }
    return { keyId: row.id, networkId: row.network_id, name: row.name, scopes: parseScopes(row.scopes) };
  }
}
