// `npm run bench`: first, in one run, nginx serving a page's very HTML against vitrine with its render
// cache and without it (diag home and a service page), with the ratios and the cache hit ratio; then the
// throughput and latency of each demo page, the place search, the listing search and the domain.
// Loopback only, bounded in time. Prints tables; writes reports/bench.json. BENCH_ONLY=compare stops
// after the comparison. BENCH_BASELINE_DIR names another checkout, built (the code before issue 16, see
// the README): its uncached pages are measured in the same run, and the multiple printed. BENCH_ONLY=inbox
// runs only the back-office's lead inbox over 200,000 leads (bench/lead-inbox.ts); BENCH_ONLY=upserts only the
// 10,000 listing upserts through the CRM API (bench/listing-upserts.ts); BENCH_ONLY=import only the 5,000-line
// Poliris import (bench/listing-import.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { startBareNode } from './lib/bare-node.mjs';
import { benchPlaces } from './lib/bench-places.mjs';
import { getBytes } from './lib/http-get.mjs';
import { NGINX, startNginx } from './lib/nginx.mjs';
import { readDemoPages, startServer } from './lib/server.mjs';

if (process.env.BENCH_ONLY === 'upserts') {
  const run = spawnSync('npx', ['vite-node', 'bench/listing-upserts.ts'], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

if (process.env.BENCH_ONLY === 'import') {
  const run = spawnSync('npx', ['vite-node', 'bench/listing-import.ts'], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

if (process.env.BENCH_ONLY === 'inbox') {
  const run = spawnSync('npx', ['vite-node', 'bench/lead-inbox.ts'], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const PORT = Number(process.env.BENCH_PORT ?? 4310);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? PORT + 5);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? PORT + 6);
const UNCACHED_PORT = Number(process.env.BENCH_UNCACHED_PORT ?? PORT + 1);
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? PORT + 2);
const BASELINE_DIR = process.env.BENCH_BASELINE_DIR;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 4);
// Unmeasured load on each vitrine server and page first: V8 optimises a render's code over the first
// tens of seconds under load, and a cold process measured 3.4 or 4.9 ms per home from run to run.
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
const COMPARED = [
  { name: 'diag home', site: 'diag-paris15', path: '/' },
  { name: 'diag service page', site: 'diag-paris15', path: '/prestations/audit-energetique' },
];

const load = (port, page, duration = DURATION) =>
  autocannon({ url: `http://127.0.0.1:${port}${page.path}`, headers: page.site ? { host: `${page.site}.localhost:${port}` } : {}, connections: 10, duration });

/** The page as vitrine sends it (Host names the site). */
const fetchHtml = (port, page) => getBytes(port, page.path, { host: `${page.site}.localhost:${port}` });

/** Stops a server and waits until its port is free for the next one. */
const stop = (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill())));

const json = async (port, path) => JSON.parse((await getBytes(port, path)).toString('utf8'));

