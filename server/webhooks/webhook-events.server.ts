import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { isLeadStatus } from '../../domain/backoffice/lead-workflow';
import type { Lead } from '../../domain/crm/api-schemas';
import { type ListingEventState, listingEventsOf, type WebhookEvent, type WebhookMessage } from '../../domain/crm/webhook-events';
import { listingOfRow } from '../api/v1/listing-view.server';
import type { Db } from '../db/database.server';
import type { Database } from '../db/schema';

/**
 * Queues an event for every active endpoint of the network subscribed to it, in the caller's
 * transaction: the event exists if and only if the write it tells about committed (the outbox then
 * delivers it). One message id per event, the same for every endpoint, every retry and every replay.
 */
export async function queueWebhookEvent(trx: Transaction<Database> | Db, networkId: string, type: WebhookEvent, data: Record<string, unknown>, now = new Date()): Promise<number> {
  const endpoints = await trx.selectFrom('webhook_endpoints').select(['id', 'events']).where('network_id', '=', networkId).where('disabled_at', 'is', null).where('deleted_at', 'is', null).execute();
  const subscribed = endpoints.filter((e) => (JSON.parse(e.events) as string[]).includes(type));
  if (!subscribed.length) return 0;
  const at = now.toISOString();
  const eventId = `msg_${randomUUID().replace(/-/g, '')}`;
  const message: WebhookMessage = { type, timestamp: at, data };
  const payload = JSON.stringify(message);
  for (const endpoint of subscribed) {
    await trx
      .insertInto('webhook_deliveries')
      .values({ id: randomUUID(), channel: 'webhook', status: 'pending', attempts: 0, next_attempt_at: at, last_error: null, delivered_at: null, created_at: at, ref: type, endpoint_id: endpoint.id, network_id: networkId, event_id: eventId, event_type: type, payload })
      .execute();
  }
  return subscribed.length;
}

/** A lead as the webhook shows it (lead.created, lead.updated): the API's Lead (domain/crm/api-schemas.ts). */
export function leadEventData(
  lead: { id: string; site_id: string; type: string; firstname: string | null; lastname: string | null; email: string | null; phone: string | null; message: string | null; created_at: string; status?: string; assigned_member_id?: string | null; updated_at?: string | null },
  status = lead.status ?? 'nouveau',
): Lead {
  return {
    id: lead.id,
    siteId: lead.site_id,
    type: lead.type,
    status: isLeadStatus(status) ? status : 'nouveau',
    firstname: lead.firstname,
    lastname: lead.lastname,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    assignedTo: lead.assigned_member_id ?? null,
    createdAt: lead.created_at,
    updatedAt: lead.updated_at ?? null,
  };
}

/**
 * The listing events of a write (listing.published, listing.sold: `listingEventsOf`), queued in the
 * write's transaction with the listing as the API shows it (read back in that transaction). The count of deliveries queued.
 */
export async function queueListingEvents(trx: Transaction<Database>, networkId: string, before: ListingEventState | null, after: ListingEventState & { id: string }, now = new Date()): Promise<number> {
  const types = listingEventsOf(before, after);
  if (!types.length) return 0;
  const row = await trx.selectFrom('listings').selectAll().where('id', '=', after.id).executeTakeFirstOrThrow();
  const data = listingOfRow(row);
  let queued = 0;
  for (const type of types) queued += await queueWebhookEvent(trx, networkId, type, data, now);
  return queued;
}
