import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { nextParisMidnight, retentionCutoff } from '../../domain/backoffice/retention';
import type { Db } from '../db/database.server';
import type { Logger } from '../log/logger.server';
import type { AuditActor, AuditLog } from './audit-log.server';
import { anonymiseLeads } from './personal-data.server';

export const RETENTION_JOB = 'lead-retention';
/** The audit log's actor of the job's entries. */
export const RETENTION_ACTOR: AuditActor = { memberId: null, label: 'tâche quotidienne' };
/** A running instance's hold on the job: long enough for a pass, short enough for a crashed one to be taken over. */
const LEASE_MS = 10 * 60_000;
const BATCH = 200;

/**
 * The daily anonymisation (issue 29 item 7): every lead whose last change (updated_at, else created_at)
 * is older than its network's `lead_retention_days`, counted in Paris calendar days
 * (`retentionCutoff`), is anonymised like an erasure on request, with one audit entry per lead whose
 * actor is 'tâche quotidienne'.
 *
 * Every instance checks every `intervalMs` (an hour by default); the lease row `job_leases` makes one
 * of them run it: a conditional UPDATE takes it when its `until` has passed (the same claim as the
 * outbox's, on SQLite and PostgreSQL), and a finished pass moves `until` to the next Paris midnight, so
 * the job runs once a day. A pass that fails keeps the 10-minute lease, then is taken again. Should two
 * passes ever overlap, each lead is still anonymised and audited once (`anonymiseLeads`' condition).
 */
export class RetentionJob {
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<number | null> | null = null;
  private readonly holder = randomUUID();

  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
    private readonly logger: Logger,
    private readonly intervalMs = 3_600_000,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.run(), this.intervalMs);
    this.timer.unref();
    // A first look soon after start (a deployment restarts instances), not in the middle of it.
    setTimeout(() => void this.run(), 30_000).unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.current?.catch(() => null);
  }

  /** The day's pass if this instance gets the lease: the number of leads anonymised; null when not its turn. */
  run(now = new Date()): Promise<number | null> {
    this.current ??= this.leasedPass(now)
      .catch((err: unknown) => {
        this.logger.error({ err }, 'lead retention pass failed');
        return null;
      })
      .finally(() => (this.current = null));
    return this.current;
  }

  private async leasedPass(now: Date): Promise<number | null> {
    if (!(await this.claim(now))) return null;
    const count = await this.anonymiseExpired(now);
    await this.db.updateTable('job_leases').set({ until: nextParisMidnight(now).toISOString(), holder: null }).where('name', '=', RETENTION_JOB).where('holder', '=', this.holder).execute();
    if (count) this.logger.info({ count }, 'leads anonymised at the end of their retention delay');
    return count;
  }

  private async claim(now: Date): Promise<boolean> {
    const at = now.toISOString();
    await this.db.insertInto('job_leases').values({ name: RETENTION_JOB, until: at, holder: null }).onConflict((oc) => oc.column('name').doNothing()).execute();
    const claimed = await this.db
      .updateTable('job_leases')
      .set({ until: new Date(now.getTime() + LEASE_MS).toISOString(), holder: this.holder })
      .where('name', '=', RETENTION_JOB)
      .where('until', '<=', at)
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }

  /** Anonymises every expired lead of every network at `now` (no lease: the pass itself). */
  async anonymiseExpired(now: Date): Promise<number> {
    const networks = await this.db.selectFrom('networks').select(['id', 'lead_retention_days']).execute();
    let total = 0;
    for (const network of networks) {
      const cutoff = retentionCutoff(now, Number(network.lead_retention_days)).toISOString();
      for (;;) {
        const expired = await this.db
          .selectFrom('leads')
          .innerJoin('sites', 'sites.id', 'leads.site_id')
          .select(['leads.id', 'leads.site_id'])
          .where('sites.network_id', '=', network.id)
          .where('leads.anonymised_at', 'is', null)
          .where(sql`coalesce(leads.updated_at, leads.created_at)`, '<', cutoff)
          .limit(BATCH)
          .execute();
        if (!expired.length) break;
        const done = await this.db
          .transaction()
          .execute((trx) => anonymiseLeads(trx, this.audit, expired.map((r) => ({ id: r.id, siteId: r.site_id, networkId: network.id })), RETENTION_ACTOR, 'retention', now));
        total += done;
        // Another instance took them all in between: the next select finds the rest (or none).
        if (expired.length < BATCH) break;
      }
    }
    return total;
  }
}
