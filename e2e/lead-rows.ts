import Database from 'better-sqlite3';
import pg from 'pg';
import { E2E_DATABASE_URL } from './db';
import { E2E_DATABASE_PATH } from './sites';

/** A stored lead as the server wrote it (payload and recipients still JSON text). */
export interface LeadRow {
  id: string;
  site_id: string;
  type: string;
  endpoint: string;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  payload: string;
  recipients: string | null;
}

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

/** Every lead stored with this visitor e-mail, oldest first. */
export function leadsByEmail(email: string): Promise<LeadRow[]> {
  return selectRows<LeadRow>('SELECT id, site_id, type, endpoint, firstname, lastname, email, phone, message, payload, recipients FROM leads WHERE email = ? ORDER BY created_at', [email]);
}

/** Every lead stored with this first name (the paid landing asks no e-mail), oldest first. */
export function leadsByFirstName(firstName: string): Promise<LeadRow[]> {
  return selectRows<LeadRow>('SELECT id, site_id, type, endpoint, firstname, lastname, email, phone, message, payload, recipients FROM leads WHERE firstname = ? ORDER BY created_at', [firstName]);
}
