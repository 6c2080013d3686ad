// Issue 32, 'Scale': a 5,000-listing Poliris file imported in ≤ 60 s on either database. The file is the
// test fixtures' fictional Sevran flats (tests/helpers/poliris.ts), one photo in the ZIP that every line
// names (cleaned for each line, stored once), every 10th a rental. Timed: the dry run ('Vérifier': the
// whole report, nothing written), the import (report + one transaction, an audit entry per listing),
// and a second import of the same file (every line 'inchangée'). On SQLite, and on PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set. Run by `BENCH_ONLY=import npm run bench` (and by a
// full `npm run bench`); BENCH_IMPORT_LINES changes the count; writes reports/bench-import.json.
import fs from 'node:fs';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { AuditLog } from '../server/backoffice/audit-log.server';
import { ListingEditorRepository, type ListingEditorScope } from '../server/backoffice/listing-editor.server';
import { PolirisImporter } from '../server/backoffice/listing-import.server';
import { createDatabase, type Db, type DbKind } from '../server/db/database.server';
import { migrateToLatest } from '../server/db/migrate.server';
import { communeOf } from '../server/geo/commune-of.server';
import { MediaStore } from '../server/media/media-store.server';
import { DEMO_NETWORKS } from '../server/seed/backoffice.server';
import { seedDemo } from '../server/seed/seed.server';
import { polirisCsv, polirisZip, rentFlat, saleFlat, smallJpeg } from '../tests/helpers/poliris';

const LINES = Number(process.env.BENCH_IMPORT_LINES ?? 5_000);
const NETWORK = 'maisonfort';

async function bench(db: Db, kind: DbKind) {
  await seedDemo(db);
  const at = new Date().toISOString();
  for (const network of DEMO_NETWORKS) {
    await db.insertInto('networks').values({ id: network.id, name: network.name, created_at: at }).execute();
    await db.updateTable('sites').set({ network_id: network.id }).where('family', 'in', [...network.families]).execute();
  }
  const adviser = await db.selectFrom('advisers').select('id').where('agency_site_id', '=', 'sevran').where('active', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const audit = new AuditLog(db);
  const importer = new PolirisImporter(new ListingEditorRepository(db, audit), new MediaStore(db, audit), fetch, communeOf);
  const scope: ListingEditorScope = { networkId: NETWORK, siteIds: ['sevran'], assignedTo: null, memberEmail: '' };
  const file = polirisZip(polirisCsv(Array.from({ length: LINES }, (_, i) => (i % 10 === 9 ? rentFlat(i + 1) : saleFlat(i + 1)))), { 'photo.jpg': await smallJpeg() });
  const actor = { memberId: null, label: 'bench' };
  const time = async (apply: boolean) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const report = await importer.run({ actor, scope, adviserId: adviser.id, bytes: file, apply, confirmed: false });
    if (!report.ok) throw new Error(report.message);
    const used = process.cpuUsage(cpu);
    const count = (o: string) => report.lines.filter((l) => l.outcome === o).length;
    return { seconds: (performance.now() - started) / 1000, cpuSeconds: (used.user + used.system) / 1e6, summary: `${count('created')} créées, ${count('unchanged')} inchangées, ${count('refused')} refusées` };
  };
  const rows = [];
  for (const [pass, apply] of [['dry run (Vérifier)', false], ['import', true], ['same file again', true]] as const) {
    const t = await time(apply);
    rows.push({ database: kind, pass, lines: LINES, seconds: Number(t.seconds.toFixed(1)), cpuSeconds: Number(t.cpuSeconds.toFixed(1)), outcome: t.summary });
    console.log(`${kind} ${pass}: ${t.seconds.toFixed(1)} s (CPU ${t.cpuSeconds.toFixed(1)} s), ${t.summary}; load average ${os.loadavg()[0]!.toFixed(1)}`);
  }
  const stored = await db.selectFrom('listings').select((eb) => eb.fn.countAll<string | number>().as('n')).where('id', 'like', 'pl-sevran-%').executeTakeFirstOrThrow();
  if (Number(stored.n) !== LINES) throw new Error(`${stored.n} listings stored, ${LINES} expected`);
  return rows;
}

const results: Array<Record<string, unknown>> = [];
fs.mkdirSync('data', { recursive: true });
for (const f of fs.readdirSync('data').filter((n) => n.startsWith('bench-import.sqlite'))) fs.rmSync(`data/${f}`);
{
  const { db } = createDatabase('file:data/bench-import.sqlite');
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
const load = os.loadavg().map((n) => n.toFixed(1)).join(' ');
console.log(`Poliris import of ${LINES} lines (target: dry run + import ≤ 60 s on either database); load average ${load} on ${os.cpus().length} cores:`);
console.table(results);
fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync('reports/bench-import.json', JSON.stringify({ lines: LINES, loadAverage: load, rows: results }, null, 2));
