import Database from 'better-sqlite3';
import pg from 'pg';
import { E2E_DATABASE_PATH } from './sites';

/** The database of this run's server: PostgreSQL when E2E_DATABASE_URL is set (CI's PostgreSQL slice), else its SQLite file. */
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL ?? null;

/** Rows of the server's own database (SQLite file or CI's PostgreSQL), SQL written with ? placeholders. */
export async function selectRows<T>(query: string, params: unknown[]): Promise<T[]> {
  if (E2E_DATABASE_URL) {
    const client = new pg.Client({ connectionString: E2E_DATABASE_URL });
    await client.connect();
    try {
      let i = 0;
      const result = await client.query(query.replace(/\?/g, () => `$${++i}`), params);
      return result.rows as T[];
    } finally {
      await client.end();
    }
  }
  const db = new Database(E2E_DATABASE_PATH, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(query).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** One count (a query selecting `n`), read from the server's own database. */
export async function countRows(query: string, params: unknown[]): Promise<number> {
  const [row] = await selectRows<{ n: number | string }>(query, params);
  return Number(row?.n ?? 0);
}
