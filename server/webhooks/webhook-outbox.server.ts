import { Webhook } from 'standardwebhooks';
import { failedLongEnough } from '../../domain/crm/webhook-events';
import type { MailOutbox } from '../backoffice/mail-outbox.server';
import type { WebhookDeliveriesTable } from '../db/backoffice-schema';
import type { Db } from '../db/database.server';
import type { LeadDeliveriesTable } from '../db/schema';
import { Outbox, type OutboxOptions, UndeliverableError } from '../leads/outbox.server';
import type { Logger } from '../log/logger.server';

/** Signs and posts one message: Standard Webhooks headers (webhook-id, webhook-timestamp, webhook-signature). */
export async function postSigned(url: string, secret: string, eventId: string, payload: string, at: Date, timeoutMs: number, post: typeof fetch = fetch): Promise<void> {
  const signature = new Webhook(secret).sign(eventId, at, payload);
  const response = await post(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'webhook-id': eventId, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature, 'user-agent': 'vitrine-webhooks/1' },
    body: payload,
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.body?.cancel();
  if (response.status < 200 || response.status > 299) throw new Error(`l’adresse a répondu HTTP ${response.status}`);
}

/**
 * The networks' webhooks through the same outbox as leads and back-office mail: stored first (in the
 * transaction of the write they tell about), then posted with retries, backoff and a lease. An
 * endpoint failing for 3 days without a success is disabled, its pending events stopped, and the
 * network's admins e-mailed.
 */
export class WebhookOutbox extends Outbox {
  protected override readonly table = 'webhook_deliveries' as const;

  constructor(
    private readonly database: Db,
    private readonly mail: MailOutbox,
    private readonly log: Logger,
    options: OutboxOptions & { requestTimeoutMs: number; post?: typeof fetch },
    private readonly now: () => number = Date.now,
  ) {
    super(database, { webhook: { deliver: () => Promise.reject(new Error('webhook rows are sent by deliverRow')) } }, () => Promise.resolve(null), log, options, now);
    this.requestTimeoutMs = options.requestTimeoutMs;
    this.post = options.post ?? fetch;
  }

  private readonly requestTimeoutMs: number;
  private readonly post: typeof fetch;

  protected override async deliverRow(row: LeadDeliveriesTable): Promise<void> {
    const delivery = row as unknown as WebhookDeliveriesTable;
    const endpoint = await this.database.selectFrom('webhook_endpoints').selectAll().where('id', '=', delivery.endpoint_id).executeTakeFirst();
    if (!endpoint || endpoint.deleted_at) throw new UndeliverableError('adresse supprimée');
    if (endpoint.disabled_at) throw new UndeliverableError('adresse désactivée');
    try {
      // Signed at the moment of sending (the wall clock, never the scheduling one): a receiver refuses a timestamp 5 minutes off.
      await postSigned(endpoint.url, endpoint.secret, delivery.event_id, delivery.payload, new Date(), this.requestTimeoutMs, this.post);
    } catch (error) {
      await this.failed(endpoint.id, endpoint.network_id, endpoint.url);
      throw error;
    }
    if (endpoint.failing_since) await this.database.updateTable('webhook_endpoints').set({ failing_since: null }).where('id', '=', endpoint.id).execute();
  }

  private async failed(endpointId: string, networkId: string, url: string): Promise<void> {
    const at = new Date(this.now()).toISOString();
    await this.database.updateTable('webhook_endpoints').set({ failing_since: at }).where('id', '=', endpointId).where('failing_since', 'is', null).execute();
    const endpoint = await this.database.selectFrom('webhook_endpoints').select(['failing_since', 'disabled_at']).where('id', '=', endpointId).executeTakeFirst();
    if (!endpoint || endpoint.disabled_at || !failedLongEnough(endpoint.failing_since, this.now())) return;
    const disabled = await this.database.updateTable('webhook_endpoints').set({ disabled_at: at }).where('id', '=', endpointId).where('disabled_at', 'is', null).executeTakeFirst();
    // Another instance got there first: it sends the e-mail.
    if (Number(disabled.numUpdatedRows) !== 1) return;
    this.log.warn({ endpointId, networkId }, 'webhook endpoint disabled after 3 days of failures');
    const admins = await this.database
      .selectFrom('members')
      .innerJoin('auth_user', 'auth_user.id', 'members.user_id')
      .select('auth_user.email')
      .where('members.network_id', '=', networkId)
      .where('members.role', '=', 'network-admin')
      .where('members.revoked_at', 'is', null)
      .execute();
    for (const { email } of admins) {
      await this.mail.enqueue({
        to: email,
        subject: 'Webhook désactivé : votre adresse ne répond plus depuis 3 jours',
        text: [
          'Bonjour,',
          '',
          `L’adresse ${url} ne reçoit plus les événements du réseau : chaque envoi échoue depuis le ${endpoint.failing_since ?? at}.`,
          'Nous l’avons désactivée. Une fois votre serveur réparé, réactivez-la dans le back-office (page « Webhooks ») : le journal des envois permet de rejouer les événements manqués.',
        ].join('\n'),
        kind: 'webhook-disabled',
      });
    }
  }
}
