import type { Kysely } from 'kysely';

// Buyer alerts for real (issue 11 item 8, decision 0032): the alert knows its lead (the outbox rows
// hang on it), the origin and language its links and e-mails use; what was sent is recorded once per
// (alert, listing) so a listing is never notified twice to the same alert.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('buyer_alerts').addColumn('lead_id', 'text').execute();
  await db.schema.alterTable('buyer_alerts').addColumn('origin', 'text').execute();
  await db.schema.alterTable('buyer_alerts').addColumn('locale', 'text').execute();
  await db.schema.createIndex('buyer_alerts_token').on('buyer_alerts').column('confirm_token').execute();

  // Which e-mail an outbox row carries when a lead has several (an alert's confirmation, each match).
  await db.schema.alterTable('lead_deliveries').addColumn('ref', 'text').execute();

  await db.schema
    .createTable('alert_notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('alert_id', 'text', (c) => c.notNull().references('buyer_alerts.id'))
    .addColumn('listing_ids', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('alert_notifications_alert').on('alert_notifications').column('alert_id').execute();

  await db.schema
    .createTable('alert_notified_listings')
    .addColumn('alert_id', 'text', (c) => c.notNull())
    .addColumn('listing_id', 'text', (c) => c.notNull())
    .addColumn('notification_id', 'text', (c) => c.notNull().references('alert_notifications.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('notified_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_notified_listings_pk', ['alert_id', 'listing_id'])
    .execute();

  // The notifier asks for listings whose price dropped since a date.
  await db.schema.createIndex('listings_price_changed').on('listings').columns(['network_site_id', 'price_changed_at']).execute();

  // Search bench (issue 11): a postcode prefix or a town text read the table row by row because the
  // covering index lacked zip and city_key; with them those searches stay inside the index.
  await db.schema.dropIndex('listings_search').execute();
  await db.schema.createIndex('listings_search').on('listings').columns(SEARCH_COLUMNS).execute();
}

const OLD_SEARCH_COLUMNS = ['network_site_id', 'status', 'published_at', 'publication', 'price', 'area', 'land', 'rooms', 'beds', 'baths', 'type', 'features', 'exclusive', 'virtual_tour', 'dep', 'region', 'insee', 'lat', 'lng', 'id'];
const SEARCH_COLUMNS = [...OLD_SEARCH_COLUMNS.slice(0, 17), 'zip', 'city_key', ...OLD_SEARCH_COLUMNS.slice(17)];

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('listings_search').execute();
  await db.schema.createIndex('listings_search').on('listings').columns(OLD_SEARCH_COLUMNS).execute();
  await db.schema.dropIndex('listings_price_changed').execute();
  await db.schema.dropTable('alert_notified_listings').execute();
  await db.schema.dropTable('alert_notifications').execute();
  await db.schema.alterTable('lead_deliveries').dropColumn('ref').execute();
  await db.schema.dropIndex('buyer_alerts_token').execute();
  for (const column of ['locale', 'origin', 'lead_id']) await db.schema.alterTable('buyer_alerts').dropColumn(column).execute();
}
