import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * One version counter per site (scope = site id, or '*' for content every site shares), bumped by
 * triggers on every table whose rows a site's pages show. Each instance polls the counters and drops
 * its cached pages of exactly the sites that changed (decision 0039): it works for writes made by
 * any instance, a script or plain SQL, on SQLite and PostgreSQL alike, with no new infrastructure.
 */

/** For each table, the scopes a row touches, as SQL over the row `R` (NEW or OLD). */
const SCOPES: Record<string, string[]> = {
  sites: ['R.id'],
  site_hosts: ['R.site_id'],
  posts: ['R.site_id'],
  service_pages: ['R.site_id'],
  advisers: ['R.network_site_id', 'R.agency_site_id'],
  adviser_zones: ['(SELECT network_site_id FROM advisers WHERE id = R.adviser_id)', '(SELECT agency_site_id FROM advisers WHERE id = R.adviser_id)'],
  adviser_reviews: ['(SELECT network_site_id FROM advisers WHERE id = R.adviser_id)', '(SELECT agency_site_id FROM advisers WHERE id = R.adviser_id)'],
  listings: ['R.network_site_id', '(SELECT agency_site_id FROM advisers WHERE id = R.adviser_id)'],
  listing_details: [
    '(SELECT network_site_id FROM listings WHERE id = R.listing_id)',
    '(SELECT a.agency_site_id FROM listings l JOIN advisers a ON a.id = l.adviser_id WHERE l.id = R.listing_id)',
  ],
  recrutement_references: ['R.site_id'],
  recrutement_testimonials: ['R.site_id'],
  recrutement_media_articles: ['R.site_id'],
};

const over = (expressions: string[], row: 'NEW' | 'OLD') => expressions.map((e) => e.replaceAll('R.', `${row}.`));

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  for (const [table, scopes] of Object.entries(SCOPES)) {
    const events: [string, string[]][] = [
      ['INSERT', over(scopes, 'NEW')],
      ['UPDATE', [...over(scopes, 'NEW'), ...over(scopes, 'OLD')]],
      ['DELETE', over(scopes, 'OLD')],
    ];
    for (const [event, expressions] of events) {
      const union = expressions.map((e) => `SELECT ${e} AS scope`).join(' UNION ');
      await sql
        .raw(
          `CREATE TRIGGER content_version_${table}_${event.toLowerCase()} AFTER ${event} ON ${table} BEGIN
             INSERT INTO content_versions (scope, version) SELECT scope, 1 FROM (${union}) WHERE scope IS NOT NULL
             ON CONFLICT (scope) DO UPDATE SET version = version + 1;
           END`,
        )
        .execute(db);
    }
  }
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION bump_content_versions(scopes text[]) RETURNS void LANGUAGE sql AS $$
         INSERT INTO content_versions (scope, version) SELECT DISTINCT s, 1 FROM unnest(scopes) AS s WHERE s IS NOT NULL
         ON CONFLICT (scope) DO UPDATE SET version = content_versions.version + 1
       $$`,
    )
    .execute(db);
  for (const [table, scopes] of Object.entries(SCOPES)) {
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION content_version_${table}() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           IF TG_OP <> 'DELETE' THEN PERFORM bump_content_versions(ARRAY[${over(scopes, 'NEW').join(', ')}]::text[]); END IF;
           IF TG_OP <> 'INSERT' THEN PERFORM bump_content_versions(ARRAY[${over(scopes, 'OLD').join(', ')}]::text[]); END IF;
           RETURN NULL;
         END $$`,
      )
      .execute(db);
    await sql.raw(`CREATE TRIGGER content_version_${table} AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION content_version_${table}()`).execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_versions')
    .addColumn('scope', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of Object.keys(SCOPES)) {
    if (postgres) {
      await sql.raw(`DROP TRIGGER IF EXISTS content_version_${table} ON ${table}`).execute(db);
      await sql.raw(`DROP FUNCTION IF EXISTS content_version_${table}()`).execute(db);
    } else {
      for (const event of ['insert', 'update', 'delete']) await sql.raw(`DROP TRIGGER IF EXISTS content_version_${table}_${event}`).execute(db);
    }
  }
  if (postgres) await sql.raw('DROP FUNCTION IF EXISTS bump_content_versions(text[])').execute(db);
  await db.schema.dropTable('content_versions').execute();
}
