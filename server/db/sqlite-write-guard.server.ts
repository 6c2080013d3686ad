import fs from 'node:fs';
import type { Database as SQLiteDatabase } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { DatabaseReadOnlyError } from './write-failure.server';

type Statement = ReturnType<SqliteDatabase['prepare']> & { readonly?: boolean; all: (...args: never[]) => unknown; run: (...args: never[]) => unknown; iterate: (...args: never[]) => unknown };

const ENDS_A_WRITE = /^\s*(commit|end|release)\b/i;
const ROLLBACK = /^\s*rollback\s*$/i;
const NOTHING_TO_ROLL_BACK = { reader: false, readonly: true, all: () => [], run: () => ({ changes: 0, lastInsertRowid: 0 }), iterate: () => [][Symbol.iterator]() };

/** The files SQLite writes in WAL mode: a missing one is created by SQLite itself. */
function unwritable(file: string): string | null {
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      fs.accessSync(path, fs.constants.W_OK);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT') return `${path} (${code})`;
    }
  }
  return null;
}

/**
 * SQLite as Kysely sees it, with guards against a database whose files become read-only while the
 * server runs (decision 0068). SQLite's WAL index (`-shm`) is a shared memory map: once the files
 * cannot be written (immutable, a file system remounted read-only), the next store into that map is
 * a SIGBUS that kills the process, with no error to catch. So:
 * - a statement that writes (and a COMMIT) first asks the system whether the database files can be
 *   written; if not, it is refused with a DatabaseReadOnlyError, and accepted again as soon as they can;
 * - after each write transaction ends, one small read takes the reader's mark in the WAL index right
 *   away, while the files are still writable: the reads that follow never store into the map, so
 *   pages go on being served from a read-only database;
 * - a ROLLBACK when SQLite already rolled the transaction back itself (after a failed write or
 *   COMMIT) does nothing, so the write's own error is the one that reaches the caller, not
 *   'cannot rollback - no transaction is active'.
 */
export function withWriteGuard(inner: SqliteDatabase, sqlite: SQLiteDatabase, file: string | null): SqliteDatabase {
  const guarded = new WeakMap<object, Statement>();
  const markReader = file ? sqlite.prepare('select 1 from sqlite_master limit 1') : null;
  const before = () => {
    const refused = file ? unwritable(file) : null;
    if (refused) throw new DatabaseReadOnlyError(`database read-only: ${refused} cannot be written`);
  };
  const after = <T>(result: T): T => {
    if (!sqlite.inTransaction) markReader?.get();
    return result;
  };
  return {
    close: () => inner.close(),
    prepare: (sql: string) => {
      if (ROLLBACK.test(sql) && !sqlite.inTransaction) return NOTHING_TO_ROLL_BACK as unknown as ReturnType<SqliteDatabase['prepare']>;
      const statement = inner.prepare(sql) as Statement;
      if (!file || (statement.readonly && !ENDS_A_WRITE.test(sql))) return statement;
      let wrapper = guarded.get(statement);
      if (!wrapper) {
        wrapper = {
          reader: statement.reader,
          readonly: statement.readonly,
          all: (...args: never[]) => (before(), after(statement.all(...args))),
          run: (...args: never[]) => (before(), after(statement.run(...args))),
          iterate: (...args: never[]) => (before(), statement.iterate(...args)),
        } as Statement;
        guarded.set(statement, wrapper);
      }
      return wrapper;
    },
  };
}
