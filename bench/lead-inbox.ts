// The back-office's lead inbox over 200,000 leads across 1,000 sites (issue 29, 'Done means'): server time
// of LeadInboxRepository.list (the page, its total and the counts per status capped at 1,000, as the inbox page asks
// them) with no filter and with each filter, for a network admin (every site) and a site owner (one
// site), on SQLite and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set. Target: p95 ≤
// 50 ms. Run by `BENCH_ONLY=inbox npm run bench` (and by a full `npm run bench`); prints a table, writes
// reports/bench-inbox.json. BENCH_LEADS and BENCH_SITES change the sizes, BENCH_ROUNDS the repetitions.
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Scope } from '../domain/backoffice/grants';
import { INBOX_FORMS, type InboxForm } from '../domain/backoffice/lead-forms';
import { LEAD_STATUSES } from '../domain/backoffice/lead-workflow';
import type { InboxFilter } from '../domain/backoffice/inbox-query';
import { createDatabase, type Db, type DbKind } from '../server/db/database.server';
import { migrateToLatest } from '../server/db/migrate.server';
import { AuditLog } from '../server/backoffice/audit-log.server';
import { LeadInboxRepository } from '../server/backoffice/lead-inbox.server';

const LEADS = Number(process.env.BENCH_LEADS ?? 200_000);
const SITES = Number(process.env.BENCH_SITES ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const NETWORK = 'bench-network';
const NOW = Date.parse('2026-11-28T12:00:00.000Z');
const DAY = 86_400_000;

/** A small deterministic generator (mulberry32): the same data on every run and both databases. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['Julie', 'Karim', 'Sophie', 'Paul', 'Nadia', 'Thomas', 'Léa', 'Hugo', 'Camille', 'Louis', 'Emma', 'Lucas', 'Inès', 'Jules', 'Chloé', 'Adam'];
const LAST = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garcia', 'Benali'];
const TYPES = Object.values(INBOX_FORMS).flat();
const siteId = (i: number) => `bench-${String(i).padStart(4, '0')}`;

async function load(db: Db): Promise<number> {
  const started = performance.now();
  const at = new Date(NOW).toISOString();
  await db.insertInto('networks').values({ id: NETWORK, name: 'Réseau du banc', created_at: at }).execute();
  for (let i = 0; i < SITES; i += 500) {
    const rows = Array.from({ length: Math.min(500, SITES - i) }, (_, k) => ({ id: siteId(i + k), family: 'agence', name: `Agence ${i + k}`, crm: '{}', settings: '{}', pages: '{}', created_at: at, network_id: NETWORK }));
    await db.insertInto('sites').values(rows).execute();
  }
  const next = random(29);
  const batch = 1_000;
  for (let offset = 0; offset < LEADS; offset += batch) {
    const rows = Array.from({ length: Math.min(batch, LEADS - offset) }, (_, k) => {
      const n = offset + k;
      const first = FIRST[Math.floor(next() * FIRST.length)]!;
      const last = LAST[Math.floor(next() * LAST.length)]!;
      const created = NOW - Math.floor(next() * 3 * 365 * DAY);
      const status = LEAD_STATUSES[Math.floor(next() * LEAD_STATUSES.length)]!;
      const digits = String(10_000_000 + Math.floor(next() * 89_999_999));
      return {
        id: `lead-${String(n).padStart(7, '0')}`,
        site_id: siteId(Math.floor(next() * SITES)),
        type: TYPES[Math.floor(next() * TYPES.length)]!,
        endpoint: '/api/bench',
        idempotency_key: `bench-${n}`,
        firstname: first,
        lastname: last,
        email: `${first.toLowerCase()}.${last.toLowerCase()}${n}@example.fr`,
        // Half national with spaces, half E.164, as the forms store them.
        phone: n % 2 ? `06 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4, 6)} ${digits.slice(6, 8)}` : `+336${digits}`,
        message: n % 3 ? 'Bonjour, je souhaite vendre mon appartement.' : null,
        payload: '{}',
        created_at: new Date(created).toISOString(),
        status,
        updated_at: status === 'nouveau' ? null : new Date(Math.min(NOW, created + Math.floor(next() * 30 * DAY))).toISOString(),
      };
    });
    await db.insertInto('leads').values(rows).execute();
  }
  return (performance.now() - started) / 1000;
}

const NO_FILTER: InboxFilter = { site: null, form: null, status: null, from: null, to: null, q: null, page: 1 };

/** The filters a member uses, each a few variants so one lucky value does not make the figure. */
function filters(owner: boolean, ownSite: string): [string, InboxFilter[]][] {
  const month = (m: number) => {
    const from = new Date(NOW - (m + 1) * 30 * DAY).toISOString().slice(0, 10);
    const to = new Date(NOW - m * 30 * DAY).toISOString().slice(0, 10);
    return { ...NO_FILTER, from, to };
  };
  return [
    ['list, no filter', [NO_FILTER]],
    ['list, page 3', [{ ...NO_FILTER, page: 3 }]],
    ['site', owner ? [{ ...NO_FILTER, site: ownSite }] : [1, 250, 500, 999].map((i) => ({ ...NO_FILTER, site: siteId(i) }))],
    ['form', (Object.keys(INBOX_FORMS) as InboxForm[]).map((form) => ({ ...NO_FILTER, form }))],
    ['status', LEAD_STATUSES.map((status) => ({ ...NO_FILTER, status }))],
    ['date range (a month)', [1, 6, 20].map(month)],
    ['text: name', ['martin', 'julie', 'Benali'].map((q) => ({ ...NO_FILTER, q }))],
    ['text: e-mail', ['sophie.dubois12', '@example.fr', 'hugo.leroy'].map((q) => ({ ...NO_FILTER, q }))],
    ['text: phone', ['06 12 34', '0698765432', '+33 6 45 67'].map((q) => ({ ...NO_FILTER, q }))],
    ['status + form + month', [{ ...month(2), status: 'nouveau', form: 'contact' }]],
  ];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function bench(db: Db, kind: DbKind) {
  const loadSeconds = await load(db);
  if (kind === 'postgres') await sql`vacuum analyze`.execute(db);
  else await sql`analyze`.execute(db);
  const repo = new LeadInboxRepository(db, new AuditLog(db));
  const ownSite = siteId(42);
  const members: [string, Scope][] = [
    ['network admin', { networkId: NETWORK, siteIds: null, assignedTo: null }],
    ['site owner', { networkId: NETWORK, siteIds: [ownSite], assignedTo: null }],
  ];
  const rows: Record<string, unknown>[] = [];
  for (const [who, scope] of members) {
    for (const [name, variants] of filters(who === 'site owner', ownSite)) {
      // One unmeasured pass (the first query of a shape pays its planning and cold pages).
      for (const filter of variants) await repo.list(scope, filter);
      const times: number[] = [];
      let total = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const filter of variants) {
          const t = performance.now();
          const page = await repo.list(scope, filter);
          times.push(performance.now() - t);
          total = page.total;
        }
      }
      const s = times.sort((a, b) => a - b);
      rows.push({ db: kind, member: who, filter: name, queries: s.length, 'last total': total, 'p50 ms': +percentile(s, 50).toFixed(2), 'p95 ms': +percentile(s, 95).toFixed(2), 'max ms': +s[s.length - 1]!.toFixed(2) });
    }
  }
  console.log(`${kind}: ${LEADS} leads over ${SITES} sites loaded in ${loadSeconds.toFixed(1)} s`);
  return rows;
}

const results: Record<string, unknown>[] = [];
fs.mkdirSync('data', { recursive: true });
for (const f of fs.readdirSync('data').filter((n) => n.startsWith('bench-inbox.sqlite'))) fs.rmSync(`data/${f}`);
{
  const { db } = createDatabase('file:data/bench-inbox.sqlite');
  await migrateToLatest(db as never);
  results.push(...(await bench(db, 'sqlite')));
  await db.destroy();
}
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const { db } = createDatabase(url.toString());
  try {
    await migrateToLatest(db as never, 'postgres');
    results.push(...(await bench(db, 'postgres')));
  } finally {
    await db.destroy();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to bench it too.');
}
console.log('Lead inbox, server time of list + total + counts per status (LeadInboxRepository.list); target p95 ≤ 50 ms:');
console.table(results);
const missed = results.filter((r) => (r['p95 ms'] as number) > 50);
console.log(missed.length ? `Over 50 ms at p95: ${missed.map((r) => `${r.db} ${r.member} ${r.filter}`).join('; ')}` : 'Every p95 is within 50 ms.');
fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync('reports/bench-inbox.json', JSON.stringify(results, null, 2));
