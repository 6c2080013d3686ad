import type { Db } from '../db/database.server';
import type { Logger } from '../log/logger.server';
import type { SitesRepository } from '../repositories/sites.server';
import { PageViewCollector } from './collector.server';
import { PageViewCounter } from './page-view-counter.server';
import { AnalyticsPurgeJob } from './purge-job.server';

/** First-party audience measurement (issue 36 item 4): the collector, its batched counter and the 25-month purge. */
export interface Analytics {
  collector: PageViewCollector;
  counter: PageViewCounter;
  purge: AnalyticsPurgeJob;
}

export function createAnalytics(db: Db, sites: SitesRepository, logger: Logger, flushMs?: number): Analytics {
  const counter = new PageViewCounter(db, logger, flushMs);
  return { counter, collector: new PageViewCollector(sites, counter, logger), purge: new AnalyticsPurgeJob(db, logger) };
}
