import fs from 'node:fs';
import { createHash } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../server/db/database.server';
import { migrateToLatest } from '../server/db/migrate.server';
import { createEdge } from '../server/http/edge.server';
import { securityHeaders } from '../server/http/security-headers.server';
import { createLogger } from '../server/log/logger.server';
import { createEarlyHits, renderCacheMiddleware } from '../server/render-cache/cache-middleware.server';
import { type RunningRenderCache, startRenderCache } from '../server/render-cache/start.server';
import { SitesRepository } from '../server/repositories/sites.server';
import { seedDemo } from '../server/seed/seed.server';
import { openTestDb, TEST_DATABASES, TEST_NETWORK_SEED, type TestDb } from './helpers/test-db';

/**
 * The render cache in front of a page renderer that reads the database as the real pages do (the
 * site's name and its newest post, the request's nonce in a script, the response's form key in a
 * lead form's field). The real React render behind the same cache is checked in Chromium (e2e).
 */
function instance(db: Db, pollMs = 50) {
  const sites = new SitesRepository(db);
  const cache: RunningRenderCache = startRenderCache({ db, sites, logger: createLogger('silent'), maxBytes: 8 * 1024 * 1024, pollMs });
  let renders = 0;
  let throughExpress = 0;
  const app = express();
  app.use((_req, _res, next) => {
    throughExpress++;
    next();
  });
  app.use(createEdge(() => securityHeaders({ hstsMaxAge: 31_536_000, development: false }), () => undefined));
  app.use(renderCacheMiddleware(() => cache.deps));
  app.use(async (req, res) => {
    renders++;
    const host = (req.get('host') ?? '').split('.')[0] ?? '';
    const site = await sites.byId(host);
    if (!site) return res.status(404).type('html').send('<p>Site inconnu</p>');
    if (req.path === '/cookie') res.append('Set-Cookie', 'suivi=1');
    const post = await db.selectFrom('posts').select('title').where('site_id', '=', site.id).orderBy('title').executeTakeFirst();
    const form = req.path === '/contact' ? `<form method="post"><input type="hidden" name="idempotencyKey" value="${res.locals.formKey}:contact"></form>` : '';
    res
      .type('html')
      .send(`<html><body><h1>${site.name}</h1><p>${post?.title ?? ''}</p>${form}<script nonce="${res.locals.nonce}">window.k=${JSON.stringify(res.locals.formKey)}</script><script nonce="${res.locals.nonce}">window.fixe=1</script></body></html>`);
  });
  // As server.mjs: the early listener answers hits, Express everything else.
  const early = createEarlyHits(() => cache.deps, app.request, () => undefined);
  const server = http.createServer((req, res) => {
    const answered = early(req, res);
    if (!answered) return app(req, res);
    void answered.then((served) => served || app(req, res));
  });
  return {
    renders: () => renders,
    throughExpress: () => throughExpress,
    stats: () => cache.deps.cache.stats(),
    async listen() {
      await cache.ready;
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as AddressInfo).port;
    },
    async close() {
      cache.stop();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

type Instance = ReturnType<typeof instance>;

/** fetch() cannot set Host: a plain HTTP request names the site. */
function request(port: number, site: string, pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ response: { status: number; headers: { get(name: string): string | null } }; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method, headers: { host: `${site}.localhost:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const get = (name: string) => {
          const value = res.headers[name.toLowerCase()];
          return value === undefined ? null : Array.isArray(value) ? value.join(', ') : String(value);
        };
        resolve({ response: { status: res.statusCode ?? 0, headers: { get } }, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const get = (port: number, site: string, pathname: string, headers: Record<string, string> = {}) => request(port, site, pathname, headers);

/** The answer's raw bytes and headers (to decode a content coding). */
function raw(port: number, site: string, pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method, headers: { host: `${site}.localhost:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The page with its per-answer values (nonce, form key) blanked: equal for every answer of one kept page. */
const withoutPerAnswer = (html: string) => html.replace(/ nonce="[^"]+"/g, '').replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'KEY');

const nonceOf = (body: string) => /nonce="([^"]+)"/.exec(body)?.[1];
const nonceOfHeader = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
/** The CSP source naming this inline script's text (what Chromium computes). */
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const scriptsOf = (body: string) => [...body.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
const scriptSrc = (csp: unknown) => String(csp).split(';').find((d) => d.startsWith('script-src')) ?? '';

/** Asks again until the page shows `expected` (the poll period is short; bounded, never timed). */
async function untilShown(port: number, site: string, pathname: string, expected: string): Promise<string> {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const { body } = await get(port, site, pathname);
    if (body.includes(expected)) return body;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${site}${pathname} never showed ${expected}`);
}

describe.each(TEST_DATABASES)('render cache on %s', (kind) => {
  let testDb: TestDb;
  let app: Instance;
  let port: number;

  beforeEach(async () => {
    testDb = await openTestDb(kind);
    app = instance(testDb.db);
    port = await app.listen();
  });
  afterEach(async () => {
    await app.close();
    await testDb.close();
  });

  it('serves the second visit from memory, its scripts allowed by their hashes, with a fresh form key', async () => {
    const first = await get(port, 'diag-paris15', '/contact');
    const second = await get(port, 'diag-paris15', '/contact');
    const third = await get(port, 'diag-paris15', '/contact');
    expect(first.response.headers.get('x-render-cache')).toBe('miss');
    expect(second.response.headers.get('x-render-cache')).toBe('hit');
    expect(app.renders()).toBe(1);
    // The render's nonce went out with it; a kept page carries none, in its bytes or its CSP.
    expect(nonceOf(first.body)).toBeTruthy();
    expect(nonceOfHeader(first.response.headers.get('content-security-policy'))).toBe(nonceOf(first.body));
    expect(nonceOf(second.body)).toBeUndefined();
    expect(second.response.headers.get('content-security-policy')).not.toContain("'nonce-");
    // Each inline script of the answer is named by its own hash: the fixed one and the one with this answer's key.
    for (const answer of [second, third]) {
      const csp = answer.response.headers.get('content-security-policy');
      const scripts = scriptsOf(answer.body);
      expect(scripts).toHaveLength(2);
      for (const script of scripts) expect(scriptSrc(csp)).toContain(hashOf(script));
    }
    expect(scriptSrc(third.response.headers.get('content-security-policy'))).not.toContain(hashOf(scriptsOf(second.body)[0] ?? ''));
    const key = (body: string) => /value="([^"]+):contact"/.exec(body)?.[1];
    expect(key(second.body)).toBeTruthy();
    expect(key(second.body)).not.toBe(key(first.body));
    expect(second.body).toContain(`window.k="${key(second.body)}"`);
    // A page with a lead form carries a key of its own: never kept by a shared cache.
    expect(second.response.headers.get('cache-control')).toBe('private, no-store');
    expect(second.response.headers.get('etag')).toBeNull();
    expect(app.stats()).toMatchObject({ hits: 2, misses: 1 });
  });

  it('answers a hit before Express, with the very security headers of the rendered answer', async () => {
    const miss = await raw(port, 'diag-paris15', '/');
    const hit = await raw(port, 'diag-paris15', '/');
    expect(miss.headers['x-render-cache']).toBe('miss');
    expect(hit.headers['x-render-cache']).toBe('hit');
    // The first request went through Express; the second never reached it.
    expect(app.throughExpress()).toBe(1);
    const security = ['strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection', 'content-type'];
    for (const name of security) {
      expect(miss.headers[name], name).toBeTruthy();
      expect(hit.headers[name], name).toBe(miss.headers[name]);
    }
    // The same policy, the render's nonce replaced by the hashes of the page's scripts.
    const [missCsp, hitCsp] = [String(miss.headers['content-security-policy']), String(hit.headers['content-security-policy'])];
    const others = (csp: string) => csp.split(';').filter((d) => !d.startsWith('script-src'));
    expect(others(hitCsp)).toEqual(others(missCsp));
    expect(others(hitCsp).length).toBeGreaterThan(5);
    const hashes = scriptsOf(miss.bytes.toString('utf8')).map(hashOf);
    expect(scriptSrc(hitCsp).replace(/ 'sha256-[^']+'/g, '')).toBe(scriptSrc(missCsp).replace(/ 'nonce-[^']+'/, ''));
    expect(scriptSrc(hitCsp)).toContain(hashes[1]);
    for (const name of ['cache-control', 'etag']) expect(hit.headers[name], name).toBe(miss.headers[name]);
    expect(hit.headers.vary).toContain('Cookie');
    expect(hit.headers.vary).toContain('Accept-Encoding');
  });

  it('gives a gzip client, a brotli-only client and a plain client bytes that decode to the same page', async () => {
    const miss = await raw(port, 'diag-paris15', '/contact');
    const page = withoutPerAnswer(miss.bytes.toString('utf8'));
    expect(page).toContain('<h1>');
    const gzip = await raw(port, 'diag-paris15', '/contact', { 'accept-encoding': 'gzip, deflate, br' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.bytes.length);
    const unzipped = zlib.gunzipSync(gzip.bytes).toString('utf8');
    expect(withoutPerAnswer(unzipped)).toBe(page);
    // The gzip answer's scripts (its fresh key included) are the ones its CSP names.
    for (const script of scriptsOf(unzipped)) expect(scriptSrc(gzip.headers['content-security-policy'])).toContain(hashOf(script));
    const brotliOnly = await raw(port, 'diag-paris15', '/contact', { 'accept-encoding': 'br' });
    expect(brotliOnly.headers['content-encoding']).toBeUndefined();
    expect(withoutPerAnswer(brotliOnly.bytes.toString('utf8'))).toBe(page);
    const refused = await raw(port, 'diag-paris15', '/contact', { 'accept-encoding': 'gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const plain = await raw(port, 'diag-paris15', '/contact');
    expect(plain.headers['x-render-cache']).toBe('hit');
    expect(withoutPerAnswer(plain.bytes.toString('utf8'))).toBe(page);
    expect(app.renders()).toBe(1);
  });

  it('answers HEAD of a kept page with its headers and no body', async () => {
    await get(port, 'diag-paris15', '/');
    const full = await raw(port, 'diag-paris15', '/');
    const head = await raw(port, 'diag-paris15', '/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['x-render-cache']).toBe('hit');
    expect(head.headers['content-length']).toBe(String(full.bytes.length));
    expect(head.bytes.length).toBe(0);
  });

  it('never answers early for a host the edge refuses or that serves no site', async () => {
    await get(port, 'diag-paris15', '/');
    const bad = await raw(port, 'diag-paris15', '/', { host: 'diag-paris15.localhost:99999' });
    expect(bad.status).toBe(400);
    const unknown = await raw(port, 'inconnu', '/');
    expect(unknown.headers['x-render-cache']).toBeUndefined();
    expect(unknown.status).toBe(404);
  });

  it('answers a matching If-None-Match with 304 and lets a shared cache keep the page briefly', async () => {
    await get(port, 'diag-paris15', '/');
    const { response } = await get(port, 'diag-paris15', '/');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(response.headers.get('vary')).toContain('Cookie');
    const revalidated = await get(port, 'diag-paris15', '/', { 'if-none-match': etag ?? '' });
    expect(revalidated.response.status).toBe(304);
    expect(revalidated.body).toBe('');
    // The browser's copy keeps the CSP it came with (its scripts carry that nonce).
    expect(revalidated.response.headers.get('content-security-policy')).toBeNull();
    const other = await get(port, 'diag-paris15', '/', { 'if-none-match': 'W/"autre"' });
    expect(other.response.status).toBe(200);
  });

  it('shows an edited site record at once on the same instance, and keeps the other sites cached', async () => {
    await get(port, 'diag-paris15', '/');
    await get(port, 'diag-brest', '/');
    await testDb.db.updateTable('sites').set({ name: 'Diag Paris 15 (nouveau nom)' }).where('id', '=', 'diag-paris15').execute();
    await untilShown(port, 'diag-paris15', '/', 'Diag Paris 15 (nouveau nom)');
    const brest = await get(port, 'diag-brest', '/');
    expect(brest.response.headers.get('x-render-cache')).toBe('hit');
  });

  it('shows a new post of the site once written', async () => {
    await get(port, 'diag-annecy', '/');
    const post = await testDb.db.selectFrom('posts').selectAll().where('site_id', '=', 'diag-annecy').executeTakeFirstOrThrow();
    await testDb.db.updateTable('posts').set({ title: '0 — Article modifié' }).where('id', '=', post.id).execute();
    await untilShown(port, 'diag-annecy', '/', '0 — Article modifié');
  });

  it('keeps nothing that is personal or not a plain page', async () => {
    const query = await get(port, 'diag-paris15', '/devis?souhait=vendre');
    expect(query.response.headers.get('cache-control')).toBe('private, no-store');
    await get(port, 'diag-paris15', '/devis?souhait=vendre');
    await get(port, 'diag-paris15', '/cookie');
    const cookie = await get(port, 'diag-paris15', '/cookie');
    expect(cookie.response.headers.get('x-render-cache')).toBe('miss');
    expect(cookie.response.headers.get('cache-control')).toBe('private, no-store');
    await get(port, 'inconnu', '/');
    const unknown = await get(port, 'inconnu', '/');
    expect(unknown.response.status).toBe(404);
    const posted = await request(port, 'diag-paris15', '/', {}, 'POST');
    expect(posted.response.headers.get('cache-control')).toBe('private, no-store');
    expect(app.stats().hits).toBe(0);
  });

  it('keeps one page per consent choice: the banner page is not shown to a visitor who answered', async () => {
    await get(port, 'diag-paris15', '/');
    const now = Math.floor(Date.now() / 1000);
    const decided = await get(port, 'diag-paris15', '/', { cookie: `vitrine_consentement=v1.d.${now}.` });
    expect(decided.response.headers.get('x-render-cache')).toBe('miss');
  });

  it('keeps one page per granted purpose even before the banner is answered (a placeholder grants one)', async () => {
    await get(port, 'diag-paris15', '/');
    const now = Math.floor(Date.now() / 1000);
    // The cookie a placeholder's 'Autoriser et afficher' sets without JavaScript: undecided, maps granted.
    const allowed = await get(port, 'diag-paris15', '/', { cookie: `vitrine_consentement=v1.u.${now}.maps` });
    expect(allowed.response.headers.get('x-render-cache')).toBe('miss');
    const again = await get(port, 'diag-paris15', '/', { cookie: `vitrine_consentement=v1.u.${now}.maps` });
    expect(again.response.headers.get('x-render-cache')).toBe('hit');
  });
});

describe.each(TEST_DATABASES)('two instances sharing one %s database', (kind) => {
  let dir: string | null = null;
  let shared: TestDb | null = null;
  let dbs: Db[] = [];
  let apps: Instance[] = [];

  beforeEach(async () => {
    if (kind === 'postgres') {
      shared = await openTestDb('postgres');
      dbs = [shared.db, createDatabase(shared.url as string).db];
    } else {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-cache-'));
      const file = `file:${path.join(dir, 'shared.sqlite')}`;
      const first = createDatabase(file).db;
      await migrateToLatest(first as never);
      await seedDemo(first, TEST_NETWORK_SEED);
      dbs = [first, createDatabase(file).db];
    }
    // The second instance polls slowly: the test waits for it, whatever the period.
    apps = [instance(dbs[0] as Db), instance(dbs[1] as Db, 200)];
  });
  afterEach(async () => {
    for (const a of apps) await a.close();
    if (shared) {
      await dbs[1]?.destroy();
      await shared.close();
    } else {
      for (const db of dbs) await db.destroy();
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    shared = null;
    dir = null;
  });

  it('the second instance drops its copy after a write through the first, and keeps the other sites', async () => {
    const [one, two] = [await apps[0]!.listen(), await apps[1]!.listen()];
    await get(two, 'diag-paris15', '/');
    await get(two, 'diag-brest', '/');
    expect((await get(two, 'diag-paris15', '/')).response.headers.get('x-render-cache')).toBe('hit');
    await dbs[0]!.updateTable('sites').set({ name: 'Diag Paris 15 (instance un)' }).where('id', '=', 'diag-paris15').execute();
    await untilShown(one, 'diag-paris15', '/', 'Diag Paris 15 (instance un)');
    await untilShown(two, 'diag-paris15', '/', 'Diag Paris 15 (instance un)');
    expect((await get(two, 'diag-brest', '/')).response.headers.get('x-render-cache')).toBe('hit');
  });
});
