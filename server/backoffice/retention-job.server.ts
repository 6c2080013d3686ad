import { sql } from 'kysely';
import { nextParisMidnight, retentionCutoff } from '../../domain/backoffice/retention';
import type { Db } from '../db/database.server';
import type { Logger } from '../log/logger.server';
import { LeasedJob } from '../jobs/leased-job.server';
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
export class RetentionJob extends LeasedJob {
  constructor(
    db: Db,
    private readonly audit: AuditLog,
    logger: Logger,
    intervalMs = 3_600_000,
  ) {
    // A first look soon after start (a deployment restarts instances), not in the middle of it.
    super(db, logger, { name: RETENTION_JOB, leaseMs: LEASE_MS, intervalMs, firstLookMs: 30_000, failure: 'lead retention pass failed', releaseAt: nextParisMidnight });
  }

  protected async pass(now: Date): Promise<number> {
    const count = await this.anonymiseExpired(now);
    if (count) this.logger.info({ count }, 'leads anonymised at the end of their retention delay');
    return count;
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
