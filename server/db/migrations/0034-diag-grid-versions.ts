import type { Kysely } from 'kysely';

/**
 * Every save of a diag site's price grid in the back-office is a new dated version (issue 33,
 * decision 0123): two saves taking effect on the same day are two rows, the later created one wins,
 * and a quote keeps the row it was priced with. The unique index on (site, effective_from) goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('diag_price_grids_site_from').execute();
  await db.schema.createIndex('diag_price_grids_site_from_created').on('diag_price_grids').columns(['site_id', 'effective_from', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('diag_price_grids_site_from_created').execute();
  await db.schema.createIndex('diag_price_grids_site_from').on('diag_price_grids').columns(['site_id', 'effective_from']).unique().execute();
}
