import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { withPreparedStatements } from './prepared-statements.server';
import { withWriteGuard } from './sqlite-write-guard.server';
import { registerZoneFunction } from './sqlite-zone-function.server';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';

/** Opens the database named by DATABASE_URL: `file:<path>` (SQLite, default) or `postgres://…`. */
export function createDatabase(url: string): { db: Db; kind: DbKind } {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
  }
  const file = url.replace(/^file:/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers work while the outbox writes; the busy timeout absorbs short write contention.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Reads through a memory map and a 64 MB page cache: listing searches scan index ranges of 100,000 rows.
  sqlite.pragma('mmap_size = 268435456');
  sqlite.pragma('cache_size = -65536');
  registerZoneFunction(sqlite);
  const onDisk = file === ':memory:' || file === '' ? null : path.resolve(file);
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withWriteGuard(withPreparedStatements(sqlite), sqlite, onDisk) }) }), kind: 'sqlite' };
}
