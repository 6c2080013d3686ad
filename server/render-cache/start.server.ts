import { resolveHost } from '../../domain/sites/host';
import type { Db } from '../db/database.server';
import type { Logger } from '../log/logger.server';
import type { SitesRepository } from '../repositories/sites.server';
import type { RenderCacheDeps } from './cache-middleware.server';
import { ContentVersions, watchContentVersions } from './content-versions.server';
import { DIRECTORY_SCOPE, RenderCache } from './page-cache.server';

export interface RunningRenderCache {
  deps: RenderCacheDeps;
  /** Settles once the content versions were first read: serve pages from the cache after it. */
  ready: Promise<void>;
  stop(): void;
}

/**
 * The render cache (decision 0039) and what keeps it true: the content version counters, polled every
 * `pollMs`, drop exactly the changed sites' pages (and reload the sites) on this instance and on
 * every other one sharing the database. Logs the hit ratio once a minute when pages were asked for.
 */
export function startRenderCache({ db, sites, logger, maxBytes, pollMs }: { db: Db; sites: SitesRepository; logger: Logger; maxBytes: number; pollMs: number }): RunningRenderCache {
  const cache = new RenderCache(maxBytes);
  const watcher = watchContentVersions(
    new ContentVersions(db),
    pollMs,
    (scopes) => {
      sites.invalidate();
      const dropped = cache.invalidate(scopes);
      logger.info({ scopes: scopes.slice(0, 20), dropped }, 'content changed: cached pages dropped');
    },
    (error) => logger.warn({ err: error }, 'content versions unreadable: cached pages kept'),
  );
  let last = 0;
  const report = setInterval(() => {
    const stats = cache.stats();
    const seen = stats.hits + stats.misses + stats.bypasses;
    if (seen === last) return;
    last = seen;
    logger.info(stats, 'render cache');
  }, 60_000);
  report.unref();
  return {
    deps: {
      cache,
      async scopeOf(host) {
        const resolution = resolveHost(host, await sites.hostIndex());
        return resolution.kind === 'site' ? resolution.siteId : resolution.kind === 'directory' ? DIRECTORY_SCOPE : null;
      },
    },
    ready: watcher.ready,
    stop() {
      watcher.stop();
      clearInterval(report);
    },
  };
}
