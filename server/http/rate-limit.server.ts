import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/database.server';
import { writeFailureOf } from '../db/write-failure.server';
import { sendError } from './error-page.server';

/**
 * express-rate-limit's store on our own database (SQLite or PostgreSQL): one row per key, counted
 * with one upsert, so several instances sharing PostgreSQL share the counts.
 */
export class DatabaseRateLimitStore implements Store {
  localKeys = false;
  private windowMs = 60_000;
  private calls = 0;

  constructor(
    private readonly db: Db,
    readonly prefix: string,
    private readonly now: () => number = Date.now,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const row = await this.db.selectFrom('rate_limit_hits').selectAll().where('key', '=', this.prefix + key).executeTakeFirst();
    if (!row || Date.parse(row.reset_at) <= this.now()) return undefined;
    return { totalHits: row.hits, resetTime: new Date(row.reset_at) };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    try {
      return await this.count(key);
    } catch (error) {
      // A database that cannot count (read-only, full disk) must not refuse every visitor, nor log a
      // stack per post: the request goes on uncounted, and the write it makes says what is wrong.
      if (!writeFailureOf(error)) throw error;
      return { totalHits: 0, resetTime: new Date(this.now() + this.windowMs) };
    }
  }

  private async count(key: string): Promise<ClientRateLimitInfo> {
    const now = new Date(this.now()).toISOString();
    const resetAt = new Date(this.now() + this.windowMs).toISOString();
    const row = await this.db
      .insertInto('rate_limit_hits')
      .values({ key: this.prefix + key, hits: 1, reset_at: resetAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`case when rate_limit_hits.reset_at <= ${now} then 1 else rate_limit_hits.hits + 1 end`,
          reset_at: sql<string>`case when rate_limit_hits.reset_at <= ${now} then ${resetAt} else rate_limit_hits.reset_at end`,
        }),
      )
      .returning(['hits', 'reset_at'])
      .executeTakeFirstOrThrow();
    // Now and then, expired counters go: the table holds at most one window of clients.
    if (++this.calls % 500 === 0) void this.db.deleteFrom('rate_limit_hits').where('reset_at', '<', now).execute().catch(() => undefined);
    return { totalHits: Number(row.hits), resetTime: new Date(row.reset_at) };
  }

  async decrement(key: string): Promise<void> {
    await this.db.updateTable('rate_limit_hits').set({ hits: sql<number>`hits - 1` }).where('key', '=', this.prefix + key).where('hits', '>', 0).execute();
  }

  async resetKey(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_hits').where('key', '=', this.prefix + key).execute();
  }
}

export interface RateLimitSettings {
  windowMs: number;
  /** Posts one client IP may make per window. */
  perIp: number;
  /** Posts one IP range (a /24; a /48 in IPv6) may make to one form of one site per window. */
  perRange: number;
  /** Posts one site may receive per window before `onSiteAlert` is called, once per window; nothing is refused. */
  siteAlert: number;
  onSiteAlert?: (host: string, hits: number) => void;
}

const TOO_MANY = 'Trop de demandes envoyées en peu de temps. Merci de réessayer dans un instant.';

function limiter(db: Db, prefix: string, limit: number, windowMs: number, key: (req: Request) => string, now?: () => number) {
  return rateLimit({
    windowMs,
    limit,
    store: new DatabaseRateLimitStore(db, prefix, now),
    keyGenerator: key,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // A database that cannot count (full disk…) must not refuse every visitor.
    passOnStoreError: true,
    handler(req, res) {
      const reset = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = reset ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000)) : Math.ceil(windowMs / 1000);
      res.setHeader('retry-after', String(seconds));
      sendError(req, res, 429, 'Trop de demandes', TOO_MANY);
    },
  });
}

/** The client's network: its /24 in IPv4 (an IPv4-mapped IPv6 address included), its /48 in IPv6. */
export function ipRangeOf(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  return ipKeyGenerator(ip, 48);
}

/**
 * Limits on every POST (decision 0069): per client IP, and per site, form (path) and IP range, both
 * refusing with a French 429; per site, a count that only raises an alert. A few addresses flooding a
 * site use up their own IPs' and range's allowance, never the site's real visitors' (issue 37).
 */
export function createApiRateLimits(db: Db, settings: RateLimitSettings, now?: () => number): RequestHandler[] {
  const hostOf = (req: Request) => (req.hostname || 'sans-hote').toLowerCase().slice(0, 200);
  const ipOf = (req: Request) => req.ip ?? 'inconnue';
  const siteCounts = new DatabaseRateLimitStore(db, 'site:', now);
  siteCounts.init({ windowMs: settings.windowMs } as Options);
  const siteAlert: RequestHandler = (req, _res, next) => {
    next();
    // Counted after the answer is on its way: an alert, never a refusal nor a delay.
    void siteCounts.increment(hostOf(req)).then(
      ({ totalHits }) => (totalHits === settings.siteAlert + 1 ? settings.onSiteAlert?.(hostOf(req), totalHits) : undefined),
      () => undefined,
    );
  };
  return [
    // Every post counts towards the alert, refused ones included: it measures what the site receives.
    siteAlert,
    limiter(db, 'ip:', settings.perIp, settings.windowMs, (req) => ipKeyGenerator(ipOf(req)), now),
    limiter(db, 'range:', settings.perRange, settings.windowMs, (req) => `${hostOf(req)} ${req.path.replace(/\/+$/, '').slice(0, 200) || '/'} ${ipRangeOf(ipOf(req))}`, now),
  ].map((handler): RequestHandler => (req, res, next) => (req.method === 'POST' ? handler(req, res, next) : next()));
}
