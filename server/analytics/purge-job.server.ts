import { randomUUID } from 'node:crypto';
import { firstKeptDay, parisDay } from '../../domain/analytics/page-view';
import { nextParisMidnight } from '../../domain/backoffice/retention';
import type { Db } from '../db/database.server';
import type { Logger } from '../log/logger.server';

export const ANALYTICS_PURGE_JOB = 'analytics-purge';
const LEASE_MS = 10 * 60_000;

/**
 * The audience counters' retention (CNIL: 25 months at most, decision 0128): once a day, the days
 * older than 25 months are deleted. The same lease as the leads' retention job (`job_leases`): every
 * instance looks every `intervalMs`, one of them takes the lease, a finished pass holds it until the
 * next Paris midnight. A failed pass is logged and taken again when its lease runs out.
 */
export class AnalyticsPurgeJob {
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<number | null> | null = null;
  private readonly holder = randomUUID();

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    private readonly intervalMs = 3_600_000,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.run(), this.intervalMs);
    this.timer.unref();
    setTimeout(() => void this.run(), 45_000).unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.current?.catch(() => null);
  }

  /** The day's pass if this instance gets the lease: the number of counters deleted; null when not its turn. */
  run(now = new Date()): Promise<number | null> {
    this.current ??= this.leasedPass(now)
      .catch((err: unknown) => {
        this.logger.error({ err }, 'analytics purge failed');
        return null;
      })
      .finally(() => (this.current = null));
    return this.current;
  }

  /** Deletes every counter of a day before the first day kept (no lease: the pass itself). */
  async purge(now: Date): Promise<number> {
    const result = await this.db.deleteFrom('page_view_days').where('day', '<', firstKeptDay(parisDay(now))).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  private async leasedPass(now: Date): Promise<number | null> {
    if (!(await this.claim(now))) return null;
    const count = await this.purge(now);
    await this.db.updateTable('job_leases').set({ until: nextParisMidnight(now).toISOString(), holder: null }).where('name', '=', ANALYTICS_PURGE_JOB).where('holder', '=', this.holder).execute();
    if (count) this.logger.info({ count }, 'audience counters older than 25 months deleted');
    return count;
  }

  private async claim(now: Date): Promise<boolean> {
    const at = now.toISOString();
    await this.db.insertInto('job_leases').values({ name: ANALYTICS_PURGE_JOB, until: at, holder: null }).onConflict((oc) => oc.column('name').doNothing()).execute();
    const claimed = await this.db
      .updateTable('job_leases')
      .set({ until: new Date(now.getTime() + LEASE_MS).toISOString(), holder: this.holder })
      .where('name', '=', ANALYTICS_PURGE_JOB)
      .where('until', '<=', at)
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }
}
