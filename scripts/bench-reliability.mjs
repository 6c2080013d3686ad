// `node scripts/bench-reliability.mjs`: measures issue 18's "Done means" figures against the built
// server on 127.0.0.1 only, with local fakes (a stalling SMTP server, a slow webhook, a stalled ADEME).
// Stops by itself (hard limit 6 minutes); prints the figures and writes reports/reliability.json.
// Ports 5243-5249. PostgreSQL figures need TEST_DATABASE_URL (a throw-away schema is used).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { readDemoPages } from './lib/server.mjs';

const HARD_LIMIT_MS = 6 * 60_000;
const children = new Set();
const closers = [];
const stopAll = () => {
  for (const child of children) child.kill('SIGKILL');
  for (const close of closers) close();
};
process.on('uncaughtException', (error) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
setTimeout(() => {
  console.error('bench-reliability: hard time limit reached, stopping.');
  stopAll();
  process.exit(2);
}, HARD_LIMIT_MS).unref();

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const figures = {};
const say = (key, value) => {
  figures[key] = value;
  console.log(`${key}: ${typeof value === 'object' ? JSON.stringify(value) : value}`);
};

/** A raw request to 127.0.0.1 with any Host header. */
function request(port, { method = 'GET', path = '/', headers = {}, body, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, setHost: false, agent: false, timeout: timeoutMs }, (res) => {
      let text = '';
      res.on('data', (c) => (text += text.length < 2000 ? c.toString('utf8') : ''));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: text, ms: performance.now() - started }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, error: error.message, ms: performance.now() - started }));
    if (typeof body === 'function') body(req);
    else req.end(body);
  });
}

async function startServer(port, name, env = {}) {
  for (const f of fs.readdirSync('data', { withFileTypes: true }).filter((e) => e.name.startsWith(`${name}.sqlite`))) fs.rmSync(`data/${f.name}`);
  const child = spawn('node', ['server.mjs'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `file:data/${name}.sqlite`, ADEME_API_URL: 'offline', BAN_API_URL: 'offline', LOG_LEVEL: 'error', CACHE_DIR: `data/${name}-cache`, ...env },
    stdio: ['ignore', 'ignore', 'ignore'], // the figures only; the server's own logs would drown them
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  for (let i = 0; i < 150; i++) {
    const r = await request(port, { headers: { host: `localhost:${port}` }, timeoutMs: 2000 });
    if (r.status === 200) return child;
    await sleep(200);
  }
  throw new Error(`server ${name} did not start`);
}

function rssMb(pid) {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
}

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

/** A webhook receiver that answers after `delayMs`, counting calls per lead id. */
async function webhookReceiver(delayMs = 0) {
  const calls = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () =>
      setTimeout(() => {
        try {
          calls.push({ id: JSON.parse(body).id, at: performance.now() });
        } catch {
          // not a lead
        }
        res.writeHead(204).end();
      }, delayMs),
    );
  });
  const port = await listen(server);
  closers.push(() => server.close());
  return { url: `http://127.0.0.1:${port}/leads`, calls };
}

/** An SMTP server that reads the message after DATA and, while stalled, never answers. */
async function stallingSmtp() {
  const state = { stalled: true, mails: [] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      const stallThis = state.stalled;
      stream.on('data', () => undefined);
      stream.on('end', () => {
        if (stallThis) return;
        state.mails.push(performance.now());
        callback();
      });
    },
  });
  const port = await listen(server.server ?? server);
  closers.push(() => server.close());
  return { url: `smtp://127.0.0.1:${port}`, state };
}

const lead = (n) => JSON.stringify({ name: `Bench ${n}`, email: `bench${n}@example.fr`, message: `Mesure ${n}` });
const postLead = (port, n, extra = {}) =>
  request(port, { method: 'POST', path: '/api/contact/', headers: { host: `diag-paris15.localhost:${port}`, 'content-type': 'application/json', ...extra }, body: lead(n) });