// 1. Every server started at once (an idle one costs nothing), then loaded one at a time, in turns:
// ROUNDS rounds of the four, and the median of each. A machine whose load drifts during the run
// (other processes) moves every server's figures alike, so the ratios hold.
const measured = COMPARED.map((page) => ({ ...page, html: null, nginx: null, bare: null, cached: null, uncached: null, baseline: null, bytes: 0 }));
/** CPU time a process has used, in ms (Linux /proc; null elsewhere): per request, it holds on a busy machine. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}
/** Loads one server and returns its req/s and, when its process is known, its CPU µs per request. */
async function measure(run, pid) {
  const before = pid ? cpuMs(pid) : null;
  const result = await run();
  const after = pid ? cpuMs(pid) : null;
  // Error answers are small and fast: a run that got any measured the wrong thing.
  if (result.non2xx || result.errors) throw new Error(`${result.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, cpuUs: before !== null && after !== null && result.requests.total ? ((after - before) * 1000) / result.requests.total : null };
}
const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};
const running = [];
let hitRatio = null;
try {
  const uncachedServer = await startServer(UNCACHED_PORT, 'bench-uncached', { RENDER_CACHE_MB: '0' });
  running.push(() => stop(uncachedServer));
  const cachedServer = await startServer(PORT, 'bench');
  running.push(() => stop(cachedServer));
  // Started as its own `npm start` did (no flags then); it had no render cache.
  const baselineServer = BASELINE_DIR ? await startServer(BASELINE_PORT, 'bench-baseline', {}, { directory: BASELINE_DIR, nodeArgs: [] }) : null;
  if (baselineServer) running.push(() => stop(baselineServer));
  for (const m of measured) {
    m.html = await fetchHtml(PORT, m);
    m.bytes = m.html.length;
  }
  const files = Object.fromEntries(measured.map((m) => [m.path, m.html]));
  const nginx = await startNginx(NGINX_PORT, files);
  if (nginx) running.push(() => nginx.stop());
  else console.log(`nginx is not installed (${NGINX}): the comparison shows vitrine alone.`);
  // The ceiling of one Node process: the same bytes from memory through bare node:http.
  const bare = await startBareNode(BARE_PORT, files);
  running.push(() => bare.stop());
  const targets = [
    ['uncached', (m) => load(UNCACHED_PORT, m), uncachedServer.pid],
    ['cached', (m) => load(PORT, m), cachedServer.pid],
    ['baseline', baselineServer ? (m) => load(BASELINE_PORT, m) : null, baselineServer?.pid],
    ['nginx', nginx ? (m) => load(NGINX_PORT, { path: m.path }) : null, null],
    ['bare', (m) => load(BARE_PORT, { path: m.path }), bare.pid],
  ];
  const vitrinePorts = baselineServer ? [UNCACHED_PORT, PORT, BASELINE_PORT] : [UNCACHED_PORT, PORT];
  if (WARMUP > 0) for (const m of measured) for (const port of vitrinePorts) await load(port, m, WARMUP);
  const samples = new Map();
  for (let round = 0; round < ROUNDS; round++) {
    for (const m of measured) {
      for (const [name, run, pid] of targets) {
        if (!run) continue;
        const key = `${m.path} ${name}`;
        samples.set(key, [...(samples.get(key) ?? []), await measure(() => run(m), pid)]);
      }
    }
  }
  for (const m of measured) {
    for (const [name] of targets) {
      const taken = samples.get(`${m.path} ${name}`) ?? [];
      m[name] = median(taken.map((t) => t.rps));
      m[`${name}Cpu`] = median(taken.map((t) => t.cpuUs));
    }
  }
  hitRatio = await json(PORT, '/__vitrine/render-cache');
} finally {
  for (const stopIt of running.reverse()) await stopIt();
}
const ratio = (a, b) => (a && b ? `${((100 * a) / b).toFixed(1)} %` : '—');
const comparison = measured.map((m) => ({
  page: `${m.name} (${Math.round(m.bytes / 1024)} KB)`,
  'nginx req/s': m.nginx ? Math.round(m.nginx) : '—',
  'bare node req/s': Math.round(m.bare),
  'cached req/s': Math.round(m.cached),
  'uncached req/s': Math.round(m.uncached),
  'cached / nginx': ratio(m.cached, m.nginx),
  'uncached / nginx': ratio(m.uncached, m.nginx),
  'cached / bare node': ratio(m.cached, m.bare),
  'cached / uncached': m.uncached ? `${(m.cached / m.uncached).toFixed(1)}×` : '—',
  ...(BASELINE_DIR ? { 'before req/s': Math.round(m.baseline), 'uncached / before': `${(m.uncached / m.baseline).toFixed(2)}×` } : {}),
}));
// CPU per request of each Node process: what a request costs, whatever else the machine runs.
const cpu = measured.map((m) => ({
  page: m.name,
  'bare node µs/req': m.bareCpu === null ? '—' : Math.round(m.bareCpu),
  'cached µs/req': m.cachedCpu === null ? '—' : Math.round(m.cachedCpu),
  'uncached µs/req': m.uncachedCpu === null ? '—' : Math.round(m.uncachedCpu),
  ...(BASELINE_DIR ? { 'before µs/req': m.baselineCpu === null ? '—' : Math.round(m.baselineCpu) } : {}),
}));
console.log(`Same HTML, 10 connections, one server loaded at a time, ${DURATION} s each, median of ${ROUNDS} rounds, after ${WARMUP} s of unmeasured load per vitrine server and page (nginx: 1 worker; vitrine and bare node:http: 1 Node process each):`);
console.table(comparison);
console.log('CPU time per request (median of the rounds):');
console.table(cpu);
console.log(`Render cache during the cached runs: ${hitRatio.hits} hits, ${hitRatio.misses} misses, hit ratio ${(100 * hitRatio.hitRatio).toFixed(2)} %, ${hitRatio.entries} pages, ${Math.round(hitRatio.bytes / 1024)} KB.`);
console.log('Goals (issue 16): cached home ≥ 25 % of nginx; uncached home ≥ 3× the 87–112 req/s measured before the work.');
if (BASELINE_DIR) console.log(`Uncached home in this run: ${(measured[0].uncached / measured[0].baseline).toFixed(2)}× the throughput of the code before the work (${BASELINE_DIR}).`);
else console.log('The code before the work is not measured (BENCH_BASELINE_DIR unset; see the README).');
fs.mkdirSync('reports', { recursive: true });
const report = { comparison, cpu, renderCache: hitRatio };
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

  // The back-office's lead inbox over 200,000 leads across 1,000 sites (same databases).
  spawnSync('npx', ['vite-node', 'bench/lead-inbox.ts'], { stdio: 'inherit' });

  // 10,000 listing upserts through the CRM API on SQLite, compliance gate on (issue 34: ≤ 60 s).
  spawnSync('npx', ['vite-node', 'bench/listing-upserts.ts'], { stdio: 'inherit' });

  // A 5,000-line Poliris import (dry run, import, same file again) on SQLite and PostgreSQL (issue 32: ≤ 60 s).
  spawnSync('npx', ['vite-node', 'bench/listing-import.ts'], { stdio: 'inherit' });

  // Pure domain throughput (estimates per second), measured by Vitest's bench runner.
  spawnSync('npx', ['vitest', 'bench', '--run', 'bench/', '--outputJson', 'reports/bench-domain.json'], { stdio: 'inherit' });
}
