import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parisDay } from '../domain/analytics/page-view';
import { scopeOf } from '../domain/backoffice/grants';
import { answeredPage, pageViewMiddleware } from '../server/analytics/express-collector.server';
import { audienceStatistics } from '../server/analytics/statistics.server';
import { createEdge } from '../server/http/edge.server';
import { securityHeaders } from '../server/http/security-headers.server';
import { createLogger } from '../server/log/logger.server';
import { createEarlyHits, renderCacheMiddleware } from '../server/render-cache/cache-middleware.server';
import { type RunningRenderCache, startRenderCache } from '../server/render-cache/start.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { stopWorkers } from '../server/services.server';
import { openTestDb, TEST_DATABASES, type TestDb } from './helpers/test-db';
import { testServices } from './helpers/test-services';

/**
 * Issue 36 item 4's 'done means': page views counted exactly, render-cache hits included, with the
 * pieces server/app.ts and server.mjs mount, in their order (the edge, the counter's middleware, the
 * render cache's middleware, a page renderer; the early listener answering kept pages before Express,
 * and a second listener without it, as in development), on the services' own collector and counter.
 * The real React pages behind the same pieces are counted in Chromium (e2e/statistics.spec.ts).
 */
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CLIENT_ADDRESS = '203.0.113.77';

const SITES = ['sevran', 'reseau', 'diag-paris15'] as const;
/** '/?utm_source=…' has a query string: never kept, always rendered; the others are kept after their first render. */
const PATHS = ['/', '/annonces', '/contact', '/?utm_source=Newsletter'] as const;
const DEVICES = [
  [FIREFOX, 'desktop'],
  [IPHONE, 'mobile'],
  [IPAD, 'tablet'],
] as const;

interface Planned {
  site: string;
  url: string;
  ua: string;
  device: string;
  referer: string | null;
  early: boolean;
}

/** 10,000 page views: site, page, device, referrer and listener vary with i, so every combination occurs. */
function plan(count: number): Planned[] {
  return Array.from({ length: count }, (_, i) => {
    const [ua, device] = DEVICES[Math.floor(i / 3) % 3] as (typeof DEVICES)[number];
    return {
      site: SITES[i % 3] as string,
      url: PATHS[(i >> 1) % 4] as string,
      ua,
      device,
      referer: i % 5 === 0 ? 'https://www.google.com/search?q=maison' : i % 7 === 0 ? 'https://sevran.localhost/annonces' : null,
      early: i % 11 !== 0,
    };
  });
}

