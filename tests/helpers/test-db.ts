import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Db, type DbKind } from '../../server/db/database.server';
import { migrateToLatest } from '../../server/db/migrate.server';
import { seedDemo } from '../../server/seed/seed.server';

/**
 * The databases the integration suites run on: SQLite always; PostgreSQL too when
 * TEST_DATABASE_URL is set (CI starts a local server and sets it).
 */
export const TEST_DATABASES: DbKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDb {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

/** A fresh, migrated and seeded database: in memory for SQLite, a throw-away schema for PostgreSQL. */
export async function openTestDb(kind: DbKind): Promise<TestDb> {
  if (kind === 'sqlite') {
    const { db } = createDatabase('file::memory:');
    await migrateToLatest(db as never);
    await seedDemo(db);
    return { db, kind, close: () => db.destroy() };
  }
  const base = process.env.TEST_DATABASE_URL as string;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const { db } = createDatabase(url.toString());
  await migrateToLatest(db as never, 'postgres');
  await seedDemo(db);
  return {
    db,
    kind,
    async close() {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}
