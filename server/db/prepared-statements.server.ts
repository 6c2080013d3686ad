import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Statements kept: the query builder writes a bounded set of texts (an IN list of another length is another text). */
const MAX_STATEMENTS = 1_000;

/**
 * The SQLite database as Kysely sees it, each SQL text compiled once (decision 0061). Kysely's driver
 * prepares every query again; better-sqlite3 statements are meant to be reused, and every use here
 * runs to its end synchronously (`all` or `run`, no iterators), so one statement per text is safe.
 * SQLite re-prepares a statement itself after a schema change.
 */
export function withPreparedStatements(sqlite: SQLiteDatabase): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= MAX_STATEMENTS) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement as unknown as ReturnType<SqliteDatabase['prepare']>;
    },
  };
}
