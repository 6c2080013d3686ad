// Before the PostgreSQL slice of the end-to-end tests: a fresh, empty schema named in
// E2E_DATABASE_URL (options=-c search_path=<schema>); the server migrates and seeds it at start.
import pg from 'pg';

const url = process.env.E2E_DATABASE_URL;
const schema = /search_path=([a-z0-9_]+)/.exec(decodeURIComponent(url ?? ''))?.[1];
if (!url || !schema) {
  console.error('E2E_DATABASE_URL doit nommer un schéma (options=-c search_path=<schéma>).');
  process.exit(1);
}
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
await admin.query(`CREATE SCHEMA ${schema}`);
await admin.end();
