import type { Db } from '../db/database.server';
import { LeasedJob } from '../jobs/leased-job.server';
import type { Logger } from '../log/logger.server';
import type { ListingFeeds } from './listing-feeds.server';

export const LISTING_FEED_JOB = 'listing-feeds';

/**
 * The schedule of agencies' Poliris feeds (decision 0145), on the shared lease (decision 0089): every
 * instance looks every `intervalMs` (5 minutes), one of them runs the feeds that are due, and frees the
 * lease at once. A run can take a while (a 30 s fetch, then the import): the lease lasts 30 minutes.
 */
export class ListingFeedJob extends LeasedJob {
  constructor(
    db: Db,
    private readonly feeds: ListingFeeds,
    logger: Logger,
    intervalMs = 5 * 60_000,
  ) {
    super(db, logger, { name: LISTING_FEED_JOB, leaseMs: 30 * 60_000, intervalMs, firstLookMs: 60_000, failure: 'listing feed pass failed', releaseAt: (now) => now, releaseOnFailure: true });
  }

  protected async pass(now: Date): Promise<number> {
    const count = await this.feeds.runDue(now);
    if (count) this.logger.info({ count }, 'listing feeds run');
    return count;
  }
}