function instance(services: Services) {
  const cache: RunningRenderCache = startRenderCache({ db: services.db, sites: services.sites, logger: createLogger('silent'), maxBytes: 8 * 1024 * 1024, pollMs: 60_000 });
  const collector = services.analytics.collector;
  const app = express();
  app.use(createEdge(() => securityHeaders({ hstsMaxAge: 0, development: false }), () => undefined));
  app.use(pageViewMiddleware(() => collector));
  app.use(renderCacheMiddleware(() => cache.deps));
  app.use((req, res) => {
    if (req.path === '/introuvable') return res.status(404).type('html').send('<p>Introuvable</p>');
    const form = req.path === '/contact' ? `<form method="post"><input type="hidden" name="idempotencyKey" value="${res.locals.formKey}:contact"></form>` : '';
    res.type('html').send(`<html><body><h1>${req.path}</h1>${form}</body></html>`);
  });
  const early = createEarlyHits(() => cache.deps, app.request, () => undefined, () => false, (req, status, hasLeadForm) => collector.record(answeredPage(req, status, 'text/html', hasLeadForm)));
  const withEarly = http.createServer((req, res) => {
    const answered = early(req, res);
    if (!answered) return app(req, res);
    void answered.then((served) => served || app(req, res));
  });
  const expressOnly = http.createServer(app);
  return {
    cache,
    async listen(): Promise<[number, number]> {
      await cache.ready;
      await new Promise<void>((resolve) => withEarly.listen(0, '127.0.0.1', resolve));
      await new Promise<void>((resolve) => expressOnly.listen(0, '127.0.0.1', resolve));
      return [(withEarly.address() as AddressInfo).port, (expressOnly.address() as AddressInfo).port];
    },
    async close() {
      cache.stop();
      await Promise.all([withEarly, expressOnly].map((s) => new Promise((resolve) => s.close(resolve))));
    },
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

function send(port: number, site: string, url: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; cache: string | undefined; cookies: string[] }>((resolve, reject) => {
    const req = http.request({ agent, host: '127.0.0.1', port, path: url, method, headers: { host: `${site}.localhost:${port}`, 'x-forwarded-for': CLIENT_ADDRESS, ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cache: res.headers['x-render-cache'] as string | undefined, cookies: res.headers['set-cookie'] ?? [] }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Runs the requests `width` at a time. */
async function inParallel<T, R>(items: T[], width: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await run(items[index] as T);
      }
    }),
  );
  return results;
}

describe.each(TEST_DATABASES)('first-party page views on %s', (kind) => {
  let testDb: TestDb;
  let services: Services;
  let server: ReturnType<typeof instance>;
  let ports: [number, number];

  beforeEach(async () => {
    testDb = await openTestDb(kind);
    services = testServices(testDb);
    await seedBackoffice(testDb.db, services.backoffice.members);
    server = instance(services);
    ports = await server.listen();
  });
  afterEach(async () => {
    await server.close();
    await stopWorkers(services);
    await testDb.close();
  });

  it('counts 10,000 page views across 3 sites exactly (render-cache hits included), sets no cookie, stores no address, and the dashboard shows the same numbers', { timeout: 600_000 }, async () => {
    const planned = plan(10_000);
    const answers = await inParallel(planned, 16, (p) => send(p.early ? ports[0] : ports[1], p.site, p.url, { 'user-agent': p.ua, ...(p.referer ? { referer: p.referer } : {}) }));
    // Not page views: a robot, a prefetch, a 404, a HEAD, a POST.
    const noise = await Promise.all([
      ...SITES.map((site) => send(ports[0], site, '/annonces', { 'user-agent': GOOGLEBOT })),
      ...SITES.map((site) => send(ports[0], site, '/annonces', { 'user-agent': FIREFOX, 'sec-purpose': 'prefetch' })),
      ...SITES.map((site) => send(ports[1], site, '/introuvable', { 'user-agent': FIREFOX })),
      ...SITES.map((site) => send(ports[0], site, '/annonces', { 'user-agent': FIREFOX }, 'HEAD')),
      ...SITES.map((site) => send(ports[1], site, '/annonces', { 'user-agent': FIREFOX }, 'POST')),
    ]);
    await services.analytics.counter.flush();

    expect(answers.every((a) => a.status === 200)).toBe(true);
    // Hits before Express and in its middleware, and renders: all three ways a page is answered.
    const stats = server.cache.deps.cache.stats();
    expect(stats.hits).toBeGreaterThan(5000);
    expect(answers.filter((a, i) => a.cache === 'hit' && !planned[i]?.early).length).toBeGreaterThan(100);
    expect(answers.filter((a) => a.cache !== 'hit').length).toBeGreaterThan(2000);
    expect([...answers, ...noise].flatMap((a) => a.cookies)).toEqual([]);

    const rows = await testDb.db.selectFrom('page_view_days').selectAll().execute();
    const day = parisDay(new Date());
    const expected = new Map<string, number>();
    for (const p of planned) {
      const path = p.url.split('?')[0] as string;
      const utm = p.url.includes('utm_source') ? 'newsletter' : '';
      // Another site of the network is an outside referrer; the site itself is none (direct).
      const referrer = p.referer?.includes('google') ? 'google.com' : p.referer && p.site !== 'sevran' ? 'sevran.localhost' : '';
      const key = [p.site, day, path, referrer, utm, p.device].join('|');
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    const stored = new Map(rows.map((r) => [[r.site_id, r.day, r.path, r.referrer_domain, r.utm_source, r.device].join('|'), Number(r.views)]));
    expect(stored).toEqual(expected);
    expect(rows.reduce((sum, r) => sum + Number(r.views), 0)).toBe(10_000);
    const formViews = rows.reduce((sum, r) => sum + Number(r.form_views), 0);
    expect(formViews).toBe(planned.filter((p) => p.url === '/contact').length);

    // No column holds the client's address, nor anything but the counters' own fields.
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['day', 'device', 'form_views', 'path', 'referrer_domain', 'site_id', 'utm_source', 'views']);
    expect(JSON.stringify(rows)).not.toContain(CLIENT_ADDRESS);
    expect(JSON.stringify(rows)).not.toContain('127.0.0.1');

    // The dashboard's numbers: per site for a network admin, and the network as a whole.
    const admin = scopeOf({ id: 'm', userId: 'u', networkId: 'maisonfort', role: 'network-admin', displayName: 'A', email: 'a@x', siteIds: [] });
    const diagAdmin = scopeOf({ id: 'm', userId: 'u', networkId: 'diageo', role: 'network-admin', displayName: 'A', email: 'a@x', siteIds: [] });
    const period = { from: day, to: day };
    for (const site of SITES) {
      const scope = site === 'diag-paris15' ? diagAdmin : admin;
      const shown = await audienceStatistics(testDb.db, scope, site, period);
      const mine = planned.filter((p) => p.site === site);
      expect(shown?.funnel.views).toBe(mine.length);
      expect(shown?.days).toEqual([{ day, views: mine.length, formViews: mine.filter((p) => p.url === '/contact').length }]);
      expect(shown?.devices).toEqual(['mobile', 'tablet', 'desktop'].map((device) => ({ device, views: mine.filter((p) => p.device === device).length })));
      expect(shown?.referrers.find((r) => r.domain === 'google.com')?.views).toBe(mine.filter((p) => p.referer?.includes('google')).length);
      expect(shown?.sources.find((s) => s.source === 'newsletter')?.views).toBe(mine.filter((p) => p.url.includes('utm_source')).length);
      expect(shown?.topPages.reduce((sum, p) => sum + p.views, 0)).toBe(mine.length);
    }
    const network = await audienceStatistics(testDb.db, admin, null, period);
    expect(network?.funnel.views).toBe(planned.filter((p) => p.site !== 'diag-paris15').length);
  });

  it('adds to the stored counters across flushes and instances (upsert), and a failing write is logged, never thrown', async () => {
    const view = { siteId: 'sevran', day: '2026-11-28', path: '/', referrerDomain: '', utmSource: '', device: 'desktop' as const, formView: true };
    const second = testServices(testDb).analytics.counter;
    services.analytics.counter.add(view);
    services.analytics.counter.add(view);
    second.add({ ...view, formView: false });
    await services.analytics.counter.flush();
    await second.flush();
    services.analytics.counter.add(view);
    await services.analytics.counter.flush();
    const row = await testDb.db.selectFrom('page_view_days').selectAll().where('site_id', '=', 'sevran').where('day', '=', '2026-11-28').executeTakeFirstOrThrow();
    expect([Number(row.views), Number(row.form_views)]).toEqual([4, 3]);

    const warnings: unknown[] = [];
    const broken = new (services.analytics.counter.constructor as new (...args: unknown[]) => typeof services.analytics.counter)(
      { transaction: () => ({ execute: () => Promise.reject(new Error('disk full')) }) },
      { warn: (line: unknown) => warnings.push(line) },
    );
    broken.add(view);
    await expect(broken.flush()).resolves.toBeUndefined();
    expect(warnings).toEqual([expect.objectContaining({ lost: 1 })]);
  });

  it('deletes the counters older than 25 months (CNIL) once a day, on the job lease', async () => {
    const now = new Date('2026-11-28T10:00:00Z');
    const row = (day: string) => ({ site_id: 'sevran', day, path: '/', referrer_domain: '', utm_source: '', device: 'desktop' as const, views: 1, form_views: 0 });
    await testDb.db.insertInto('page_view_days').values([row('2024-10-27'), row('2024-10-28'), row('2026-11-28')]).execute();
    const other = testServices(testDb).analytics.purge;
    const [first, second] = await Promise.all([services.analytics.purge.run(now), other.run(now)]);
    expect([first, second].sort()).toEqual([1, null]);
    const days = (await testDb.db.selectFrom('page_view_days').select('day').orderBy('day').execute()).map((r) => r.day);
    expect(days).toEqual(['2024-10-28', '2026-11-28']);
    // Taken for the day: the next pass of the same day does nothing.
    expect(await services.analytics.purge.run(new Date('2026-11-28T15:00:00Z'))).toBeNull();
  });
});