async function until(condition, limitMs) {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (condition()) return Math.round(performance.now() - started);
    await sleep(50);
  }
  return null;
}

// 1. A stalled SMTP server: webhooks go through, e-mails follow once it recovers.
{
  const smtp = await stallingSmtp();
  const hook = await webhookReceiver();
  const port = 5243;
  await startServer(port, 'bench-smtp', { SMTP_URL: smtp.url, LEAD_WEBHOOK_URL: hook.url, OUTBOX_INTERVAL_MS: '500', OUTBOX_BASE_DELAY_MS: '1000', RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_PER_RANGE: '100000' });
  const started = performance.now();
  for (let n = 0; n < 10; n++) await postLead(port, n);
  const webhooksMs = await until(() => hook.calls.length >= 10, 60_000);
  say('stalled SMTP: 10 webhooks delivered after (ms)', webhooksMs ?? 'not within 60 s');
  say('stalled SMTP: e-mails delivered while stalled', smtp.state.mails.length);
  smtp.state.stalled = false;
  const recovered = performance.now();
  const mailsMs = await until(() => smtp.state.mails.length >= 10, 90_000);
  say('stalled SMTP: 10 e-mails delivered after recovery (ms)', mailsMs ?? `${smtp.state.mails.length} of 10 within 90 s`);
  say('stalled SMTP: total from first post (ms)', Math.round(performance.now() - started));
  void recovered;
  for (const child of [...children]) child.kill('SIGTERM');
}

// 2. Two instances on one PostgreSQL database, 20 leads, a slow webhook (2 s a call).
if (process.env.TEST_DATABASE_URL) {
  const schema = 'bench_reliability';
  const base = process.env.TEST_DATABASE_URL;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const hook = await webhookReceiver(2000);
  const env = { DATABASE_URL: url.toString(), LEAD_WEBHOOK_URL: hook.url, OUTBOX_INTERVAL_MS: '300', OUTBOX_BASE_DELAY_MS: '1000', RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_PER_RANGE: '100000' };
  const one = 5244;
  await startServer(one, 'bench-pg-1', env);
  await startServer(5245, 'bench-pg-2', env);
  for (let n = 0; n < 20; n++) await postLead(one, n);
  await until(() => new Set(hook.calls.map((c) => c.id)).size >= 20, 60_000);
  await sleep(5000); // any second delivery would arrive in this time
  const ids = hook.calls.map((c) => c.id);
  say('two instances on PostgreSQL, 20 leads, slow webhook: calls received', ids.length);
  say('two instances on PostgreSQL: distinct leads delivered', new Set(ids).size);
  for (const child of [...children]) child.kill('SIGTERM');
  await sleep(1500);
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
} else {
  say('two instances on PostgreSQL', 'not measured (TEST_DATABASE_URL not set)');
}

// 3. A fully stalled ADEME.
{
  const stalled = http.createServer(() => undefined); // accepts, never answers
  const ademePort = await listen(stalled);
  closers.push(() => {
    stalled.closeAllConnections();
    stalled.close();
  });
  const port = 5246;
  await startServer(port, 'bench-ademe', { ADEME_API_URL: `http://127.0.0.1:${ademePort}/data-fair/api/v1` });
  const host = `diag-paris15.localhost:${port}`;
  const one = await request(port, { path: '/api/dpe/2429E1836524K', headers: { host } });
  say('stalled ADEME: /api/dpe/{numero}', { status: one.status, ms: Math.round(one.ms), message: JSON.parse(one.body || '{}').message });
  const twenty = Array.from({ length: 20 }, (_, i) => `2429E18365${String(i).padStart(2, '0')}K`).join(',');
  const page = await request(port, { path: `/api/dpe?numeros=${twenty}`, headers: { host } });
  say('stalled ADEME: /api/dpe with 20 numbers', { status: page.status, ms: Math.round(page.ms), unchecked: JSON.parse(page.body || '{}').unchecked?.length });
  const html = await request(port, { path: `/dpe-2026-simulateur?numero=${twenty.replace(/E18365/g, 'E28365')}`, headers: { host } });
  say('stalled ADEME: simulator page with 20 numbers', { status: html.status, ms: Math.round(html.ms) });
  for (const child of [...children]) child.kill('SIGTERM');
}

