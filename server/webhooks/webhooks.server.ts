import type { Transaction } from 'kysely';
import type { AuditLog } from '../backoffice/audit-log.server';
import type { MailOutbox } from '../backoffice/mail-outbox.server';
import type { Env } from '../config/env.server';
import type { Db } from '../db/database.server';
import type { Database } from '../db/schema';
import type { Logger } from '../log/logger.server';
import type { LeadRow } from '../repositories/leads.server';
import { WebhookEndpointsRepository } from './webhook-endpoints.server';
import { leadEventData, queueListingEvents, queueWebhookEvent } from './webhook-events.server';
import type { ListingEvents } from '../backoffice/listing-editor.server';
import { WebhookOutbox } from './webhook-outbox.server';
import { webhookFetch } from './public-network.server';
import { webhookUrlProblem } from '../../domain/crm/webhook-address';

/** The networks' outbound webhooks: their endpoints (back-office) and the outbox that posts them. */
export interface Webhooks {
  endpoints: WebhookEndpointsRepository;
  outbox: WebhookOutbox;
  /** Why an endpoint URL is refused under the deployment's address policy (a catalogue key), or null. */
  urlProblem(url: string): string | null;
  /** For the lead service: queues `lead.created` in the lead's own transaction, then wakes the outbox. */
  leadHook: { inTransaction(trx: Transaction<Database>, lead: LeadRow): Promise<void>; committed(): void };
  /** For the listing editor and the API: listing.published / listing.sold in the write's transaction, then wakes the outbox. */
  listingHook: ListingEvents;
}

/** The listing events of a write, and what wakes the outbox after it committed. */
export function listingEvents(committed: () => void): ListingEvents {
  return { inTransaction: (trx, networkId, before, after) => queueListingEvents(trx, networkId, before && before.listing, after.listing), committed };
}

export function createWebhooks(env: Env, db: Db, logger: Logger, mail: MailOutbox, audit: AuditLog): Webhooks {
  const outbox = new WebhookOutbox(db, mail, logger, {
    intervalMs: env.OUTBOX_INTERVAL_MS,
    baseDelayMs: env.OUTBOX_BASE_DELAY_MS,
    maxDelayMs: Math.max(env.OUTBOX_BASE_DELAY_MS, 3_600_000),
    attemptTimeoutMs: 20_000,
    requestTimeoutMs: 10_000,
    leaseMs: 120_000,
    concurrency: 4,
    batchSize: 40,
    post: webhookFetch(env.WEBHOOK_PRIVATE_ADDRESSES),
  });
  const kick = () => void outbox.kick();
  return {
    endpoints: new WebhookEndpointsRepository(db, audit, kick),
    outbox,
    urlProblem: (url) => (env.WEBHOOK_PRIVATE_ADDRESSES === 'allow' ? null : webhookUrlProblem(url)),
    leadHook: {
      async inTransaction(trx, lead) {
        const site = await trx.selectFrom('sites').select('network_id').where('id', '=', lead.site_id).executeTakeFirst();
        if (site?.network_id) await queueWebhookEvent(trx, site.network_id, 'lead.created', leadEventData(lead), new Date(lead.created_at));
      },
      committed: kick,
    },
    listingHook: listingEvents(kick),
  };
}
