// Listing search over 100,000 generated listings: server time (repository: count + page + cards, and the
// map) for many filter/sort/page combinations, on SQLite, and on PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set. Run by `npm run bench` through vite-node; prints a table, writes reports/.
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { encodeZone } from '../domain/geo/search-zone';
import { parseListingSearch } from '../domain/listings/search-criteria';
import { createDatabase, type Db, type DbKind } from '../server/db/database.server';
import { migrateToLatest } from '../server/db/migrate.server';
import { ListingsRepository, type ListingScope } from '../server/repositories/listings.server';
import { addGeneratedListings } from '../server/seed/network/bench-listings.server';
import { seedDemo } from '../server/seed/seed.server';

const COUNT = Number(process.env.BENCH_LISTINGS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** Zones drawn on the map (issue 39 item 1): small and concave to a region's size, as the URL carries them. */
const ZONES: Array<Array<[number, number]>> = [
  // Sevran and Aulnay-sous-Bois (an L).
  [[48.915, 2.46], [48.965, 2.46], [48.965, 2.535], [48.94, 2.535], [48.94, 2.51], [48.915, 2.51]],
  // Paris within the ring road, roughly.
  [[48.9, 2.32], [48.88, 2.4], [48.84, 2.42], [48.82, 2.36], [48.83, 2.27], [48.87, 2.26]],
  // Lyon and Villeurbanne (a triangle).
  [[45.79, 4.8], [45.72, 4.92], [45.71, 4.8]],
  // Marseille to Aix-en-Provence.
  [[43.56, 5.35], [43.5, 5.5], [43.25, 5.45], [43.27, 5.32]],
  // Most of Île-de-France (a large zone: many rows in its box).
  [[49.2, 1.7], [49.1, 3.1], [48.5, 3.4], [48.3, 2.5], [48.6, 1.6]],
];
const ZONE_PLACES = ZONES.map((z) => `zone=${encodeURIComponent(encodeZone(z))}`);
const PLACES = ['', 'q=Sevran (93270)', 'cp=69003', 'q=Bordeaux', 'dep=13', 'dep=2A', 'region=11', 'region=84', 'q=Lyon&proximite=15', 'q=Nantes&proximite=5', 'q=931', 'q=123456', 'q=saint', ...ZONE_PLACES];
const FILTERS = ['', 'types=Maison', 'types=Appartement&max=300000', 'min=150000&max=450000', 'surfHabMin=80&pieces=4', 'surfTerMin=1000', 'chambres=3&sdb=2', 'exclu=1', 'moins7=1', 'visites=1', 'jardin=1&piscine=1', 'balcon=1&ascenseur=1&cave=1', 'types=Terrain&surfTerMin=500'];
const SORTS = ['recent', 'prixAsc', 'prixDesc', 'surfDesc'];
const MODES = ['acheter', 'louer'];

/** Every place × a rotating filter, sort, mode and page: about 200 distinct searches. */
function combinations(): string[] {
  const out: string[] = [];
  let i = 0;
  for (const place of PLACES) {
    for (const filter of FILTERS) {
      const sort = SORTS[i % SORTS.length];
      const mode = MODES[i % 3 === 0 ? 1 : 0];
      const page = [1, 1, 2, 5, 40][i % 5];
      out.push([place, filter, `sort=${sort}`, `mode=${mode}`, `page=${page}`].filter(Boolean).join('&'));
      i += 1;
    }
  }
  return out;
}

/** The family of a bench search: what its place parameter asks (the filters vary inside each family). */
function familyOf(q: string): string {
  const place = PLACES.find((p) => p && q.startsWith(`${p}&`)) ?? '';
  if (!place) return 'no place';
  if (place.startsWith('zone=')) return 'polygon zone';
  if (place.includes('proximite')) return 'town + radius';
  if (place.startsWith('cp=') || /^q=.*\(\d{5}\)$/.test(place)) return 'town by postcode';
  if (/^q=\d{1,4}$/.test(place)) return 'postcode prefix';
  if (/^q=\d{6,}$/.test(place)) return 'invalid postcode';
  if (place.startsWith('dep=')) return 'department';
  if (place.startsWith('region=')) return 'region';
  return place === 'q=saint' ? 'town text (no exact name)' : 'town by name';
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function bench(db: Db, kind: DbKind) {
  const started = performance.now();
  const loaded = await db.selectFrom('listings').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
  if (Number(loaded?.n ?? 0) < COUNT) {
    await seedDemo(db, { listingCount: 2_400 });
    await addGeneratedListings(db, COUNT - 2_400);
  }
  const loadSeconds = (performance.now() - started) / 1000;
  // PostgreSQL gets fresh statistics, as autovacuum gives it in production; SQLite gets them from the
  // ANALYZE the app runs after seeding and at start (decision 0032 addendum). BENCH_SQLITE_STATS=0 drops them to compare.
  // VACUUM as well: PostgreSQL answers from the index alone only for pages its visibility map marks all-visible.
  if (kind === 'postgres') await sql`vacuum analyze listings`.execute(db);
  else if (process.env.BENCH_SQLITE_STATS === '0') await sql`drop table if exists sqlite_stat1`.execute(db);
  else await sql`analyze`.execute(db);
  const repo = new ListingsRepository(db);
  const scopes: ListingScope[] = [{ kind: 'network', siteId: 'reseau' }, await repo.scopeOf({ id: 'sevran', listingScope: 'agency' })];
  const searchTimes: number[] = [];
  // The first round asks every search once: no count is remembered yet (decision 0049).
  const firstTimes: number[] = [];
  // Per query family (the place part of the search: none, town, postcode, department, region, radius, text).
  const byFamily = new Map<string, number[]>();
  const mapTimes: number[] = [];
  const slow: Array<{ q: string; ms: number }> = [];
  // BENCH_FAMILY=polygon keeps only the searches whose family names contain it (to profile one family).
  const only = process.env.BENCH_FAMILY;
  const queries = combinations().filter((q) => !only || familyOf(q).includes(only));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, q] of queries.entries()) {
      const criteria = parseListingSearch(new URLSearchParams(q));
      const scope = scopes[i % 10 === 0 ? 1 : 0]!;
      let t = performance.now();
      await repo.search(scope, criteria);
      const ms = performance.now() - t;
      searchTimes.push(ms);
      if (round === 0) firstTimes.push(ms);
      const family = familyOf(q);
      byFamily.set(family, [...(byFamily.get(family) ?? []), ms]);
      if (round === ROUNDS - 1) slow.push({ q, ms });
      t = performance.now();
      await repo.map(scope, criteria);
      mapTimes.push(performance.now() - t);
    }
  }
  const row = (name: string, times: number[]) => {
    const s = [...times].sort((a, b) => a - b);
    return { db: kind, measure: name, listings: COUNT, queries: s.length, 'p50 ms': +percentile(s, 50).toFixed(2), 'p95 ms': +percentile(s, 95).toFixed(2), 'max ms': +s[s.length - 1]!.toFixed(2), 'load s': +loadSeconds.toFixed(1) };
  };
  slow.sort((a, b) => b.ms - a.ms);
  const families = [...byFamily].map(([family, times]) => {
    const s = [...times].sort((a, b) => a - b);
    return { db: kind, family, queries: s.length, 'p50 ms': +percentile(s, 50).toFixed(2), 'p95 ms': +percentile(s, 95).toFixed(2), 'max ms': +s[s.length - 1]!.toFixed(2) };
  });
  return {
    families,
    rows: [row('search (count + page + cards)', searchTimes), row('search, first time asked', firstTimes), row('polygon search (count + page + cards)', byFamily.get('polygon zone') ?? []), row('map (points or clusters)', mapTimes)],
    slowest: slow.slice(0, Number(process.env.BENCH_SLOWEST ?? 5)) };
}

