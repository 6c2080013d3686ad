import { sql } from 'kysely';
import type { Db } from '../../db/database.server';
import { generateListings } from './listings';
import { insertListings } from './seed-network.server';

/**
 * Adds `count` generated listings (prefix 'gen') to a seeded database, in batches so memory stays
 * flat: the benchmark's 100,000 listings, or any number for a load test.
 */
export async function addGeneratedListings(db: Db, count: number, options: { batch?: number; now?: Date } = {}): Promise<number> {
  const advisers = await db.selectFrom('advisers').selectAll().execute();
  if (!advisers.length) throw new Error('seed the demo first: no adviser to hold the listings');
  const batch = options.batch ?? 10_000;
  const now = options.now ?? new Date();
  for (let offset = 0; offset < count; offset += batch) {
    const rows = generateListings({ count: Math.min(batch, count - offset), now, advisers: advisers.filter((a) => a.agency_site_id === null), seed: 7_000 + offset, prefix: 'gen', offset });
    await db.transaction().execute((trx) => insertListings(trx, rows));
  }
  // Fresh statistics after a bulk load: without them SQLite scans every sale row for a postcode prefix.
  await sql`analyze`.execute(db);
  return count;
}
