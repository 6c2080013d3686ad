import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withPreparedStatements } from './prepared-statements.server';

interface Schema {
  notes: { id: number; text: string };
}

const open: SQLite.Database[] = [];
afterEach(() => {
  for (const database of open.splice(0)) if (database.open) database.close();
});

function database() {
  const sqlite = new SQLite(':memory:');
  open.push(sqlite);
  const prepare = vi.spyOn(sqlite, 'prepare');
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: withPreparedStatements(sqlite) }) });
  return { db, prepare };
}

describe('SQLite statements compiled once per SQL text', () => {
  it('compiles a repeated query once and still reads what was written in between', async () => {
    const { db, prepare } = database();
    await db.schema.createTable('notes').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('text', 'text').execute();
    const read = () => db.selectFrom('notes').select(['id', 'text']).orderBy('id').execute();
    expect(await read()).toEqual([]);
    await db.insertInto('notes').values({ id: 1, text: 'un' }).execute();
    await db.insertInto('notes').values({ id: 2, text: 'deux' }).execute();
    expect(await read()).toEqual([
      { id: 1, text: 'un' },
      { id: 2, text: 'deux' },
    ]);
    const texts = prepare.mock.calls.map(([text]) => text);
    // create, select, insert: each text once although the select and the insert ran twice.
    expect(texts).toHaveLength(3);
    expect(new Set(texts).size).toBe(3);
  });

  it('reads the new shape of a table after a schema change', async () => {
    const { db } = database();
    await db.schema.createTable('notes').addColumn('id', 'integer', (c) => c.primaryKey()).execute();
    await sql`insert into notes (id) values (1)`.execute(db);
    const everything = () => sql<Record<string, unknown>>`select * from notes`.execute(db).then((r) => r.rows);
    expect(await everything()).toEqual([{ id: 1 }]);
    await sql`alter table notes add column text text default 'vide'`.execute(db);
    expect(await everything()).toEqual([{ id: 1, text: 'vide' }]);
  });

  it('gives each parameter set its own answer from the same statement', async () => {
    const { db, prepare } = database();
    await db.schema.createTable('notes').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('text', 'text').execute();
    await db.insertInto('notes').values([{ id: 1, text: 'un' }, { id: 2, text: 'deux' }]).execute();
    const byId = (id: number) => db.selectFrom('notes').select('text').where('id', '=', id).executeTakeFirst();
    expect(await byId(2)).toEqual({ text: 'deux' });
    expect(await byId(1)).toEqual({ text: 'un' });
    expect(await byId(3)).toBeUndefined();
    expect(prepare.mock.calls.filter(([text]) => text.startsWith('select')).length).toBe(1);
  });
});
