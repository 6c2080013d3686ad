import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, TEST_DATABASES, type TestDb } from '../../tests/helpers/test-db';
import { isCrossSitePost, refuseCrossSitePosts } from './cross-site.server';
import { createEdge } from './edge.server';
import { createErrorHandler } from './error-page.server';
import { isValidHostHeader } from './host-header.server';
import { createApiRateLimits, ipRangeOf } from './rate-limit.server';
import { hstsMaxAgeFor, securityHeaders } from './security-headers.server';

describe('isValidHostHeader', () => {
  it.each([
    ['diag-paris15.localhost', true],
    ['diag-paris15.localhost:4205', true],
    ['127.0.0.1:80', true],
    ['[::1]:3000', true],
    ['www.diageo.fr.', true],
    ['diag-paris15.localhost:99999', false],
    ['x:99999', false],
    ['x:0', false],
    ['diag paris15.localhost', false],
    ['user@diag.localhost', false],
    ['diag.localhost/evil', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (host, expected) => expect(isValidHostHeader(host)).toBe(expected));
});

describe('isCrossSitePost', () => {
  it.each([
    ['same-origin form (Fetch Metadata)', { host: 'diag-paris15.localhost', 'sec-fetch-site': 'same-origin', origin: 'http://diag-paris15.localhost' }, false],
    ['sister site of the network', { host: 'annecy.diageo.fr', 'sec-fetch-site': 'same-site' }, false],
    ['another website (Fetch Metadata)', { host: 'diag-paris15.localhost', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, true],
    ['foreign Origin without Fetch Metadata', { host: 'diag-paris15.localhost', origin: 'https://evil.example' }, true],
    ['Origin null', { host: 'diag-paris15.localhost', origin: 'null' }, true],
    ['same Origin without Fetch Metadata', { host: 'diag-paris15.localhost:4205', origin: 'http://diag-paris15.localhost:4205' }, false],
    ['server-to-server call (X-Site), no Origin', { host: 'api.reseau.example' }, false],
  ])('%s', (_name, headers, expected) => expect(isCrossSitePost(headers)).toBe(expected));
});

/** A real HTTP server around the edge middlewares, with a stand-in for the application behind them. */
async function serve(app: express.Express): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A raw request, so the Host header can be anything (fetch refuses a bad one). */
function raw(url: string, path: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path, method, headers, setHost: false }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('edge, headers and error page', () => {
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    const app = express();
    app.use(createEdge(() => securityHeaders({ hstsMaxAge: 31_536_000, development: false }), () => undefined));
    app.use('/logos', express.static('public/logos'));
    app.get('/boom', () => {
      throw new Error('secret internal detail');
    });
    app.use('/api', refuseCrossSitePosts, (_req, res) => void res.status(201).json({ success: true }));
    app.use(createErrorHandler(() => undefined));
    server = await serve(app);
  });
  afterAll(() => server.close());

  it.each(['x:99999', 'diag-paris15.localhost:99999', 'diag paris15.localhost'])('answers Host %j with a French 400', async (host) => {
    const res = await raw(server.url, '/', { host });
    expect(res.status).toBe(400);
    expect(res.body).toContain('En-tête Host invalide.');
    expect(res.body).toContain('lang="fr"');
  });

  it('gives the bad-Host 400 the security headers of every HTML answer (issue 37)', async () => {
    const page = await raw(server.url, '/logos/assurelia.svg', { host: 'diag-paris15.localhost' });
    const refused = await raw(server.url, '/', { host: 'x:99999' });
    expect(refused.status).toBe(400);
    for (const name of ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'cross-origin-opener-policy']) {
      expect({ name, value: refused.headers[name] }).toEqual({ name, value: expect.any(String) as string });
    }
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    // The same policy, apart from the per-response nonce.
    const withoutNonce = (csp: unknown) => String(csp).replace(/'nonce-[^']+'/, "'nonce'");
    expect(withoutNonce(refused.headers['content-security-policy'])).toBe(withoutNonce(page.headers['content-security-policy']));
  });

  it('answers an unexpected error with the French page, without the stack or the message', async () => {
    const res = await raw(server.url, '/boom', { host: 'diag-paris15.localhost', accept: 'text/html' });
    expect(res.status).toBe(500);
    expect(res.body).toContain('Une erreur est survenue');
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('sends the security headers with static files too', async () => {
    const res = await raw(server.url, '/logos/assurelia.svg', { host: 'diag-paris15.localhost' });
    expect(res.status).toBe(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/style-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
  });

  it.each([
    ['a urlencoded form', 'application/x-www-form-urlencoded', 'name=L%C3%A9a'],
    ['text/plain JSON', 'text/plain', '{"name":"Léa"}'],
    ['multipart', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nLéa\r\n--b--\r\n'],
  ])('refuses %s posted with a foreign Origin (403)', async (_name, type, body) => {
    const res = await raw(server.url, '/api/contact/', { host: 'diag-paris15.localhost', origin: 'https://evil.example', 'content-type': type }, 'POST', body);
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toMatchObject({ message: 'Ce formulaire doit être envoyé depuis le site lui-même.' });
  });

  it('lets a same-site form and a server-to-server call through', async () => {
    expect((await raw(server.url, '/api/contact/', { host: 'diag-paris15.localhost', origin: 'http://diag-paris15.localhost', 'sec-fetch-site': 'same-origin' }, 'POST', '{}')).status).toBe(201);
    expect((await raw(server.url, '/api/expertimo/contact', { host: 'diag-paris15.localhost', 'x-site': 'reseau' }, 'POST', '{}')).status).toBe(201);
  });
});

describe.each(TEST_DATABASES)('API rate limits on %s', (kind) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await openTestDb(kind);
  });
  afterAll(() => testDb.close());

  async function limitedApp(db = testDb.db, onSiteAlert?: (host: string, hits: number) => void) {
    const app = express();
    // Behind a proxy: X-Forwarded-For names each test client.
    app.set('trust proxy', true);
    const limits = createApiRateLimits(db, { windowMs: 60_000, perIp: 5, perRange: 8, siteAlert: 12, onSiteAlert });
    app.use('/api', ...limits, (_req, res) => void res.status(201).json({ success: true }));
    return serve(app);
  }

  it('lets a flood from a few addresses use up their own range, never the other visitors’ allowance (issue 37)', async () => {
    await testDb.db.deleteFrom('rate_limit_hits').execute();
    const alerts: Array<[string, number]> = [];
    const server = await limitedApp(testDb.db, (host, hits) => void alerts.push([host, hits]));
    const postFrom = async (ip: string, path = '/api/contact/') => (await raw(server.url, path, { host: 'diag-paris15.localhost', 'x-forwarded-for': ip, 'content-type': 'application/json' }, 'POST', '{}')).status;
    try {
      // Four addresses of one /24, five posts each: the range's allowance (8) goes, then 429s.
      const flood: number[] = [];
      for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) for (let i = 0; i < 5; i++) flood.push(await postFrom(ip));
      expect(flood.filter((s) => s === 201)).toHaveLength(8);
      expect(flood.filter((s) => s === 429)).toHaveLength(12);
      // A real visitor elsewhere still gets through, on the same form of the same site.
      expect(await postFrom('198.51.100.7')).toBe(201);
      expect(await postFrom('2001:db8:1::7')).toBe(201);
      // The flooding range may still use another form (its own count).
      expect(await postFrom('203.0.113.9', '/api/alertes')).toBe(201);
      // The site's total passed 12: one alert, nothing refused for it.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(alerts).toEqual([['diag-paris15.localhost', 13]]);
    } finally {
      await server.close();
    }
  });

  it('answers the sixth post from one IP with a French 429 and Retry-After, and counts each site apart', async () => {
    const server = await limitedApp();
    try {
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof raw>> | null = null;
      for (let i = 0; i < 7; i++) {
        last = await raw(server.url, '/api/contact/', { host: 'diag-paris15.localhost', 'content-type': 'application/json' }, 'POST', '{}');
        statuses.push(last.status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
      expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.parse(last!.body)).toMatchObject({ message: 'Trop de demandes envoyées en peu de temps. Merci de réessayer dans un instant.' });
      // GET is not counted.
      expect((await raw(server.url, '/api/dpe', { host: 'diag-paris15.localhost' })).status).toBe(201);
    } finally {
      await server.close();
    }
  });

  it('shares the counts between two instances on one database', async () => {
    await testDb.db.deleteFrom('rate_limit_hits').execute();
    const one = await limitedApp();
    const two = await limitedApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await raw(i % 2 ? one.url : two.url, '/api/lead', { host: 'sevran.localhost' }, 'POST', '{}')).status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
      const [row] = await testDb.db.selectFrom('rate_limit_hits').selectAll().where('key', 'like', 'ip:%').execute();
      expect(row?.hits).toBe(10);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('ipRangeOf', () => {
  it.each([
    ['203.0.113.45', '203.0.113.0/24'],
    ['::ffff:203.0.113.45', '203.0.113.0/24'],
    ['2001:db8:1:2::7', '2001:db8:1::/48'],
  ])('%s → %s', (ip, range) => expect(ipRangeOf(ip)).toBe(range));
});

describe('hstsMaxAgeFor', () => {
  it.each([
    ['production', undefined, 31_536_000],
    ['production', 0, 0],
    ['production', 600, 600],
    ['development', undefined, 0],
    ['test', 86_400, 86_400],
  ])('%s with HSTS_MAX_AGE=%s → %s', (nodeEnv, configured, expected) => expect(hstsMaxAgeFor(nodeEnv, configured)).toBe(expected));
});
