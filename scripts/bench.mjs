// `npm run bench`: first, in one run, nginx serving a page's very HTML against vitrine with its render
// cache and without it (diag home and a service page), with the ratios and the cache hit ratio; then the
// throughput and latency of each demo page, the place search, the listing search and the domain.
// Loopback only, bounded in time. Prints tables; writes reports/bench.json. BENCH_ONLY=compare stops
// after the comparison.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import { benchPlaces } from './lib/bench-places.mjs';
import { NGINX, startNginx } from './lib/nginx.mjs';
import { readDemoPages, startServer } from './lib/server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4310);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? PORT + 5);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const COMPARED = [
  { name: 'diag home', site: 'diag-paris15', path: '/' },
  { name: 'diag service page', site: 'diag-paris15', path: '/prestations/audit-energetique' },
];

const load = (port, page) =>
  autocannon({ url: `http://127.0.0.1:${port}${page.path}`, headers: page.site ? { host: `${page.site}.localhost:${port}` } : {}, connections: 10, duration: DURATION });

/** The page as vitrine sends it (Host names the site; fetch() cannot set Host). */
function fetchHtml(port, page) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: page.path, headers: { host: `${page.site}.localhost:${port}` } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
}

/** Stops a server and waits until its port is free for the next one. */
const stop = (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill())));

const json = (port, path) =>
  new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve(JSON.parse(text)));
    }).on('error', reject);
  });

// 1. One server at a time, so that each has the machine's cores to itself as nginx does.
const measured = COMPARED.map((page) => ({ ...page, html: null, nginx: null, cached: null, uncached: null, bytes: 0 }));
const uncachedServer = await startServer(PORT, 'bench', { RENDER_CACHE_MB: '0' });
try {
  for (const m of measured) {
    m.html = await fetchHtml(PORT, m);
    m.bytes = m.html.length;
    m.uncached = (await load(PORT, m)).requests.average;
  }
} finally {
  await stop(uncachedServer);
}
let hitRatio = null;
const cachedServer = await startServer(PORT, 'bench');
try {
  for (const m of measured) m.cached = (await load(PORT, m)).requests.average;
  hitRatio = await json(PORT, '/__vitrine/render-cache');
} finally {
  await stop(cachedServer);
}
const nginx = await startNginx(NGINX_PORT, Object.fromEntries(measured.map((m) => [m.path, m.html])));
if (nginx) {
  try {
    for (const m of measured) m.nginx = (await load(NGINX_PORT, { path: m.path })).requests.average;
  } finally {
    nginx.stop();
  }
} else {
  console.log(`nginx is not installed (${NGINX}): the comparison shows vitrine alone.`);
}
const ratio = (a, b) => (a && b ? `${((100 * a) / b).toFixed(1)} %` : '—');
const comparison = measured.map((m) => ({
  page: `${m.name} (${Math.round(m.bytes / 1024)} KB)`,
  'nginx req/s': m.nginx ? Math.round(m.nginx) : '—',
  'cached req/s': Math.round(m.cached),
  'uncached req/s': Math.round(m.uncached),
  'cached / nginx': ratio(m.cached, m.nginx),
  'uncached / nginx': ratio(m.uncached, m.nginx),
  'cached / uncached': `${(m.cached / m.uncached).toFixed(1)}×`,
}));
console.log(`Same HTML, 10 connections, ${DURATION} s each, one server at a time (nginx: 1 worker; vitrine: 1 Node process):`);
console.table(comparison);
console.log(`Render cache during the cached runs: ${hitRatio.hits} hits, ${hitRatio.misses} misses, hit ratio ${(100 * hitRatio.hitRatio).toFixed(2)} %, ${hitRatio.entries} pages, ${Math.round(hitRatio.bytes / 1024)} KB.`);
console.log('Goals (issue 16): cached home ≥ 25 % of nginx; uncached home ≥ 3× the 87–112 req/s measured before the work.');
fs.mkdirSync('reports', { recursive: true });
const report = { comparison, renderCache: hitRatio };
fs.writeFileSync('reports/bench.json', JSON.stringify(report, null, 2));

if (process.env.BENCH_ONLY !== 'compare') {
  // 2. Every demo page and the simulator's API, through the render cache as a visitor meets them.
  const server = await startServer(PORT, 'bench');
  const rows = [];
  let places;
  try {
    const apis = [
      { site: 'diag-paris15', path: '/api/dpe/2429E1836524K' },
      { site: 'diag-paris15', path: '/api/dpe?numeros=2429E1836524K,2531T0258461P,2369E2047713B' },
      { site: 'diag-paris15', path: '/api/adresses?q=brest&limit=8' },
    ];
    const pages = [{ site: null, path: '/' }, ...readDemoPages().filter((p) => (p.status ?? 200) === 200), ...apis];
    for (const page of pages) {
      const result = await load(PORT, page.site ? page : { ...page, site: null });
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
    await stop(server);
  }
  console.table(rows);
  console.log('Place search (GET /api/lieux), server time per query:');
  console.table([places]);
  fs.writeFileSync('reports/bench.json', JSON.stringify({ ...report, pages: rows, places }, null, 2));

  // Listing search over 100,000 generated listings (SQLite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set).
  spawnSync('npx', ['vite-node', 'bench/listing-search.ts'], { stdio: 'inherit' });

  // Pure domain throughput (estimates per second), measured by Vitest's bench runner.
  spawnSync('npx', ['vitest', 'bench', '--run', 'bench/', '--outputJson', 'reports/bench-domain.json'], { stdio: 'inherit' });
}
