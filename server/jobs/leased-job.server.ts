import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.server';
import type { Logger } from '../log/logger.server';

/**
 * A background pass that one instance runs at a time (decision 0089's lease); a job extends it with its
 * `pass`. Every instance looks every
 * `intervalMs`; the `job_leases` row named `name` lets one of them in: a conditional UPDATE takes it when
 * its `until` has passed (the outbox's claim, on SQLite and PostgreSQL), for `leaseMs` — long enough for
 * a pass, short enough for a crashed instance's lease to be taken over. The pass itself says when the
 * lease frees (`releaseAt`): at once for a job that looks every minute, the next midnight for a daily one.
 * A pass that throws is logged (`run` never rejects) and keeps its lease until it expires, unless
 * `releaseOnFailure` frees it at once.
 */
export interface LeaseSettings {
  /** The `job_leases` row. */
  name: string;
  leaseMs: number;
  intervalMs: number;
  /** A first look this long after start (a deployment restarts instances), besides the interval. */
  firstLookMs?: number;
  /** What the log says when a pass fails. */
  failure: string;
  /** When the lease frees after a pass that ended. */
  releaseAt(now: Date): Date;
  releaseOnFailure?: boolean;
}

export abstract class LeasedJob {
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<number | null> | null = null;
  private readonly holder = randomUUID();

  constructor(
    protected readonly db: Db,
    protected readonly logger: Logger,
    private readonly job: LeaseSettings,
  ) {}

  /** The work, under the lease: a count for the log and the caller. */
  protected abstract pass(now: Date): Promise<number>;

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.run(), this.job.intervalMs);
    this.timer.unref();
    if (this.job.firstLookMs !== undefined) setTimeout(() => void this.run(), this.job.firstLookMs).unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.current?.catch(() => null);
  }

  /** A pass if this instance gets the lease: its count; null when not its turn or when it failed. */
  run(now = new Date()): Promise<number | null> {
    this.current ??= this.leasedPass(now)
      .catch((err: unknown) => {
        this.logger.error({ err }, this.job.failure);
        return null;
      })
      .finally(() => (this.current = null));
    return this.current;
  }

  private async leasedPass(now: Date): Promise<number | null> {
    if (!(await this.claim(now))) return null;
    let count: number;
    try {
      count = await this.pass(now);
    } catch (err) {
      if (this.job.releaseOnFailure) await this.release(now);
      throw err;
    }
    await this.release(now);
    return count;
  }

  private async release(now: Date): Promise<void> {
    await this.db
      .updateTable('job_leases')
      .set({ until: this.job.releaseAt(now).toISOString(), holder: null })
      .where('name', '=', this.job.name)
      .where('holder', '=', this.holder)
      .execute();
  }

  private async claim(now: Date): Promise<boolean> {
    const at = now.toISOString();
    await this.db.insertInto('job_leases').values({ name: this.job.name, until: at, holder: null }).onConflict((oc) => oc.column('name').doNothing()).execute();
    const claimed = await this.db
      .updateTable('job_leases')
      .set({ until: new Date(now.getTime() + this.job.leaseMs).toISOString(), holder: this.holder })
      .where('name', '=', this.job.name)
      .where('until', '<=', at)
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }
}
