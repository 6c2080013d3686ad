// Issue 34, 'Done means': 10,000 listing upserts through the API on SQLite, with the compliance gate on
// (target: ≤ 60 s). Each is a PUT /api/v1/listings/external/{id} handled by the API as a request from the
// network's CRM (key check, rate limit counter, JSON schema, commune, gate, transaction with its audit
// entry): 10,000 new listings, then the same 10,000 with a new price (price history), so both the
// create and the update paths are timed. Run by `BENCH_ONLY=upserts npm run bench` (and by a full
// `npm run bench`); prints the figure, writes reports/bench-upserts.json. BENCH_UPSERTS changes the count.
import fs from 'node:fs';
import { energyLettersFromFigures } from '../domain/listings/energy-letters';
import { ApiV1 } from '../server/api/v1/api.server';
import { DEMO_NETWORKS } from '../server/seed/backoffice.server';
import { createDatabase } from '../server/db/database.server';
import { migrateToLatest } from '../server/db/migrate.server';
import { createLogger } from '../server/log/logger.server';
import { seedDemo } from '../server/seed/seed.server';

const COUNT = Number(process.env.BENCH_UPSERTS ?? 10_000);
const NETWORK = 'maisonfort';
const letters = energyLettersFromFigures({ kwhPerM2: 180, co2KgPerM2: 30 }, 52);

const body = (adviserId: string, n: number, price: number) => ({
  adviserId,
  state: 'published',
  transaction: 'sale',
  type: 'Appartement',
  title: `Appartement ${n} près de la gare`,
  description: 'Trois pièces au deuxième étage, séjour sur balcon.',
  price,
  zip: '93270',
  city: 'Sevran',
  area: 52,
  rooms: 3,
  features: ['balcon'],
  sale: { feePercent: 5, feesPaidBy: 'acquereur', priceWithoutFees: Math.round(price / 1.05) },
  energy: { kind: 'dpe', dpeLetter: letters.overall ?? 'D', kwhPerM2: 180, gesLetter: letters.ges ?? 'D', co2KgPerM2: 30, costMin: 900, costMax: 1300, costReferenceYear: 2025 },
  georisquesMention: true,
  coownership: { lots: 40, yearlyCharges: 1800, procedureUnderway: false },
  photos: [{ src: 'listings/appartement-1.svg', alt: 'Séjour avec balcon' }],
});

fs.mkdirSync('data', { recursive: true });
for (const f of fs.readdirSync('data').filter((n) => n.startsWith('bench-upserts.sqlite'))) fs.rmSync(`data/${f}`);
const { db } = createDatabase('file:data/bench-upserts.sqlite');
await migrateToLatest(db as never, 'sqlite');
await seedDemo(db);
const at = new Date().toISOString();
for (const network of DEMO_NETWORKS) {
  await db.insertInto('networks').values({ id: network.id, name: network.name, created_at: at }).execute();
  await db.updateTable('sites').set({ network_id: network.id }).where('family', 'in', [...network.families]).execute();
}
const adviser = await db.selectFrom('advisers').innerJoin('sites', 'sites.id', 'advisers.network_site_id').select('advisers.id').where('sites.network_id', '=', NETWORK).where('advisers.active', '=', 1).orderBy('advisers.id').executeTakeFirstOrThrow();
// The rate limit is per key and minute: the bench is one CRM's bulk load, so the limit is raised for it.
const api = new ApiV1(db, createLogger(process.env.BENCH_LOG ?? 'silent'), { perKey: 10 * COUNT, windowMs: 3_600_000 });
const { key } = await api.keys.create({ networkId: NETWORK, name: 'CRM (banc)', scopes: { listings: 'write' }, actor: { memberId: null, label: 'bench' } });

/** Wall time of a pass, and the CPU time this process spent on it (the machine may be shared). */
async function pass(price: (n: number) => number, expected: number): Promise<{ wall: number; cpu: number }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let n = 0; n < COUNT; n++) {
    const request = new Request(`http://gestion.localhost/api/v1/listings/external/crm-${n}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body(adviser.id, n, price(n))),
    });
    const response = await api.handle(request);
    if (response.status !== expected) throw new Error(`upsert ${n}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  }
  const used = process.cpuUsage(cpu);
  return { wall: (performance.now() - started) / 1000, cpu: (used.user + used.system) / 1e6 };
}

const created = await pass((n) => 200_000 + n, 201);
const updated = await pass((n) => 190_000 + n, 200);
const stored = await db.selectFrom('listings').select((eb) => eb.fn.countAll<number>().as('n')).where('network_id', '=', NETWORK).executeTakeFirstOrThrow();
const history = await db.selectFrom('listing_price_changes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
const rows = [
  { pass: `${COUNT} créations (PUT → 201)`, seconds: Number(created.wall.toFixed(1)), cpuSeconds: Number(created.cpu.toFixed(1)), perSecond: Math.round(COUNT / created.wall) },
  { pass: `${COUNT} mises à jour de prix (PUT → 200)`, seconds: Number(updated.wall.toFixed(1)), cpuSeconds: Number(updated.cpu.toFixed(1)), perSecond: Math.round(COUNT / updated.wall) },
];
console.log(`Listing upserts through the API on SQLite, compliance gate on (target: ${COUNT} in ≤ 60 s); ${Number(stored.n)} listings stored, ${Number(history.n)} price changes:`);
console.table(rows);
fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync('reports/bench-upserts.json', JSON.stringify({ count: COUNT, rows }, null, 2));
await db.destroy();
