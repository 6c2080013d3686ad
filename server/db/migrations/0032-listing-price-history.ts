import type { Kysely } from 'kysely';

/**
 * Issue 32 item 5: every price change of a listing, oldest first (the property page's 'Prix en baisse
 * de 5 % depuis le 12 novembre', the buyer alert's 'cheaper' e-mail). Written in the transaction that
 * changes the price; `listings.price_changed_at` keeps marking the last drop for the search.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('listing_price_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('listing_id', 'text', (c) => c.notNull().references('listings.id'))
    .addColumn('old_price', 'integer', (c) => c.notNull())
    .addColumn('new_price', 'integer', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('listing_price_changes_listing').on('listing_price_changes').columns(['listing_id', 'changed_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('listing_price_changes').execute();
}
