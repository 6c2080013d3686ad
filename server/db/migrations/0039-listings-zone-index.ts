import type { Kysely } from 'kysely';

/**
 * A zone drawn on the search map (issue 39 item 1, decision 0131): the search reads the zone's
 * bounding box first. The covering search index starts with the publication date, so a box was a
 * walk over every listing of the site; this one ranges over latitude, and carries longitude and id
 * so the box is read from the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('listings_zone').on('listings').columns(['network_site_id', 'status', 'publication', 'lat', 'lng', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('listings_zone').execute();
}
