import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.server';
import type { Database } from '../db/schema';

/**
 * A listing's price history (issue 32 item 5, migration 0032). Every price change is one row, written
 * in the transaction that changes the price; a drop also dates `listings.price_changed_at`, which the
 * search's 'baisse de prix' filter and the buyer alerts read.
 */
export async function recordPriceChange(trx: Transaction<Database> | Db, listingId: string, oldPrice: number, newPrice: number, now: Date): Promise<void> {
  if (oldPrice === newPrice) return;
  const at = now.toISOString();
  await trx.insertInto('listing_price_changes').values({ id: randomUUID(), listing_id: listingId, old_price: oldPrice, new_price: newPrice, changed_at: at }).execute();
  if (newPrice < oldPrice) await trx.updateTable('listings').set({ price_changed_at: at }).where('id', '=', listingId).execute();
}

export interface PriceChange {
  oldPrice: number;
  newPrice: number;
  changedAt: string;
}

/** A listing's price changes, oldest first. */
export async function priceHistory(db: Db, listingId: string): Promise<PriceChange[]> {
  const rows = await db.selectFrom('listing_price_changes').select(['old_price', 'new_price', 'changed_at']).where('listing_id', '=', listingId).orderBy('changed_at').orderBy('id').execute();
  return rows.map((r) => ({ oldPrice: Number(r.old_price), newPrice: Number(r.new_price), changedAt: r.changed_at }));
}
