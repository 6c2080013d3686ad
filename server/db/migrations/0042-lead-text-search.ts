import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The lead inbox's text search through an index (issue 29's bench, decision 0139). The search is a
 * substring of the name, the e-mail or the phone's digits (LeadInboxRepository's `filtered`): a B-tree
 * cannot serve '%martin%', a trigram index can.
 * - PostgreSQL: pg_trgm GIN indexes on the very expressions the query writes, so the planner uses them
 *   for LIKE; the extension is created once per database, in `public` (schemas of tests and benches come
 *   and go), under an advisory lock (parallel migrations race on CREATE EXTENSION). Where it cannot be
 *   created (no privilege), no index: the search stays correct, only slower.
 * - SQLite: an FTS5 table with the trigram tokenizer, one row per lead keyed by the lead's rowid, kept
 *   by triggers (an anonymised lead's row is emptied with it). VACUUM may renumber a rowid table's
 *   rowids: after one, empty leads_search and refill it with this migration's insert (the app never
 *   vacuums).
 */
export const SQLITE_SOURCE = sql`coalesce(firstname, '') || ' ' || coalesce(lastname, ''), coalesce(email, ''), replace(replace(replace(coalesce(phone, ''), ' ', ''), '.', ''), '-', '')`;
const NEW_SOURCE = sql`coalesce(new.firstname, '') || ' ' || coalesce(new.lastname, ''), coalesce(new.email, ''), replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '.', ''), '-', '')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return upPostgres(db);
  await sql`create virtual table leads_search using fts5(name, email, phone, tokenize = 'trigram')`.execute(db);
  await sql`insert into leads_search (rowid, name, email, phone) select rowid, ${SQLITE_SOURCE} from leads`.execute(db);
  await sql`create trigger leads_search_insert after insert on leads begin
    insert into leads_search (rowid, name, email, phone) values (new.rowid, ${NEW_SOURCE});
  end`.execute(db);
  await sql`create trigger leads_search_update after update of firstname, lastname, email, phone on leads begin
    delete from leads_search where rowid = old.rowid;
    insert into leads_search (rowid, name, email, phone) values (new.rowid, ${NEW_SOURCE});
  end`.execute(db);
  await sql`create trigger leads_search_delete after delete on leads begin
    delete from leads_search where rowid = old.rowid;
  end`.execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  // One key for every migration of this database: CREATE EXTENSION IF NOT EXISTS is not safe under a race.
  await sql`select pg_advisory_xact_lock(739214021)`.execute(db);
  const found = await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
  let schema = found.rows[0]?.schema;
  if (!schema) {
    const can = await sql<{ ok: boolean }>`
      select exists (select 1 from pg_available_extensions where name = 'pg_trgm')
        and exists (select 1 from pg_namespace where nspname = 'public')
        and ((select rolsuper from pg_roles where rolname = current_user)
          or (has_database_privilege(current_database(), 'CREATE') and has_schema_privilege('public', 'CREATE'))) as ok`.execute(db);
    if (!can.rows[0]?.ok) return;
    await sql`create extension if not exists pg_trgm schema public`.execute(db);
    schema = 'public';
  }
  const ops = sql.raw(`${schema}.gin_trgm_ops`);
  await sql`create index leads_name_trgm on leads using gin ((lower(coalesce(firstname, '') || ' ' || coalesce(lastname, ''))) ${ops})`.execute(db);
  await sql`create index leads_email_trgm on leads using gin ((lower(coalesce(email, ''))) ${ops})`.execute(db);
  await sql`create index leads_phone_trgm on leads using gin ((replace(replace(replace(coalesce(phone, ''), ' ', ''), '.', ''), '-', '')) ${ops})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const index of ['leads_name_trgm', 'leads_email_trgm', 'leads_phone_trgm']) await sql`drop index if exists ${sql.ref(index)}`.execute(db);
    return;
  }
  for (const trigger of ['leads_search_insert', 'leads_search_update', 'leads_search_delete']) await sql`drop trigger if exists ${sql.ref(trigger)}`.execute(db);
  await sql`drop table if exists leads_search`.execute(db);
}
