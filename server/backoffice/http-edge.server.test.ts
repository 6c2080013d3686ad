import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backofficeRoutes } from '../../app/routes/gestion/routes';
import { createErrorHandler } from '../http/error-page.server';
import { BACKOFFICE_CSP, backofficeEdge, CLIENT_IP_HEADER, isForeignPost, passkeyPageCsp } from './http-edge.server';

const ADMIN = 'gestion.localhost';
/** Every back-office URL a browser can post to, in both languages: read from the route table, so a new page is covered the day it is added. */
const ACTIONS = backofficeRoutes()
  .flatMap((parent) => (parent.children ?? []).map((child) => `/gestion${child.index ? '' : `/${child.path}`}`))
  .map((path) => path.replace(/:[A-Za-z]+/g, 'abc').replace(/\*$/, 'x'))
  .flatMap((path) => [path, `/en${path}`]);

let server: http.Server;
let port = 0;
const reached: { path: string; clientIp: string | undefined }[] = [];

beforeAll(async () => {
  const app = express();
  // The main edge's per-response nonce (server/http/edge.server.ts), fixed here.
  app.use((_req, res, next) => {
    res.locals.nonce = 'n0nce';
    next();
  });
  app.use(backofficeEdge(() => ADMIN, false));
  app.use((req, res) => {
    reached.push({ path: req.path, clientIp: req.headers[CLIENT_IP_HEADER] as string | undefined });
    res.status(200).type('text').send('application');
  });
  app.use(createErrorHandler(() => undefined));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(host: string, path: string, method = 'GET', headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers: { host: `${host}:${port}`, ...headers } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(method === 'POST' ? 'email=a%40b.fr' : undefined);
  });
}

describe('isForeignPost', () => {
  it.each([
    ['same origin (Fetch Metadata)', { host: 'gestion.localhost:3000', 'sec-fetch-site': 'same-origin' }, false],
    ['a franchisee site of the same registrable domain (same-site)', { host: 'gestion.localhost:3000', 'sec-fetch-site': 'same-site', origin: 'http://sevran.localhost:3000' }, true],
    ['another website', { host: 'gestion.localhost:3000', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, true],
    ['a foreign Origin without Fetch Metadata', { host: 'gestion.localhost:3000', origin: 'http://sevran.localhost:3000' }, true],
    ['Origin null', { host: 'gestion.localhost:3000', origin: 'null' }, true],
    ['its own Origin without Fetch Metadata', { host: 'gestion.localhost:3000', origin: 'http://gestion.localhost:3000' }, false],
  ])('%s', (_name, headers, expected) => expect(isForeignPost(headers)).toBe(expected));
});

describe('the back-office edge', () => {
  it('posts to every back-office route are checked, the passkey endpoints among them', () => {
    expect(ACTIONS).toEqual(expect.arrayContaining(['/gestion', '/gestion/connexion', '/gestion/prospects/abc', '/gestion/compte', '/gestion/cle-acces', '/en/gestion/deconnexion']));
  });

  it.each(ACTIONS)('a cross-site POST to %s gets 403 and never reaches the application', async (path) => {
    const before = reached.length;
    for (const headers of [{ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, { 'sec-fetch-site': 'same-site', origin: `http://sevran.localhost:${port}` }, { origin: 'https://evil.example' }] as Record<string, string>[]) {
      const answer = await send(ADMIN, path, 'POST', { 'content-type': 'application/x-www-form-urlencoded', ...headers });
      expect(answer.status).toBe(403);
      expect(answer.body).toContain('Envoi refusé');
    }
    expect(reached.length).toBe(before);
  });

  it('a same-origin POST goes through, with the client address the edge read (never one the client sent)', async () => {
    const answer = await send(ADMIN, '/gestion/connexion', 'POST', { 'sec-fetch-site': 'same-origin', origin: `http://${ADMIN}:${port}`, [CLIENT_IP_HEADER]: '6.6.6.6' });
    expect(answer.status).toBe(200);
    expect(reached.at(-1)).toEqual({ path: '/gestion/connexion', clientIp: '127.0.0.1' });
  });

  it('every back-office answer is private, not indexed, with a same-origin referrer only, under the strict policy', async () => {
    const answer = await send(ADMIN, '/gestion');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(answer.headers['referrer-policy']).toBe('same-origin');
    expect(answer.headers['content-security-policy']).toBe(BACKOFFICE_CSP);
    expect(BACKOFFICE_CSP).toContain("script-src 'none'");
  });

  it('only the sign-in page and ‘Mon compte’ allow a script, this response’s nonce alone, and fetches to the host itself', async () => {
    const scripted = passkeyPageCsp('n0nce');
    expect(scripted).toBe(BACKOFFICE_CSP.replace("script-src 'none'", "script-src 'nonce-n0nce'; connect-src 'self'"));
    for (const path of ['/gestion/connexion', '/en/gestion/connexion', '/gestion/compte', '/en/gestion/compte']) expect((await send(ADMIN, path)).headers['content-security-policy'], path).toBe(scripted);
    for (const path of ['/gestion', '/gestion/prospects/abc', '/gestion/membres', '/gestion/cle-acces', '/gestion/compte/x', '/gestion/connexion-bis', '/gestion/auth/magic-link/verify']) {
      expect((await send(ADMIN, path)).headers['content-security-policy'], path).toBe(BACKOFFICE_CSP);
    }
  });

  it('the page editor allows its script (this nonce) and its saves, on the editor page alone', async () => {
    const scripted = passkeyPageCsp('n0nce');
    for (const path of ['/gestion/sites/sevran/page', '/en/gestion/sites/sevran/page']) expect((await send(ADMIN, `${path}?chemin=%2F`)).headers['content-security-policy'], path).toBe(scripted);
    for (const path of ['/gestion/sites/sevran/pages', '/gestion/sites/sevran/page/enregistrer', '/gestion/sites/sevran']) expect((await send(ADMIN, path)).headers['content-security-policy'], path).toBe(BACKOFFICE_CSP);
  });

  it('image variants are served on the operator host (the media picker shows them)', async () => {
    const answer = await send(ADMIN, '/img/w=320/hero/poster.svg');
    expect(answer.status).toBe(200);
    expect(reached.at(-1)?.path).toBe('/img/w=320/hero/poster.svg');
  });

  it('other paths of the operator host go to /gestion; a franchisee host is left to the application', async () => {
    expect(await send(ADMIN, '/')).toMatchObject({ status: 302, headers: { location: '/gestion' } });
    expect(await send(ADMIN, '/en/contact')).toMatchObject({ status: 302, headers: { location: '/en/gestion' } });
    const publicHost = await send('sevran.localhost', '/gestion');
    expect(publicHost.status).toBe(200);
    expect(publicHost.headers['x-robots-tag']).toBeUndefined();
    expect(reached.at(-1)?.clientIp).toBeUndefined();
  });
});