// 4-9 on one server with the default limits (rate limit figures) and one with high limits (fuzz, memory).
{
  const port = 5247;
  const child = await startServer(port, 'bench-input', { RATE_LIMIT_PER_IP: '1000000', RATE_LIMIT_PER_RANGE: '1000000' });
  const host = `diag-paris15.localhost:${port}`;

  // Chunked 20 MB form post.
  const countLeads = () => {
    const out = spawnSyncCount('data/bench-input.sqlite');
    return out;
  };
  const before = countLeads();
  const chunk = Buffer.alloc(64 * 1024, 'a');
  const chunked = await request(port, {
    method: 'POST',
    path: '/api/contact/',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
    body: (req) => {
      req.write('name=a&email=a%40b.fr&message=');
      let sent = 0;
      const pump = () => {
        while (sent < 20 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return req.once('drain', pump);
        }
        req.end();
      };
      pump();
    },
  });
  say('chunked 20 MB form post', { status: chunked.status, leadsStored: countLeads() - before });

  // RSS under 20 concurrent 50 MB posts.
  await sleep(1000);
  const idle = rssMb(child.pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid))), 50);
  const big = Buffer.alloc(1024 * 1024, 'a');
  const posts = Array.from({ length: 20 }, () =>
    request(port, {
      method: 'POST',
      path: '/api/contact/',
      headers: { host, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      timeoutMs: 120_000,
      body: (req) => {
        let sent = 0;
        const pump = () => {
          while (sent < 50) {
            sent += 1;
            if (!req.write(big)) return req.once('drain', pump);
          }
          req.end();
        };
        pump();
      },
    }),
  );
  const results = await Promise.all(posts);
  clearInterval(sampler);
  say('20 concurrent 50 MB posts', { idleRssMb: idle, peakRssMb: peak, growthMb: peak - idle, statuses: [...new Set(results.map((r) => r.status))] });

  // Host with an invalid port.
  const badHost = await request(port, { headers: { host: 'x:99999' } });
  say('Host x:99999', badHost.status);

  // Foreign Origin, in four shapes.
  const foreign = [];
  for (const [type, body] of [
    ['application/x-www-form-urlencoded', 'name=Eve&email=eve%40example.fr&message=x'],
    ['text/plain', '{"name":"Eve","email":"eve@example.fr","message":"x"}'],
    ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nEve\r\n--b--\r\n'],
    ['application/json', '{"type":"devis"}'],
  ]) {
    const path = type === 'application/json' ? '/api/devis' : '/api/contact/';
    foreign.push((await request(port, { method: 'POST', path, headers: { host, origin: 'https://evil.example', 'content-type': type }, body })).status);
  }
  say('posts with Origin: https://evil.example', foreign);

  // Bounded fuzz over every route.
  const routes = ['/', '/contact', '/actualites', '/dpe-2026-simulateur', '/devis', '/api/contact/', '/api/cms-websites/contact', '/api/expertimo/contact', '/api/expertimo/lead', '/api/client-errors', '/api/adresses', '/api/devis', '/api/dpe', '/api/dpe/2429E1836524K', '/api/cms-websites/activ-simulateur-track', '/api/inconnu', '/img/w=320,h=320,fit=cover,f=auto,q=75/avatars/claire.svg', '/favicon.ico', '/documents/tableau-des-diagnostics.pdf', '/robots.txt', '/sitemap.xml', '/logos/certibat.svg', '/assets/x.js', ...readDemoPages().map((p) => p.path)];
  const sites = ['diag-paris15', 'diag-annecy', 'reseau', 'sevran', 'recrutement', 'inconnu'];
  const junk = ['', '%', '%00', '%E0%A4%A', '..%2f..%2fetc%2fpasswd', '<script>alert(1)</script>', '\u0000', 'é'.repeat(300), '?numero=' + 'A'.repeat(700), '?q=' + '%ff'.repeat(50), '?numeros=' + ',,,'.repeat(40)];
  const bodies = ['', '{', '{"payload":' + '['.repeat(3000) + ']'.repeat(3000) + '}', '{"name":"\u0000","email":"a@b.fr","message":"x\u0000"}', 'a=%zz&b', JSON.stringify({ type: 'devis', payload: 'x'.repeat(70_000) }), '[]', 'null', '{"site":{"$ne":1}}'];
  const hosts = (p, site) => [`${site}.localhost:${p}`, `${site}.localhost`, 'x:99999', 'a b', '', `${site}.localhost:${p}`];
  let seed = 18;
  const random = (n) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const statusCounts = {};
  const fivexx = [];
  const N = 10_000;
  let next = 0;
  const worker = async () => {
    while (next < N) {
      next += 1;
      const route = routes[random(routes.length)];
      const site = sites[random(sites.length)];
      const method = ['GET', 'POST', 'POST', 'PUT', 'HEAD', 'OPTIONS'][random(6)];
      const path = route + junk[random(junk.length)];
      const hostList = hosts(port, site);
      const headers = { host: hostList[random(hostList.length)], 'content-type': ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=z', 'text/plain'][random(4)] };
      if (random(4) === 0) headers.origin = ['https://evil.example', 'null', `http://${site}.localhost:${port}`][random(3)];
      if (random(5) === 0) headers['idempotency-key'] = 'k '.repeat(random(200));
      if (!headers.host) delete headers.host;
      const body = method === 'POST' || method === 'PUT' ? bodies[random(bodies.length)] : undefined;
      let safePath = path;
      try {
        safePath = path.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c));
      } catch {
        safePath = route;
      }
      const r = await request(port, { method, path: safePath, headers, body, timeoutMs: 20_000 });
      statusCounts[r.status] = (statusCounts[r.status] ?? 0) + 1;
      if (r.status >= 500 || r.status === 0) fivexx.push(`${r.status} ${method} ${safePath.slice(0, 80)} host=${headers.host}`);
    }
  };
  const fuzzStarted = performance.now();
  await Promise.all(Array.from({ length: 16 }, worker));
  say('fuzz: requests', N);
  say('fuzz: statuses', statusCounts);
  say('fuzz: 5xx or no answer', fivexx.length);
  if (fivexx.length) say('fuzz: first failures', fivexx.slice(0, 10));
  say('fuzz: seconds', Math.round((performance.now() - fuzzStarted) / 1000));
  child.kill('SIGTERM');
}

// 1,000 leads from one IP against the default limits.
{
  const port = 5248;
  await startServer(port, 'bench-limits');
  const started = performance.now();
  const statuses = {};
  let retryAfter = null;
  let next = 0;
  const worker = async () => {
    while (next < 1000) {
      next += 1;
      const r = await postLead(port, next);
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      if (r.status === 429) retryAfter ??= r.headers['retry-after'];
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  say('1,000 leads from one IP (default limits)', { statuses, seconds: Number(((performance.now() - started) / 1000).toFixed(1)), retryAfter });
}

function spawnSyncCount(file) {
  // Read through a short-lived child so this script holds no SQLite handle on the server's file.
  const out = spawnSyncNode(`const D=require('better-sqlite3');const d=new D(${JSON.stringify(file)},{readonly:true});console.log(d.prepare('select count(*) n from leads').get().n)`);
  return Number(out.trim());
}

function spawnSyncNode(code) {
  return execFileSync('node', ['-e', code], { encoding: 'utf8' });
}

fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync('reports/reliability.json', JSON.stringify(figures, null, 2));
stopAll();
process.exit(0);
