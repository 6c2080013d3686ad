import Database from 'better-sqlite3';
import pg from 'pg';
import { E2E_DATABASE_PATH } from './sites';

/** The database of this run's server: PostgreSQL when E2E_DATABASE_URL is set (CI's PostgreSQL slice), else its SQLite file. */
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL ?? null;

/** One count, read from the server's own database (SQL written with ? placeholders). */
export async function countRows(query: string, params: unknown[]): Promise<number> {
  if (E2E_DATABASE_URL) {
    const client = new pg.Client({ connectionString: E2E_DATABASE_URL });
    await client.connect();
    try {
      let i = 0;
      const result = await client.query<{ n: string }>(query.replace(/\?/g, () => `$${++i}`), params);
      return Number(result.rows[0]?.n ?? 0);
    } finally {
      await client.end();
    }
  }
  const db = new Database(E2E_DATABASE_PATH, { readonly: true, fileMustExist: true });
  try {
    return Number((db.prepare(query).get(...params) as { n: number }).n);
  } finally {
    db.close();
  }
}
