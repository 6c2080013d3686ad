import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase, type Db, type DbKind } from '../../server/db/database.server';
import { migrateToLatest } from '../../server/db/migrate.server';
import { seedDemo } from '../../server/seed/seed.server';

/**
 * The databases the integration suites run on: SQLite always; PostgreSQL too when
 * TEST_DATABASE_URL is set (CI starts a local server and sets it).
 */
export const TEST_DATABASES: DbKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** A smaller listing count keeps each test database quick; the Sevran share is always seeded in full. */
export const TEST_NETWORK_SEED = { listingCount: 300 };

export interface TestDb {
  db: Db;
  kind: DbKind;
  /** PostgreSQL only: the URL of this test's schema, for a second connection pool (a second instance). */
  url?: string;
  close(): Promise<void>;
}

/** A fresh, migrated and seeded database: in memory for SQLite, a throw-away schema for PostgreSQL. */
export async function openTestDb(kind: DbKind): Promise<TestDb> {
  if (kind === 'sqlite') {
    const { db } = createDatabase('file::memory:');
    await migrateToLatest(db as never);
    await seedDemo(db, TEST_NETWORK_SEED);
    return { db, kind, close: () => db.destroy() };
  }
  const base = process.env.TEST_DATABASE_URL as string;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const { db } = createDatabase(url.toString());
  // Kysely's migrator lists tables of every schema: a schema dropped by a parallel test file in the
  // middle of that query makes it fail, so creating and dropping test schemas take turns.
  await withSchemaLock(base, async (admin) => {
    await admin.query(`CREATE SCHEMA ${schema}`);
    await migrateWithRetry(db, schema);
  });
  await seedDemo(db, TEST_NETWORK_SEED);
  return {
    db,
    kind,
    url: url.toString(),
    async close() {
      await db.destroy();
      await withSchemaLock(base, (admin) => admin.query(`DROP SCHEMA ${schema} CASCADE`));
    },
  };
}

/**
 * The migrator's first step lists the tables of every schema (pg_get_serial_sequence on each): a table
 * of another schema that vanishes during that listing (seen in CI: "relation t_….webhook_deliveries
 * does not exist", another test's schema) fails it before any migration ran. That error, naming
 * another schema, is retried; any other error is the migration's own and fails the test.
 */
async function migrateWithRetry(db: Db, schema: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await migrateToLatest(db as never, 'postgres');
      return;
    } catch (error) {
      const e = error as { code?: string; message?: string };
      const elsewhere = e.code === '42P01' && !String(e.message).includes(`"${schema}.`);
      if (!elsewhere || attempt === 3) throw error;
    }
  }
}

const SCHEMA_LOCK = 7_424_242;

async function withSchemaLock<T>(base: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK]);
    return await work(admin);
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK]).catch(() => undefined);
    await admin.end();
  }
}

/**
 * Removes a site row the way an operator would by hand (no cascade): its leads and deliveries stay.
 * The foreign key from leads is lifted first, as a hand-run DELETE without it in force would do.
 */
export async function deleteSiteByHand(testDb: TestDb, siteId: string): Promise<void> {
  if (testDb.kind === 'sqlite') {
    await sql`PRAGMA foreign_keys = OFF`.execute(testDb.db);
    await testDb.db.deleteFrom('sites').where('id', '=', siteId).execute();
    await sql`PRAGMA foreign_keys = ON`.execute(testDb.db);
    return;
  }
  await sql`ALTER TABLE leads DROP CONSTRAINT IF EXISTS leads_site_id_fkey`.execute(testDb.db);
  await testDb.db.deleteFrom('sites').where('id', '=', siteId).execute();
}
