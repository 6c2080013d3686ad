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
  /** While a worker holds a delivery, others leave it alone (several instances on PostgreSQL). */
  leaseMs: number;
  batchSize: number;
}

/**
 * Delivers stored leads: each (lead, channel) row is tried until it succeeds, with exponential
 * backoff. A row is claimed by moving its next_attempt_at forward in one conditional UPDATE, which
 * works the same on SQLite and PostgreSQL.
 */
export class Outbox {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly deliverers: Partial<Record<Channel, Deliverer>>,
    private readonly siteById: (id: string) => Promise<Site | null>,
    private readonly logger: Logger,
    private readonly options: OutboxOptions,
  ) {}

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

  /** Runs a pass now (or right after the current one). */
  kick(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.runOnce()
      .catch((error: unknown) => {
        this.logger.error({ err: error }, 'outbox pass failed');
        return 0;
      })
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          void this.kick();
        }
      });
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.again = false;
    await this.running;
  }

  /** One pass over the due deliveries; returns how many were delivered. */
  async runOnce(now: Date = new Date()): Promise<number> {
    const nowIso = now.toISOString();
    const due = await this.db
      .selectFrom('lead_deliveries')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', nowIso)
      .orderBy('next_attempt_at')
      .limit(this.options.batchSize)
      .execute();
    let delivered = 0;
    for (const row of due) {
      const deliverer = this.deliverers[row.channel];
      if (!deliverer) continue;
      const leaseUntil = new Date(now.getTime() + this.options.leaseMs).toISOString();
      const claim = await this.db
        .updateTable('lead_deliveries')
        .set({ next_attempt_at: leaseUntil })
        .where('id', '=', row.id)
        .where('next_attempt_at', '=', row.next_attempt_at)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) continue;

      const lead = await this.db.selectFrom('leads').selectAll().where('id', '=', row.lead_id).executeTakeFirst();
      const site = lead ? await this.siteById(lead.site_id) : null;
      const attempts = row.attempts + 1;
      try {
        if (!lead || !site) throw new Error('lead or site missing');
        await deliverer.deliver(lead, site);
        await this.db
          .updateTable('lead_deliveries')
          .set({ status: 'delivered', attempts, delivered_at: new Date().toISOString(), last_error: null })
          .where('id', '=', row.id)
          .execute();
        delivered += 1;
        this.logger.info({ leadId: row.lead_id, channel: row.channel, attempts }, 'lead delivered');
      } catch (error) {
        const wait = retryDelayMs(attempts, this.options.baseDelayMs, this.options.maxDelayMs);
        const message = error instanceof Error ? error.message : String(error);
        await this.db
          .updateTable('lead_deliveries')
          .set({ attempts, last_error: message.slice(0, 500), next_attempt_at: new Date(now.getTime() + wait).toISOString() })
          .where('id', '=', row.id)
          .execute();
        this.logger.warn({ leadId: row.lead_id, channel: row.channel, attempts, retryInMs: wait, error: message }, 'lead delivery failed');
      }
    }
    return delivered;
  }
}
