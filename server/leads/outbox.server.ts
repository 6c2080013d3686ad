import pLimit from 'p-limit';
import { retryDelayMs } from '../../domain/leads/backoff';
import type { Site } from '../../domain/sites/site';
import type { Db } from '../db/database.server';
import type { LeadDeliveriesTable } from '../db/schema';
import type { Logger } from '../log/logger.server';
import type { LeadRow } from '../repositories/leads.server';
import type { Deliverer } from './deliverers.server';

export type Channel = LeadDeliveriesTable['channel'];

export interface OutboxOptions {
  intervalMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /**
   * While a worker holds a delivery, others leave it alone (several instances on PostgreSQL).
   * Counted from each claim, and longer than `attemptTimeoutMs`: an attempt is over (or abandoned)
   * before anyone else may take the row.
   */
  leaseMs: number;
  /** Hard limit of one attempt; a deliverer still running after it counts as failed. */
  attemptTimeoutMs: number;
  /** Attempts running at once on one channel. */
  concurrency: number;
  batchSize: number;
}

/** Thrown by a deliverer (or the outbox) when retrying can never succeed. */
export class UndeliverableError extends Error {}

class AttemptTimeout extends Error {}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AttemptTimeout(`attempt took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Delivers stored leads: each (lead, channel) row is tried until it succeeds, with exponential
 * backoff. Each channel has its own passes, so a stalled SMTP server never holds back the webhook,
 * and within a channel a few attempts run side by side. A row is claimed by moving its
 * next_attempt_at to the end of a lease in one conditional UPDATE (the same on SQLite and
 * PostgreSQL); the outcome is written only while that claim still holds.
 */
export class Outbox {
  /** The table of deliveries this outbox works through; the back-office's e-mails (MailOutbox) and the networks' webhooks (WebhookOutbox) keep their own. */
  protected readonly table: 'lead_deliveries' | 'mail_deliveries' | 'webhook_deliveries' = 'lead_deliveries';
  private timer: NodeJS.Timeout | null = null;
  private readonly running = new Map<Channel, Promise<number>>();
  private readonly again = new Set<Channel>();

  constructor(
    private readonly db: Db,
    private readonly deliverers: Partial<Record<Channel, Deliverer>>,
    private readonly siteById: (id: string) => Promise<Site | null>,
    private readonly logger: Logger,
    private readonly options: OutboxOptions,
    private readonly clock: () => number = Date.now,
  ) {
    if (options.leaseMs <= options.attemptTimeoutMs) throw new Error('outbox lease must be longer than an attempt');
  }

  channels(): Channel[] {
    return (Object.keys(this.deliverers) as Channel[]).filter((c) => this.deliverers[c]);
  }

  /** Whether a channel takes this lead: a deliverer may serve only some lead types. */
  accepts(channel: Channel, lead: LeadRow, site: Site): boolean {
    return this.deliverers[channel]?.accepts?.(lead, site) ?? true;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.kick(), this.options.intervalMs);
    this.timer.unref();
    void this.kick();
  }

  /** Runs a pass of every channel now (or right after its current one); resolves with the number delivered. */
  async kick(): Promise<number> {
    const counts = await Promise.all(this.channels().map((channel) => this.kickChannel(channel)));
    return counts.reduce((a, b) => a + b, 0);
  }

  private kickChannel(channel: Channel): Promise<number> {
    const current = this.running.get(channel);
    if (current) {
      this.again.add(channel);
      return current;
    }
    const pass = this.runChannel(channel, new Date(this.clock()))
      .catch((error: unknown) => {
        this.logger.error({ err: error, channel }, 'outbox pass failed');
        return 0;
      })
      .finally(() => {
        this.running.delete(channel);
        if (this.again.delete(channel) && this.timer) void this.kickChannel(channel);
      });
    this.running.set(channel, pass);
    return pass;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.again.clear();
    await Promise.all([...this.running.values()]);
  }

  /** One pass over the rows due at `now`, every channel side by side; returns how many were delivered. */
  async runOnce(now: Date = new Date(this.clock())): Promise<number> {
    const counts = await Promise.all(this.channels().map((channel) => this.runChannel(channel, now)));
    return counts.reduce((a, b) => a + b, 0);
  }

  private async runChannel(channel: Channel, now: Date): Promise<number> {
    const deliverer = this.deliverers[channel];
    if (!deliverer) return 0;
    // Cast: both tables share every column these queries name (migration 0020).
    const due = await this.db
      .selectFrom(this.table as 'lead_deliveries')
      .selectAll()
      .where('channel', '=', channel)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now.toISOString())
      .orderBy('next_attempt_at')
      .limit(this.options.batchSize)
      .execute();
    const limit = pLimit(this.options.concurrency);
    const outcomes = await Promise.all(due.map((row) => limit(() => this.attempt(row, deliverer))));
    return outcomes.filter(Boolean).length;
  }

  /** Hands one claimed row to its deliverer: a lead's row with the lead and its site. Throwing means "not delivered". */
  protected async deliverRow(row: LeadDeliveriesTable, deliverer: Deliverer): Promise<void> {
    const lead = await this.db.selectFrom('leads').selectAll().where('id', '=', row.lead_id).executeTakeFirst();
    if (!lead) throw new UndeliverableError('lead deleted');
    const site = await this.siteById(lead.site_id);
    if (!site) throw new UndeliverableError(`site ${lead.site_id} deleted`);
    await deliverer.deliver(lead, site, row);
  }

  /** Claims one row and tries it once; true when it was delivered. */
  private async attempt(row: LeadDeliveriesTable, deliverer: Deliverer): Promise<boolean> {
    // The lease starts at the claim, not at the start of the pass: a long pass never hands a row
    // to a second worker while the first is still on it.
    const leaseUntil = new Date(this.clock() + this.options.leaseMs).toISOString();
    const claim = await this.db
      .updateTable(this.table as 'lead_deliveries')
      .set({ next_attempt_at: leaseUntil })
      .where('id', '=', row.id)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) return false;

    const attempts = row.attempts + 1;
    // The outcome is written only while our claim holds (same lease mark, still pending).
    const finish = (values: Partial<LeadDeliveriesTable>) =>
      this.db.updateTable(this.table as 'lead_deliveries').set(values).where('id', '=', row.id).where('next_attempt_at', '=', leaseUntil).where('status', '=', 'pending').execute();
    const context = { leadId: row.lead_id, deliveryId: row.id, channel: row.channel, attempts };
    try {
      await withDeadline(this.deliverRow(row, deliverer), this.options.attemptTimeoutMs);
      await finish({ status: 'delivered', attempts, delivered_at: new Date(this.clock()).toISOString(), last_error: null });
      this.logger.info(context, 'lead delivered');
      return true;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      if (error instanceof UndeliverableError) {
        // Terminal: written once, logged once, never picked up again.
        await finish({ status: 'undeliverable', attempts, last_error: message });
        this.logger.error({ ...context, error: message }, 'lead undeliverable');
        return false;
      }
      // Backoff counted from the end of this attempt, so the real gap is the logged one.
      const wait = retryDelayMs(attempts, this.options.baseDelayMs, this.options.maxDelayMs);
      await finish({ attempts, last_error: message, next_attempt_at: new Date(this.clock() + wait).toISOString() });
      this.logger.warn({ ...context, retryInMs: wait, error: message }, 'lead delivery failed');
      return false;
    }
  }
}
