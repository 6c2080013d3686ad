import type { Kysely } from 'kysely';

/**
 * Advisers, their reviews and zones, listings (a narrow table for the search, details beside it),
 * buyer alerts, and the extra recipients of a lead (the adviser it is addressed to).
 * Portable types only (text, integer, double precision), as in 0001.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('advisers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('network_site_id', 'text', (c) => c.notNull())
    .addColumn('agency_site_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('avatar_url', 'text')
    .addColumn('cover_url', 'text')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('insee', 'text')
    .addColumn('dep', 'text')
    .addColumn('region', 'text')
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('zones', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('languages', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('networks', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('years_experience', 'integer', (c) => c.notNull())
    .addColumn('sales_count', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('rsac_number', 'text', (c) => c.notNull())
    .addColumn('rsac_city', 'text', (c) => c.notNull())
    .addColumn('network_name', 'text', (c) => c.notNull())
    .addColumn('card_t_number', 'text', (c) => c.notNull())
    .addColumn('card_t_issuer', 'text', (c) => c.notNull())
    .addColumn('guarantee_insurer', 'text', (c) => c.notNull())
    .addColumn('guarantee_amount', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('advisers_network').on('advisers').columns(['network_site_id', 'active']).execute();
  await db.schema.createIndex('advisers_agency').on('advisers').columns(['agency_site_id']).execute();

  // The communes an adviser covers (zones), for the directory's 'covers this town' ranking.
  await db.schema
    .createTable('adviser_zones')
    .addColumn('adviser_id', 'text', (c) => c.notNull().references('advisers.id'))
    .addColumn('insee', 'text', (c) => c.notNull())
    .addColumn('dep', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('adviser_zones_pk', ['adviser_id', 'insee'])
    .execute();
  await db.schema.createIndex('adviser_zones_insee').on('adviser_zones').columns(['insee']).execute();
  await db.schema.createIndex('adviser_zones_dep').on('adviser_zones').columns(['dep']).execute();

  await db.schema
    .createTable('adviser_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('adviser_id', 'text', (c) => c.notNull().references('advisers.id'))
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('rating', 'double precision', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('adviser_reviews_adviser').on('adviser_reviews').columns(['adviser_id', 'date']).execute();

  // Search columns only: a narrow row keeps counts and scans over 100,000 listings fast.
  await db.schema
    .createTable('listings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('network_site_id', 'text', (c) => c.notNull())
    .addColumn('adviser_id', 'text', (c) => c.notNull().references('advisers.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('publication', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('area', 'double precision')
    .addColumn('land', 'double precision')
    .addColumn('rooms', 'integer')
    .addColumn('beds', 'integer')
    .addColumn('baths', 'integer')
    .addColumn('exclusive', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('virtual_tour', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('features', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dpe_letter', 'text')
    .addColumn('insee', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('city_key', 'text', (c) => c.notNull())
    .addColumn('dep', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('cover_src', 'text')
    .addColumn('cover_alt', 'text')
    .addColumn('photo_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('price_changed_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  const listingIndexes: Array<[string, string[]]> = [
    // Covering index of the default (newest first) order: a count or page with any mix of the numeric and
    // flag filters reads this index alone, never the table (decision 0022).
    ['listings_search', ['network_site_id', 'status', 'published_at', 'publication', 'price', 'area', 'land', 'rooms', 'beds', 'baths', 'type', 'features', 'exclusive', 'virtual_tour', 'dep', 'region', 'insee', 'lat', 'lng', 'id']],
    ['listings_dep', ['network_site_id', 'status', 'dep', 'published_at']],
    ['listings_region', ['network_site_id', 'status', 'region', 'published_at']],
    ['listings_insee', ['insee', 'status']],
    ['listings_zip', ['zip', 'status']],
    ['listings_adviser', ['adviser_id', 'status', 'published_at']],
    ['listings_lat', ['network_site_id', 'status', 'lat']],
  ];
  for (const [name, columns] of listingIndexes) await db.schema.createIndex(name).on('listings').columns(columns).execute();

  await db.schema
    .createTable('listing_details')
    .addColumn('listing_id', 'text', (c) => c.primaryKey().references('listings.id'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('highlight', 'text')
    .addColumn('floor', 'integer')
    .addColumn('heating', 'text')
    .addColumn('parking', 'integer')
    .addColumn('year', 'integer')
    .addColumn('virtual_tour_url', 'text')
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sale_terms', 'text')
    .addColumn('rent_terms', 'text')
    .addColumn('energy', 'text')
    .addColumn('coownership', 'text')
    .addColumn('georisques', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('site_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  await db.schema
    .createTable('buyer_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('firstname', 'text')
    .addColumn('lastname', 'text')
    .addColumn('phone', 'text')
    .addColumn('message', 'text')
    .addColumn('criteria', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('confirm_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .addColumn('last_notified_at', 'text')
    .execute();
  await db.schema.createIndex('buyer_alerts_active').on('buyer_alerts').columns(['site_id', 'status']).execute();

  // A lead may be addressed to someone besides the site (an adviser): JSON array of e-mails.
  await db.schema.alterTable('leads').addColumn('recipients', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('leads').dropColumn('recipients').execute();
  for (const table of ['buyer_alerts', 'listing_details', 'listings', 'adviser_reviews', 'adviser_zones', 'advisers']) {
    await db.schema.dropTable(table).execute();
  }
}
