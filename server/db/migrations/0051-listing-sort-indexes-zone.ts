import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The first page of a large zone drawn on the map, sorted by price or area, read by walking the sort
 * index on PostgreSQL (issue 39, decision 0164): the two sort indexes of 0011 also carry lat and lng,
 * so the polygon is tested on the index entries and no row is fetched from the table. PostgreSQL only:
 * SQLite's zone search does not walk them (its path is unchanged, decision 0146), and these indexes
 * stay as 0011 made them there.
 */
const FILTERS = ['publication', 'price', 'area', 'land', 'rooms', 'beds', 'baths', 'type', 'features', 'exclusive', 'virtual_tour', 'published_at', 'id'];
const without = (name: string) => FILTERS.filter((c) => c !== name);

const BEFORE: Array<[string, string[]]> = [
  ['listings_sort_price', ['network_site_id', 'status', 'price', ...without('price')]],
  ['listings_sort_area', ['network_site_id', 'status', 'area DESC NULLS LAST', ...without('area')]],
];

async function recreate(db: Kysely<unknown>, extra: string[]) {
  for (const [name, columns] of BEFORE) {
    await db.schema.dropIndex(name).execute();
    await sql.raw(`CREATE INDEX ${name} ON listings (${[...columns, ...extra].join(', ')})`).execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await recreate(db, ['lat', 'lng']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await recreate(db, []);
}
