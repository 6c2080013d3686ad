import type { Db } from '../../db/database.server';
import { buildAdvisers, NETWORK_SITE_ID } from './advisers';
import { generateListings, type GeneratedListing } from './listings';

/** Demo size: at least 2,000 listings across France (issue 11); tests pass a smaller count. */
export const DEMO_LISTING_COUNT = 2400;

export interface NetworkSeedOptions {
  listingCount?: number;
  now?: Date;
}

/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits (listings have 33 columns). */
const CHUNK = 400;

export async function insertListings(db: Db, rows: readonly GeneratedListing[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    await db.insertInto('listings').values(chunk.map((r) => r.listing)).execute();
    await db.insertInto('listing_details').values(chunk.map((r) => r.details)).execute();
  }
}

/**
 * Seeds the network's advisers, reviews and listings once: when the network site exists and has no
 * adviser yet (so a database created before this data existed gets it on its next start).
 */
export async function seedNetworkDemo(db: Db, options: NetworkSeedOptions = {}): Promise<number> {
  const site = await db.selectFrom('sites').select('id').where('id', '=', NETWORK_SITE_ID).executeTakeFirst();
  if (!site) return 0;
  const existing = await db.selectFrom('advisers').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  const now = options.now ?? new Date();
  const { advisers, zones, reviews } = buildAdvisers(now);
  const listings = generateListings({ count: options.listingCount ?? DEMO_LISTING_COUNT, now, advisers });
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('advisers').values(advisers).execute();
    await trx.insertInto('adviser_zones').values(zones).execute();
    await trx.insertInto('adviser_reviews').values(reviews).execute();
    await insertListings(trx, listings);
  });
  return listings.length;
}
