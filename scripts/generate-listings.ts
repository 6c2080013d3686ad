// Adds N generated listings to a database: `npx vite-node scripts/generate-listings.ts -- 100000 [DATABASE_URL]`.
// The database is migrated and seeded first when needed. Prints how long the load took.
import { createDatabase } from '../server/db/database.server';
import { migrateToLatest } from '../server/db/migrate.server';
import { addGeneratedListings } from '../server/seed/network/bench-listings.server';
import { seedDemo } from '../server/seed/seed.server';

const args = process.argv.slice(2).filter((a) => a !== '--');
const count = Number(args[0] ?? 100_000);
const url = args[1] ?? process.env.DATABASE_URL ?? 'file:data/vitrine.sqlite';
if (!Number.isInteger(count) || count < 1) throw new Error('usage: generate-listings.ts <count> [DATABASE_URL]');
const { db, kind } = createDatabase(url);
await migrateToLatest(db as never, kind);
await seedDemo(db);
const started = performance.now();
await addGeneratedListings(db, count);
console.log(`${count} listings added to ${kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await db.destroy();
