import type { Db } from '../db/database.server';
import { DatabaseRateLimitStore } from '../http/rate-limit.server';

/**
 * Passkey sign-in ceremonies counted per client in the shared database: each one stores a challenge,
 * so a script asking for thousands would fill the table. 30 in 15 minutes: a person never meets it.
 */
export class PasskeySignInLimits {
  private readonly byIp: DatabaseRateLimitStore;

  constructor(
    db: Db,
    private readonly perIp = 30,
    windowMs = 15 * 60 * 1000,
  ) {
    this.byIp = new DatabaseRateLimitStore(db, 'passkey-ip:');
    this.byIp.init({ windowMs } as Parameters<DatabaseRateLimitStore['init']>[0]);
  }

  /** Counts one ceremony; the seconds to wait when over the limit, else null. */
  async attempt(ip: string): Promise<number | null> {
    const hit = await this.byIp.increment(ip);
    if (hit.totalHits <= this.perIp) return null;
    return Math.max(1, Math.ceil(((hit.resetTime?.getTime() ?? Date.now()) - Date.now()) / 1000));
  }
}
