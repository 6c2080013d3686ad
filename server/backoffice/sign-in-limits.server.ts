import type { Db } from '../db/database.server';
import { DatabaseRateLimitStore } from '../http/rate-limit.server';

export interface SignInLimitSettings {
  windowMs: number;
  perEmail: number;
  perIp: number;
}

/** 5 links per address and 20 requests per client in 15 minutes: a person never meets them, a script does. */
export const DEFAULT_SIGN_IN_LIMITS: SignInLimitSettings = { windowMs: 15 * 60 * 1000, perEmail: 5, perIp: 20 };

/**
 * Sign-in requests counted per e-mail and per client IP in the shared database (the same store as the
 * public rate limits), so every instance counts the same attempts. Both are counted on every attempt.
 */
export class SignInLimits {
  private readonly byEmail: DatabaseRateLimitStore;
  private readonly byIp: DatabaseRateLimitStore;

  constructor(
    db: Db,
    private readonly settings: SignInLimitSettings = DEFAULT_SIGN_IN_LIMITS,
    now?: () => number,
  ) {
    this.byEmail = new DatabaseRateLimitStore(db, 'signin-email:', now);
    this.byIp = new DatabaseRateLimitStore(db, 'signin-ip:', now);
    const options = { windowMs: settings.windowMs } as Parameters<DatabaseRateLimitStore['init']>[0];
    this.byEmail.init(options);
    this.byIp.init(options);
  }

  /** Counts one attempt; the seconds to wait when over a limit, else null. */
  async attempt(email: string, ip: string): Promise<number | null> {
    const [mail, client] = await Promise.all([this.byEmail.increment(email.trim().toLowerCase()), this.byIp.increment(ip)]);
    const over = [mail.totalHits > this.settings.perEmail ? mail.resetTime : null, client.totalHits > this.settings.perIp ? client.resetTime : null].filter((d): d is Date => d instanceof Date);
    if (!over.length) return null;
    const latest = Math.max(...over.map((d) => d.getTime()));
    return Math.max(1, Math.ceil((latest - Date.now()) / 1000));
  }
}
