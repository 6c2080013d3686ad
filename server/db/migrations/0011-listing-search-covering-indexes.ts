import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Listing search over 100,000 listings (issue 11, decision 0049). Every search narrows on one index
 * range and never reads the table: the place indexes (commune, postcode, department, region, latitude
 * band) and two sort indexes (price, area) carry every filter column after their leading columns, so a
 * count, a filter and a page stay inside the index. Same plain multi-column indexes on SQLite and
 * PostgreSQL (no INCLUDE, no partial index): one definition, one planner behaviour to reason about.
 */

/** The columns any filter reads, after the leading columns of each index; `id` last for the page. */
const FILTERS = ['publication', 'price', 'area', 'land', 'rooms', 'beds', 'baths', 'type', 'features', 'exclusive', 'virtual_tour', 'published_at', 'id'];
const without = (...names: string[]) => FILTERS.filter((c) => !names.includes(c));

export const COVERING_INDEXES: Array<[string, string[]]> = [
  // Places: a town (a name resolved to its INSEE codes, decision 0049), a postcode or its prefix, a
  // department, a region, the latitude band of a 'proximité' search.
  ['listings_place_insee', ['network_site_id', 'status', 'insee', ...FILTERS]],
  ['listings_place_zip', ['network_site_id', 'status', 'zip', ...FILTERS]],
  ['listings_place_dep', ['network_site_id', 'status', 'dep', 'published_at', ...without('published_at')]],
  ['listings_place_region', ['network_site_id', 'status', 'region', 'published_at', ...without('published_at')]],
  ['listings_place_lat', ['network_site_id', 'status', 'lat', 'lng', ...FILTERS]],
  // Sort orders over the whole country: a page of the cheapest or largest reads a few index entries.
  ['listings_sort_price', ['network_site_id', 'status', 'price', ...without('price')]],
  ['listings_sort_area', ['network_site_id', 'status', 'area', ...without('area')]],
];

/** The narrow place indexes of 0003 that these replace (they sent every matching row to the table). */
const REPLACED: Array<[string, string[]]> = [
  ['listings_dep', ['network_site_id', 'status', 'dep', 'published_at']],
  ['listings_region', ['network_site_id', 'status', 'region', 'published_at']],
  ['listings_insee', ['insee', 'status']],
  ['listings_zip', ['zip', 'status']],
  ['listings_lat', ['network_site_id', 'status', 'lat']],
];

/**
 * 'Largest first' is `area DESC NULLS LAST` (listings without an area at the end). SQLite puts NULLs
 * last in a descending order anyway and reads its index backwards; PostgreSQL puts them first, so its
 * index says NULLS LAST explicitly or the order would sort every row.
 */
const AREA_DESC_NULLS_LAST = 'listings_sort_area';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const [name] of REPLACED) await db.schema.dropIndex(name).execute();
  for (const [name, columns] of COVERING_INDEXES) {
    if (postgres && name === AREA_DESC_NULLS_LAST) {
      const list = columns.map((c) => (c === 'area' ? 'area DESC NULLS LAST' : c)).join(', ');
      await sql.raw(`CREATE INDEX ${name} ON listings (${list})`).execute(db);
    } else {
      await db.schema.createIndex(name).on('listings').columns(columns).execute();
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of COVERING_INDEXES) await db.schema.dropIndex(name).execute();
  for (const [name, columns] of REPLACED) await db.schema.createIndex(name).on('listings').columns(columns).execute();
}
