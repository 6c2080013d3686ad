// Soak: one server, SOAK_REQUESTS mixed requests (a quarter of them malformed) over loopback, a few at a
// time; fails on any 5xx, or when the server's resident memory at the end is more than 10 % above the
// halfway figure (issue 37 item 5). RSS rises and falls with each major garbage collection, so both
// figures are the median of the samples around them (40–60 % and 90–100 % of the run, one every 1 %);
// the single samples are printed too. `npm run soak`; SOAK_REQUESTS, SOAK_CONCURRENCY, SOAK_PORT.
import http from 'node:http';
import fs from 'node:fs';
import { readDemoPages, startServer } from './lib/server.mjs';

const TOTAL = Number(process.env.SOAK_REQUESTS ?? 200_000);
// The machine is shared: a few requests in flight load the server fully without starving the others.
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 6);
const PORT = Number(process.env.SOAK_PORT ?? 4390);
const SAMPLES = 100;
const STEP = Math.max(1, Math.floor(TOTAL / SAMPLES));

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const pages = readDemoPages();

/** One request over loopback; resolves with the status (0: the connection failed or timed out). */
function send({ method = 'GET', path = '/', host = 'reseau.localhost', headers = {}, body }) {
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port: PORT, method, path, agent, setHost: false, headers: { host, ...headers }, timeout: 30_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

const json = { 'content-type': 'application/json' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const towns = ['sevran', 'paris', 'lyon', 'brest', 'annecy', 'marseille', 'lille', 'nantes', 'nice', 'rennes'];

/** Well-formed traffic: every demo page (with a bounded set of query variants, so caches see new keys, then old ones), the read APIs, and posts. */
function wellFormed(i) {
  const page = pages[i % pages.length];
  switch (i % 12) {
    case 0:
      return { path: `/recherche-bien?page=${(i % 20) + 1}&prixMax=${100_000 + (i % 7) * 50_000}` };
    case 1:
      return { path: `/api/lieux?q=${towns[i % towns.length].slice(0, 2 + (i % 5))}` };
    case 2:
      return { path: `/api/adresses?q=${encodeURIComponent(`${i % 200} rue de ${towns[i % towns.length]}`)}`, host: 'diag-paris15.localhost' };
    case 3:
      return { path: `/conseillers-immobiliers?cp=${93000 + (i % 50)}` };
    case 4:
      return { method: 'POST', path: '/api/contact/', host: 'diag-paris15.localhost', headers: json, body: JSON.stringify({ name: `Soak ${i}`, email: `soak${i}@example.fr`, message: 'Bonjour' }) };
    case 5:
      return { method: 'POST', path: '/api/consentement', headers: form, body: `choice=all&retour=${encodeURIComponent(`/acheter?x=${i}`)}` };
    case 6:
      return { path: '/api/expertimo/agences' };
    default:
      return { path: i % 3 ? page.path : `${page.path}${page.path.includes('?') ? '&' : '?'}utm_source=soak${i % 50}`, host: `${page.site}.localhost` };
  }
}

/** Malformed traffic: what the fuzzing of issues 18 and 37 sent. Each must be a 4xx (or a redirect), never a 5xx. */
function malformed(i) {
  switch (i % 14) {
    case 0:
      return { path: '/', host: 'x:99999' };
    case 1:
      return { path: `/%E0%A4%A${i % 10}` };
    case 2:
      return { method: 'POST', path: '/api/contact/', host: 'diag-paris15.localhost', headers: json, body: `{"name": "Léa", ${'"x":'.repeat(i % 50)}` };
    case 3:
      return { method: 'POST', path: '/api/consentement', headers: form, body: `choice=none&retour=/%0a/x${i}` };
    case 4:
      return { method: 'POST', path: '/api/bien-immobilier/contact', headers: form, body: `slug=nope&name=a&redirectTo=/%09/evil.example${i}` };
    case 5:
      return { method: 'POST', path: '/api/consentement', headers: form, body: `choice=all&pad=${'a'.repeat(8_000 + (i % 1000))}` };
    case 6:
      return { method: 'POST', path: '/api/contact/', host: 'diag-paris15.localhost', headers: json, body: JSON.stringify({ message: 'x'.repeat(70_000) }) };
    case 7:
      return { path: `/img/../../etc/passwd?w=${i % 5000}` };
    case 8:
      return { path: `/recherche-bien?page=-${i}&prixMin=abc&tri=${'z'.repeat(i % 300)}` };
    case 9:
      return { method: 'PUT', path: '/api/alertes', headers: json, body: '{}' };
    case 10:
      return { method: 'POST', path: '/contact', host: 'diag-paris15.localhost', headers: { 'content-type': 'multipart/form-data; boundary=zz' }, body: `--zz\r\nContent-Disposition: form-data; name="_formulaire"\r\n\r\ncontact${i}` };
    case 11:
      return { path: `/gestion-des-cookies?retour=${encodeURIComponent(`/\t/evil.example${i}`)}` };
    case 12:
      return { path: `/api/dpe/${'9'.repeat(60)}`, host: 'diag-paris15.localhost' };
    default:
      return { method: 'POST', path: `/api/alertes/desinscription?alerte=${i}&signature=bad`, headers: form, body: 'List-Unsubscribe=One-Click' };
  }
}

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const server = await startServer(PORT, 'soak', { LOG_LEVEL: 'silent' });
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', () => (stop(), process.exit(130)));
const statuses = new Map();
const fiveHundreds = [];
const rss = [];
let next = 0;
let done = 0;
const started = Date.now();

async function worker() {
  while (next < TOTAL) {
    const i = next++;
    // Every fourth request is malformed; each family counts its own requests, so every kind of each is sent.
    const n = Math.floor(i / 4);
    const spec = i % 4 === 3 ? malformed(n) : wellFormed(3 * n + (i % 4));
    const status = await send(spec);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status >= 500 && fiveHundreds.length < 20) fiveHundreds.push(`${status} ${spec.method ?? 'GET'} ${spec.host ?? 'reseau.localhost'}${spec.path.slice(0, 120)}`);
    done += 1;
    if (done % STEP === 0) {
      rss.push({ done, mb: rssMb(server.pid) });
      if (rss.length % 5 === 0) console.log(`${done.toLocaleString('en')} requests, ${Math.round((Date.now() - started) / 1000)} s, RSS ${rss.at(-1).mb.toFixed(0)} MB`);
    }
  }
}

try {
  console.log(`soak: ${TOTAL.toLocaleString('en')} requests, ${CONCURRENCY} at a time, a quarter malformed, server pid ${server.pid}, RSS at start ${rssMb(server.pid).toFixed(0)} MB`);
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
} finally {
  stop();
}

const median = (from, to) => {
  const values = rss.filter((s) => s.done > TOTAL * from && s.done <= TOTAL * to).map((s) => s.mb).sort((a, b) => a - b);
  return values.length ? values[Math.floor(values.length / 2)] : 0;
};
const atHalf = rss.find((s) => s.done >= TOTAL / 2);
const atEnd = rss.at(-1);
const half = median(0.4, 0.6);
const end = median(0.9, 1);
const growth = half ? (end - half) / half : 0;
const errors = [...statuses].filter(([s]) => s >= 500 || s === 0).reduce((n, [, c]) => n + c, 0);
console.log(`statuses: ${[...statuses].sort(([a], [b]) => a - b).map(([s, c]) => `${s}×${c}`).join(', ')}`);
console.log(`5xx or failed connections: ${errors}${fiveHundreds.length ? `\n  ${fiveHundreds.join('\n  ')}` : ''}`);
console.log(`RSS samples: at half ${atHalf?.mb.toFixed(0)} MB, at the end ${atEnd?.mb.toFixed(0)} MB, lowest ${Math.min(...rss.map((s) => s.mb)).toFixed(0)}, highest ${Math.max(...rss.map((s) => s.mb)).toFixed(0)}`);
console.log(`RSS medians: half (40–60 %) ${half.toFixed(0)} MB, end (90–100 %) ${end.toFixed(0)} MB (${(growth * 100).toFixed(1)} %), ${Math.round((Date.now() - started) / 1000)} s`);
const ok = errors === 0 && growth <= 0.1;
console.log(ok ? 'soak passed' : 'soak FAILED');
process.exit(ok ? 0 : 1);
