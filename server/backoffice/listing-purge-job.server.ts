import { importPurgeCutoff } from '../../domain/listings/import-purge';
import type { Db } from '../db/database.server';
import { LeasedJob } from '../jobs/leased-job.server';
import type { Logger } from '../log/logger.server';
import type { AuditActor, AuditLog } from './audit-log.server';

export const LISTING_PURGE_JOB = 'listing-import-purge';
/** The audit log's actor of the job's entries. */
export const LISTING_PURGE_ACTOR: AuditActor = { memberId: null, label: 'tâche horaire' };
const LEASE_MS = 10 * 60_000;
const BATCH = 100;

/**
 * Listings an import withdrew (`import_hidden_at`, migration 0044) are deleted once they have been
 * withdrawn for 7 days (issue 32 item 4): the listing, its details (photos included: their uses in
 * the media library go with them, the library's images stay), its price history and the alerts'
 * record of having sent it. One audit entry per listing, in the transaction that deletes it. Any write
 * of the listing since (the next file brings it back, an adviser saves it) cleared the date: it stays.
 *
 * On the shared lease (decision 0089): every instance looks every `intervalMs` (an hour), one runs the
 * pass and frees the lease at once. Two passes overlapping delete and audit each listing once (the
 * delete is conditional, the audit entry follows only a row actually deleted).
 */
export class ListingPurgeJob extends LeasedJob {
  constructor(
    db: Db,
    private readonly audit: AuditLog,
    logger: Logger,
    intervalMs = 3_600_000,
  ) {
    super(db, logger, { name: LISTING_PURGE_JOB, leaseMs: LEASE_MS, intervalMs, firstLookMs: 50_000, failure: 'imported listing purge failed', releaseAt: (now) => now });
  }

  protected async pass(now: Date): Promise<number> {
    const count = await this.purge(now);
    if (count) this.logger.info({ count }, 'listings withdrawn by an import 7 days ago deleted');
    return count;
  }

  /** Deletes every listing withdrawn by an import at least 7 days before `now` (no lease: the pass itself). */
  async purge(now: Date): Promise<number> {
    const cutoff = importPurgeCutoff(now).toISOString();
    let total = 0;
    for (;;) {
      const due = await this.db
        .selectFrom('listings')
        .innerJoin('sites', 'sites.id', 'listings.network_site_id')
        .innerJoin('advisers', 'advisers.id', 'listings.adviser_id')
        .select(['listings.id', 'listings.title', 'listings.import_hidden_at', 'sites.network_id', 'listings.network_site_id', 'advisers.agency_site_id'])
        .where('listings.publication', '=', 'withdrawn')
        .where('listings.import_hidden_at', 'is not', null)
        .where('listings.import_hidden_at', '<=', cutoff)
        .orderBy('listings.id')
        .limit(BATCH)
        .execute();
      if (!due.length) break;
      for (const listing of due) {
        const deleted = await this.db.transaction().execute(async (trx) => {
          // Still withdrawn by the import, with the same date: a write since then keeps it.
          const still = await trx.selectFrom('listings').select('id').where('id', '=', listing.id).where('publication', '=', 'withdrawn').where('import_hidden_at', '=', listing.import_hidden_at!).executeTakeFirst();
          if (!still) return false;
          await trx.deleteFrom('listing_price_changes').where('listing_id', '=', listing.id).execute();
          await trx.deleteFrom('alert_notified_listings').where('listing_id', '=', listing.id).execute();
          await trx.deleteFrom('listing_details').where('listing_id', '=', listing.id).execute();
          await trx.deleteFrom('listings').where('id', '=', listing.id).execute();
          await this.audit.record(
            trx,
            {
              networkId: listing.network_id as string,
              siteId: listing.agency_site_id ?? listing.network_site_id,
              actor: LISTING_PURGE_ACTOR,
              action: 'listing.import-delete',
              targetType: 'listing',
              targetId: listing.id,
              changes: { title: { before: listing.title, after: null }, publication: { before: 'withdrawn', after: null }, importHiddenAt: { before: listing.import_hidden_at, after: null } },
            },
            now,
          );
          return true;
        });
        if (deleted) total += 1;
      }
      if (due.length < BATCH) break;
    }
    return total;
  }
}