const results: Array<Record<string, unknown>> = [];
const familyRows: Array<Record<string, unknown>> = [];
fs.mkdirSync('data', { recursive: true });
// BENCH_REUSE=1 keeps the SQLite file of the previous run (to compare indexes without reloading).
if (!process.env.BENCH_REUSE) for (const f of fs.readdirSync('data').filter((n) => n.startsWith('bench-listings.sqlite'))) fs.rmSync(`data/${f}`);
if (process.env.BENCH_SKIP_SQLITE !== '1') {
  const { db } = createDatabase('file:data/bench-listings.sqlite');
  await migrateToLatest(db as never);
  const { rows, families, slowest } = await bench(db, 'sqlite');
  results.push(...rows);
  familyRows.push(...families);
  console.log('slowest SQLite searches:', slowest);
  await db.destroy();
}
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl && process.env.BENCH_SKIP_POSTGRES !== '1') {
  // BENCH_PG_SCHEMA=name keeps the loaded listings in that schema for the next run (to EXPLAIN a search).
  const kept = process.env.BENCH_PG_SCHEMA;
  const schema = kept ?? `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const { db } = createDatabase(url.toString());
  try {
    await migrateToLatest(db as never, 'postgres');
    const { rows, families, slowest } = await bench(db, 'postgres');
    results.push(...rows);
    familyRows.push(...families);
    console.log('slowest PostgreSQL searches:', slowest);
  } finally {
    await db.destroy();
    if (!kept) await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to bench it too.');
}
console.log('Listing search by query family (server time of count + page + cards):');
console.table(familyRows);
console.table(results);
fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync('reports/bench-listings.json', JSON.stringify({ totals: results, families: familyRows }, null, 2));
