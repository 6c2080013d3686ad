// Navigation snapshot: the <header>, <nav> and <footer> markup of every demo page
// (e2e/demo-pages.json) in French and English, and each site's /plan-du-site <main>, fetched from a
// running server. Used as a safety net when navigation code changes: take one before, one after, diff.
// Usage: node scripts/nav-snapshot.mjs <port> <out.txt>
import http from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';

const [port, out] = process.argv.slice(2);
if (!port || !out) throw new Error('usage: node scripts/nav-snapshot.mjs <port> <out.txt>');
const demo = JSON.parse(readFileSync(new URL('../e2e/demo-pages.json', import.meta.url), 'utf8'));
const sites = [...new Set(demo.pages.map((p) => p.site))];
const targets = [...demo.pages.map((p) => [p.site, p.path]), ...sites.map((s) => [s, '/plan-du-site'])];

function get(site, path) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers: { Host: `${site}.localhost`, 'Accept-Language': 'fr' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode, location: res.headers.location, body }));
    });
    req.on('error', reject);
  });
}

const pick = (html, tag) => [...html.matchAll(new RegExp(`<${tag}\\b[\\s\\S]*?</${tag}>`, 'g'))].map((m) => m[0]);
const clean = (s) => s.replace(/ nonce="[^"]*"/g, '').replace(/><(?!\/)/g, '>\n<');

const lines = [];
const seen = new Set();
for (const [site, path] of targets) {
  for (const p of [path, `/en${path === '/' ? '' : path}`]) {
    const key = `${site} ${p}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const { status, location, body } = await get(site, p);
    lines.push(`=== ${key} ${status}${location ? ` -> ${location}` : ''}`);
    for (const tag of ['header', 'nav', 'footer']) for (const part of pick(body, tag)) lines.push(`--- ${tag}`, clean(part));
    if (path === '/plan-du-site') for (const part of pick(body, 'main')) lines.push('--- main', clean(part));
  }
}
writeFileSync(out, lines.join('\n') + '\n');
console.log(`${seen.size} pages → ${out}`);
