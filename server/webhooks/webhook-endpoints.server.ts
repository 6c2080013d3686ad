import { randomBytes, randomUUID } from 'node:crypto';
import type { WebhookEvent } from '../../domain/crm/webhook-events';
import type { AuditActor, AuditLog } from '../backoffice/audit-log.server';
import type { Db } from '../db/database.server';

export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  events: WebhookEvent[];
  createdAt: string;
  failingSince: string | null;
  disabledAt: string | null;
}

export interface WebhookDelivery {
  id: string;
  eventId: string;
  eventType: string;
  status: string;
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
  nextAttemptAt: string;
  createdAt: string;
}

export const DELIVERY_LOG_SIZE = 50;

/**
 * A network's webhook endpoints (issue 34), every read and write scoped to the member's network; each
 * creation, re-activation, deletion and replay audited in its own transaction. The signing secret is
 * shown once, at creation.
 */
export class WebhookEndpointsRepository {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
    private readonly kick: () => void,
  ) {}

  async create(input: { networkId: string; url: string; description: string; events: WebhookEvent[]; actor: AuditActor }, now = new Date()): Promise<{ id: string; secret: string }> {
    const id = randomUUID();
    // Standard Webhooks: 'whsec_' and the base64 of a random key (24 bytes, as the reference libraries draw).
    const secret = `whsec_${randomBytes(24).toString('base64')}`;
    const at = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('webhook_endpoints')
        .values({ id, network_id: input.networkId, url: input.url, description: input.description, events: JSON.stringify(input.events), secret, created_by: input.actor.memberId, created_at: at, failing_since: null, disabled_at: null, deleted_at: null })
        .execute();
      await this.audit.record(trx, { networkId: input.networkId, actor: input.actor, action: 'webhook.create', targetType: 'webhook-endpoint', targetId: id, changes: { url: { before: null, after: input.url }, events: { before: null, after: input.events } } }, now);
    });
    return { id, secret };
  }

  async list(networkId: string): Promise<WebhookEndpoint[]> {
    const rows = await this.db.selectFrom('webhook_endpoints').selectAll().where('network_id', '=', networkId).where('deleted_at', 'is', null).orderBy('created_at', 'desc').orderBy('id').execute();
    return rows.map((r) => ({ id: r.id, url: r.url, description: r.description, events: JSON.parse(r.events) as WebhookEvent[], createdAt: r.created_at, failingSince: r.failing_since, disabledAt: r.disabled_at }));
  }

  async find(networkId: string, id: string): Promise<WebhookEndpoint | null> {
    return (await this.list(networkId)).find((e) => e.id === id) ?? null;
  }

  /** The endpoint's latest deliveries, newest first. */
  async deliveries(networkId: string, endpointId: string): Promise<WebhookDelivery[]> {
    const rows = await this.db.selectFrom('webhook_deliveries').selectAll().where('network_id', '=', networkId).where('endpoint_id', '=', endpointId).orderBy('created_at', 'desc').orderBy('id').limit(DELIVERY_LOG_SIZE).execute();
    return rows.map((r) => ({ id: r.id, eventId: r.event_id, eventType: r.event_type, status: r.status, attempts: r.attempts, lastError: r.last_error, deliveredAt: r.delivered_at, nextAttemptAt: r.next_attempt_at, createdAt: r.created_at }));
  }

  private async change(networkId: string, id: string, actor: AuditActor, action: string, set: { deleted_at?: string; disabled_at?: null; failing_since?: null }, now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const done = await trx.updateTable('webhook_endpoints').set(set).where('id', '=', id).where('network_id', '=', networkId).where('deleted_at', 'is', null).executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) return false;
      await this.audit.record(trx, { networkId, actor, action, targetType: 'webhook-endpoint', targetId: id, changes: Object.fromEntries(Object.entries(set).map(([k, v]) => [k, { before: null, after: v }])) }, now);
      return true;
    });
  }

  /** Deletes an endpoint of the network: nothing more is sent to it. False outside the network. */
  delete(networkId: string, id: string, actor: AuditActor, now = new Date()): Promise<boolean> {
    return this.change(networkId, id, actor, 'webhook.delete', { deleted_at: now.toISOString() }, now);
  }

  /** Turns a disabled endpoint back on (its failures forgotten). False outside the network. */
  enable(networkId: string, id: string, actor: AuditActor, now = new Date()): Promise<boolean> {
    return this.change(networkId, id, actor, 'webhook.enable', { disabled_at: null, failing_since: null }, now);
  }

  /**
   * Sends a delivery again: a new outbox row with the same message (same webhook-id: a receiver that
   * already has it can tell). False when the delivery is not one of the network's endpoints'.
   */
  async replay(networkId: string, endpointId: string, deliveryId: string, actor: AuditActor, now = new Date()): Promise<boolean> {
    const at = now.toISOString();
    const replayed = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('webhook_deliveries')
        .innerJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
        .selectAll('webhook_deliveries')
        .where('webhook_deliveries.id', '=', deliveryId)
        .where('webhook_deliveries.endpoint_id', '=', endpointId)
        .where('webhook_endpoints.network_id', '=', networkId)
        .where('webhook_endpoints.deleted_at', 'is', null)
        .executeTakeFirst();
      if (!row) return false;
      const id = randomUUID();
      await trx.insertInto('webhook_deliveries').values({ ...row, id, status: 'pending', attempts: 0, next_attempt_at: at, last_error: null, delivered_at: null, created_at: at, ref: `replay:${row.id}` }).execute();
      await this.audit.record(trx, { networkId, actor, action: 'webhook.replay', targetType: 'webhook-endpoint', targetId: endpointId, changes: { delivery: { before: row.id, after: id }, event: { before: null, after: row.event_id } } }, now);
      return true;
    });
    if (replayed) this.kick();
    return replayed;
  }
}
