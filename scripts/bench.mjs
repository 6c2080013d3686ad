// `npm run bench`: throughput and latency of each demo page on the built server (autocannon, loopback only,
// bounded in time). Prints a table; writes reports/bench.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { benchPlaces } from './lib/bench-places.mjs';
import { readDemoPages, startServer } from './lib/server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4310);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const server = await startServer(PORT, 'bench');
const rows = [];
let places;
try {
  // Pages, then the simulator's API: the server's own time for a lookup (bundled samples, no network).
  const apis = [
    { site: 'diag-paris15', path: '/api/dpe/2429E1836524K' },
    { site: 'diag-paris15', path: '/api/dpe?numeros=2429E1836524K,2531T0258461P,2369E2047713B' },
    { site: 'diag-paris15', path: '/api/adresses?q=brest&limit=8' },
  ];
  const pages = [{ site: null, path: '/' }, ...readDemoPages().filter((p) => (p.status ?? 200) === 200), ...apis];
  for (const page of pages) {
    const host = page.site ? `${page.site}.localhost:${PORT}` : `localhost:${PORT}`;
    const result = await autocannon({ url: `http://127.0.0.1:${PORT}${page.path}`, headers: { host }, connections: 10, duration: DURATION });
    rows.push({
      page: `${page.site ?? 'directory'}${page.path}`,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  // The place search's own time per query over the whole country (target: p95 ≤ 5 ms).
  places = await benchPlaces(PORT);
} finally {
  server.kill();
}
console.table(rows);
console.log('Place search (GET /api/lieux), server time per query:');
console.table([places]);
fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync('reports/bench.json', JSON.stringify({ pages: rows, places }, null, 2));

// Listing search over 100,000 generated listings (SQLite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set).
spawnSync('npx', ['vite-node', 'bench/listing-search.ts'], { stdio: 'inherit' });

// Pure domain throughput (estimates per second), measured by Vitest's bench runner.
spawnSync('npx', ['vitest', 'bench', '--run', 'bench/', '--outputJson', 'reports/bench-domain.json'], { stdio: 'inherit' });
