import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Scope } from '../domain/backoffice/grants';
import type { InboxFilter } from '../domain/backoffice/inbox-query';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';

const NONE: InboxFilter = { site: null, form: null, status: null, from: null, to: null, q: null, page: 1 };
const ADMIN: Scope = { networkId: 'maisonfort', siteIds: null, assignedTo: null };

// [id, firstname, lastname, email, phone]
const PEOPLE: [string, string | null, string | null, string | null, string | null][] = [
  ['ts-01', 'Julie', 'Martin', 'julie.martin@orange.fr', '06 12 34 56 78'],
  ['ts-02', 'Karim', 'Benali', 'k.benali@free.fr', '+33698765432'],
  ['ts-03', 'Élodie', 'Lefèvre', 'elodie@laposte.net', '01.45.67.89.10'],
  ['ts-04', 'Martine', 'Dubois', 'martine.d@gmail.com', '07-11-22-33-44'],
  ['ts-05', 'Paul', "O'Neil \"Jr\"", 'paul_oneil@example.fr', null],
  ['ts-06', null, null, 'sans.nom@example.fr', '0612000099'],
];

/** The reference: what a plain substring search gives, on the rows as inserted (not the code's query). */
function expected(q: string): string[] {
  const needle = q.toLowerCase();
  const digits = q.replace(/\D/g, '').replace(/^0(?=\d{4})/, '');
  return PEOPLE.filter(([, first, last, email, phone]) => {
    // SQLite's lower() and LIKE fold ASCII only, so the reference does too (É stays É).
    const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
    const name = asciiLower(`${first ?? ''} ${last ?? ''}`);
    return name.includes(needle) || asciiLower(email ?? '').includes(needle) || (digits.length >= 4 && (phone ?? '').replace(/[ .-]/g, '').includes(digits));
  })
    .map(([id]) => id)
    .sort();
}

// [the search, what it shows]
const SEARCHES: [string, string][] = [
  ['martin', 'a name, found in two people (Martin, Martine)'],
  ['MARTIN', 'case does not matter'],
  ['julie martin', 'first and last name together'],
  ['lefèvre', 'an accented name'],
  ['@free.fr', 'an e-mail domain'],
  ['paul_oneil', 'an underscore is a letter, not a LIKE wildcard'],
  ['"jr"', 'double quotes are searched as text'],
  ["o'neil", 'an apostrophe'],
  ['06 12 34', 'a phone typed with spaces'],
  ['0698765432', 'a national number finds the E.164 one'],
  ['45.67.89', 'dots in a stored phone'],
  ['11 22 33', 'dashes in a stored phone'],
  ['ma', 'two letters (too short for trigrams: the plain scan)'],
  ['zz', 'two letters, nothing'],
  ['xyzabc', 'nothing'],
  ['sans.nom', 'a lead without a name'],
];

describe.each(TEST_DATABASES)('the inbox text search on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  const insert = async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    await services.db
      .insertInto('leads')
      .values(PEOPLE.map(([id, firstname, lastname, email, phone], n) => ({ id, site_id: 'sevran', type: 'contact', endpoint: '/api/test', idempotency_key: id, firstname, lastname, email, phone, message: null, payload: '{}', created_at: new Date(Date.UTC(2026, 10, 1 + n)).toISOString() })))
      .execute();
  };
  const found = async (q: string) => (await services.backoffice.inbox.list(ADMIN, { ...NONE, q })).leads.map((l) => l.id).filter((id) => id.startsWith('ts-')).sort();

  it.each(SEARCHES)('%s: %s — the same leads as a plain substring search', async (q) => {
    await insert();
    const want = expected(q);
    expect(await found(q)).toEqual(want);
    const page = await services.backoffice.inbox.list(ADMIN, { ...NONE, q });
    // The total counts the seed's leads too: at least the test's matches, and the page agrees with it.
    expect(page.total).toBeGreaterThanOrEqual(want.length);
    expect(page.leads.length).toBe(Math.min(page.total, 25));
  });

  it('follows a changed name, a blanked lead (as an erasure does) and a deleted lead', async () => {
    await insert();
    expect(await found('karim benali')).toEqual(['ts-02']);
    await services.db.updateTable('leads').set({ lastname: 'Benhamou' }).where('id', '=', 'ts-02').execute();
    expect(await found('karim benali')).toEqual([]);
    expect(await found('karim benhamou')).toEqual(['ts-02']);
    // The e-mail still holds 'benali': a blanked lead must lose it too.
    expect(await found('k.benali')).toEqual(['ts-02']);
    await services.db.updateTable('leads').set({ firstname: null, lastname: null, email: null, phone: null }).where('id', '=', 'ts-02').execute();
    expect(await found('k.benali')).toEqual([]);
    expect(await found('0698765432')).toEqual([]);
    await services.db.deleteFrom('lead_events').where('lead_id', '=', 'ts-01').execute();
    await services.db.deleteFrom('leads').where('id', '=', 'ts-01').execute();
    expect(await found('julie')).toEqual([]);
  });

  if (kind === 'postgres') {
    it('PostgreSQL can answer the three LIKEs from the trigram indexes (the plan names them)', async () => {
      await insert();
      const plan = await services.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        return sql<{ 'QUERY PLAN': string }>`explain select id from leads where lower(coalesce(leads.firstname, '') || ' ' || coalesce(leads.lastname, '')) like ${'%martin%'} escape '\\' or lower(coalesce(leads.email, '')) like ${'%martin%'} escape '\\' or replace(replace(replace(coalesce(leads.phone, ''), ' ', ''), '.', ''), '-', '') like ${'%6123%'}`.execute(trx);
      });
      const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      for (const index of ['leads_name_trgm', 'leads_email_trgm', 'leads_phone_trgm']) expect(text).toContain(index);
    });
  } else {
    it('SQLite keeps one search row per lead, emptied with the lead (read back)', async () => {
      await insert();
      const count = async () => Number((await sql<{ n: number }>`select count(*) as n from leads_search`.execute(services.db)).rows[0]!.n);
      const leads = Number((await services.db.selectFrom('leads').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      expect(await count()).toBe(leads);
      await services.db.updateTable('leads').set({ firstname: null, lastname: null, email: null, phone: null }).where('id', '=', 'ts-03').execute();
      const row = (await sql<{ name: string; email: string; phone: string }>`select leads_search.name, leads_search.email, leads_search.phone from leads_search join leads on leads.rowid = leads_search.rowid where leads.id = 'ts-03'`.execute(services.db)).rows[0];
      expect(row).toEqual({ name: ' ', email: '', phone: '' });
    });
  }
});
