import { firstKeptDay, parisDay } from '../../domain/analytics/page-view';
import { nextParisMidnight } from '../../domain/backoffice/retention';
import type { Db } from '../db/database.server';
import { LeasedJob } from '../jobs/leased-job.server';
import type { Logger } from '../log/logger.server';

export const ANALYTICS_PURGE_JOB = 'analytics-purge';
const LEASE_MS = 10 * 60_000;

/**
 * The audience counters' retention (CNIL: 25 months at most, decision 0128): once a day, the days
 * older than 25 months are deleted. On the shared lease (server/jobs/leased-job.server.ts): every
 * instance looks every `intervalMs`, one of them takes the lease, a finished pass holds it until the
 * next Paris midnight. A failed pass is logged and taken again when its lease runs out.
 */
export class AnalyticsPurgeJob extends LeasedJob {
  constructor(db: Db, logger: Logger, intervalMs = 3_600_000) {
    super(db, logger, { name: ANALYTICS_PURGE_JOB, leaseMs: LEASE_MS, intervalMs, firstLookMs: 45_000, failure: 'analytics purge failed', releaseAt: nextParisMidnight });
  }

  protected async pass(now: Date): Promise<number> {
    const count = await this.purge(now);
    if (count) this.logger.info({ count }, 'audience counters older than 25 months deleted');
    return count;
  }

  /** Deletes every counter of a day before the first day kept (no lease: the pass itself). */
  async purge(now: Date): Promise<number> {
    const result = await this.db.deleteFrom('page_view_days').where('day', '<', firstKeptDay(parisDay(now))).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
