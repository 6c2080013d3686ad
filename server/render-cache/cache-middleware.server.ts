import { createHash, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { localeCookie } from '../../app/i18n/middleware.server';
import { CONSENT_PURPOSES, consentFromCookieHeader } from '../../domain/consent/consent';
import { resolveLocale } from '../../domain/i18n/locale';
import { hasValidHosts } from '../http/edge.server';
import { compressParts, gzipChunks } from './gzip-template.server';
import { cspForAnswer, hashScripts } from './script-hashes.server';
import { type CachedPage, cutTemplate, DIRECTORY_SCOPE, interleave, type RenderCache, slotValues } from './page-cache.server';

export interface RenderCacheDeps {
  cache: RenderCache;
  /** The site id a page's host serves, DIRECTORY_SCOPE for the directory, null for an unknown host. */
  scopeOf(host: string): Promise<string | null>;
}

/** Anonymous pages may sit in a shared cache briefly, and be served stale while it fetches them again. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** Personal answers (a form's result, a funnel step in the query) and pages carrying a form's key. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

const NOT_PAGES = /^\/(api|img|assets|media|documents)\/|^\/(en\/)?gestion-des-cookies$|^\/(robots\.txt|sitemap\.xml|favicon\.ico)$|\.data$/;
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** Pages read from the visitor's own cookie (the favourites list, issue 39 item 8): never kept, always private. */
const PERSONAL_PAGES = /^\/(en\/)?favoris$/;

/**
 * The render cache in front of React Router (decision 0039). A GET of a page without query string is
 * looked up by host, path, locale and the visitor's consent choice; a hit is the stored HTML with a
 * fresh CSP nonce and a fresh form key, a miss is rendered, then kept when it is a plain 200 HTML page
 * that sets no cookie (the language cookie is set only by a toggle's redirect). Every page answer gets a Cache-Control.
 */
export function renderCacheMiddleware(getDeps: () => RenderCacheDeps | null): RequestHandler {
  return (req, res, next) => {
    // Fresh for every response: the root loader renders it into the lead forms' idempotency keys.
    res.locals.formKey = randomUUID();
    const deps = getDeps();
    const path = req.path;
    if (!deps || NOT_PAGES.test(path)) return next();
    if (req.method !== 'GET' || req.originalUrl.includes('?') || PERSONAL_PAGES.test(path)) {
      deps.cache.countBypass();
      privateUnlessSet(res);
      return next();
    }
    lookUp(deps, req, path)
      .then(async (found) => {
        if (!found) {
          deps.cache.countBypass();
          return next();
        }
        const page = deps.cache.get(found.key);
        if (page) {
          // For the audience counter (decision 0128): a kept page knows whether it shows a lead form.
          res.locals.hasLeadForm = page.hasLeadForm;
          const answer = answerHit(page, req.headers);
          // A 304 keeps the browser's CSP: the one the edge set for this response must not go out.
          if (!answer.headers.some(([name]) => name === 'Content-Security-Policy')) res.removeHeader('Content-Security-Policy');
          for (const [name, value] of answer.headers) res.setHeader(name, value);
          res.status(answer.status).end(answer.body ? Buffer.concat(answer.body) : undefined);
          return;
        }
        captureMiss(res, (captured) => deps.cache.set(found.key, { ...captured, scope: found.scope }));
        next();
      })
      .catch(next);
  };
}

interface Found {
  key: string;
  scope: string;
}

/** The page's key (site, host, path, locale, consent choice, framed), or null when the host serves no site. */
async function lookUp(deps: RenderCacheDeps, req: ExpressRequest, path: string): Promise<Found | null> {
  const host = requestHost(req);
  const scope = await deps.scopeOf(host);
  if (!scope) return null;
  const stored = req.headers.cookie ? await storedLocale(req) : null;
  const locale = resolveLocale({ pathname: path, surface: scope === DIRECTORY_SCOPE ? 'directory' : 'page', stored, requested: null });
  return { key: [scope, host, path, locale, consentKey(req), framed(req) ? 'f' : ''].join('|'), scope };
}

/**
 * Answers a cached page before Express (decision 0046): server.mjs's node:http listener calls it
 * first, and hands the request to Express when it answers false (not a GET/HEAD of a page without
 * query string, a host the edge would refuse or that serves no site, or no page kept yet). A hit
 * is the same answer the middleware gives, with the same security headers as the render.
 */
export function createEarlyHits(
  getDeps: () => RenderCacheDeps | null,
  expressRequest: object,
  log: (line: Record<string, unknown>) => void,
  /** Whether request lines are logged at all (the line is not even built otherwise). */
  logging: () => boolean = () => true,
  /** Each answered hit, for the audience counter (decision 0128): the request, its status and whether the page shows a lead form. */
  answered: (req: ExpressRequest, status: number, hasLeadForm: boolean) => void = () => undefined,
): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> | false {
  return (incoming, res) => {
    const deps = getDeps();
    const url = incoming.url ?? '';
    if (!deps || (incoming.method !== 'GET' && incoming.method !== 'HEAD') || !url.startsWith('/') || url.includes('?') || NOT_PAGES.test(url) || PERSONAL_PAGES.test(url)) return false;
    // Express's request getters (hostname and protocol under 'trust proxy'), so the key is the middleware's.
    Object.setPrototypeOf(incoming, expressRequest);
    const req = incoming as ExpressRequest;
    // The edge's own host check: a request it would refuse goes to it.
    if (!hasValidHosts(req)) return false;
    const started = logging() ? process.hrtime.bigint() : null;
    return lookUp(deps, req, url).then(async (found) => {
      const page = found ? deps.cache.hit(found.key) : undefined;
      if (!found || !page) return false;
      const answer = answerHit(page, req.headers);
      res.writeHead(answer.status, answer.headers.flat());
      // The parts go out as they are kept (one writev), never copied into one buffer.
      res.cork();
      for (const chunk of answer.body ?? []) res.write(chunk);
      res.end();
      answered(req, answer.status, page.hasLeadForm);
      if (started !== null) log({ method: req.method, host: req.hostname, path: url.slice(0, 300), status: answer.status, ms: Number(process.hrtime.bigint() - started) / 1e6 });
      return true;
    });
  };
}

/** The host React Router's Express adapter builds its request URL from (so the same site is found). */
const knownHosts = new Map<string, string>();

export function requestHost(req: ExpressRequest): string {
  // The same few hosts ask again and again: parse each (protocol, Host, forwarded host) once.
  const asked = `${req.protocol} ${req.get('host') ?? ''} ${req.app?.enabled('trust proxy') ? (req.get('x-forwarded-host') ?? '') : ''}`;
  let host = knownHosts.get(asked);
  if (host === undefined) {
    if (knownHosts.size >= 1000) knownHosts.clear();
    host = parseRequestHost(req);
    knownHosts.set(asked, host);
  }
  return host;
}

function parseRequestHost(req: ExpressRequest): string {
  const forwardedPort = req.app?.enabled('trust proxy') ? req.get('x-forwarded-host')?.split(':')[1] : undefined;
  const port = Number.parseInt(forwardedPort ?? req.get('host')?.split(':')[1] ?? '', 10);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || 'localhost';
  try {
    return new URL(`${req.protocol}://${hostname}${Number.isSafeInteger(port) ? `:${port}` : ''}`).host;
  } catch {
    return hostname;
  }
}

async function storedLocale(req: ExpressRequest): Promise<string | null> {
  try {
    const value: unknown = await localeCookie.parse(req.get('cookie') ?? null);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Whether the banner shows ('u' before any choice, 'd' after) and which purposes are granted: the page
 * differs by both. A placeholder's button grants one purpose without answering the banner, so an
 * undecided visitor may already see an embed.
 */
function consentKey(req: ExpressRequest): string {
  const consent = consentFromCookieHeader(req.get('cookie'), new Date());
  return `${consent.decided ? 'd' : 'u'}${CONSENT_PURPOSES.map((p) => (consent.granted[p] ? 1 : 0)).join('')}`;
}

function framed(req: ExpressRequest): boolean {
  const dest = req.get('sec-fetch-dest');
  return dest === 'iframe' || dest === 'frame';
}

function privateUnlessSet(res: ExpressResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ExpressResponse, ...args: Parameters<ExpressResponse['writeHead']>) {
    if (!this.getHeader('cache-control') && String(this.getHeader('content-type') ?? '').startsWith('text/html')) this.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
    return writeHead.apply(this, args);
  } as ExpressResponse['writeHead'];
}

function cacheHeaders(page: Pick<CachedPage, 'etag' | 'hasLeadForm'>): [string, string][] {
  // The banner and the consented embeds depend on the consent cookie.
  if (!page.hasLeadForm) return [['Cache-Control', PUBLIC_CACHE_CONTROL], ['ETag', page.etag], ['Vary', 'Cookie, Accept-Encoding']];
  return [['Cache-Control', PRIVATE_CACHE_CONTROL], ['Vary', 'Accept-Encoding']];
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });
}

/** Whether the client takes gzip (an Accept-Encoding naming gzip or *, without q=0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((entry) => {
    const [name, ...params] = entry.split(';').map((p) => p.trim().toLowerCase());
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

export interface HitAnswer {
  status: number;
  headers: [string, string][];
  /** The body's chunks, in order; null for a 304. */
  body: Buffer[] | null;
}

/**
 * A kept page as this response: a fresh nonce (in the page and its CSP header) and form key, gzip
 * from the segments compressed at store time when the client takes it, and 304 on a matching ETag.
 */
export function answerHit(page: CachedPage, requestHeaders: IncomingHttpHeaders): HitAnswer {
  const headers: [string, string][] = [...page.headers, ...cacheHeaders(page), ['X-Render-Cache', 'hit']];
  if (!page.hasLeadForm && matches(requestHeaders['if-none-match'], page.etag)) {
    // The browser keeps its copy, whose scripts carry its first nonce: its stored CSP header must stay.
    return { status: 304, headers, body: null };
  }
  const formKey = randomUUID();
  const values = slotValues(page, { nonce: '', formKey });
  headers.push(['Content-Security-Policy', cspForAnswer(page, formKey)]);
  let body: Buffer[];
  if (acceptsGzip(requestHeaders['accept-encoding'])) {
    body = gzipChunks(page.parts, page.gzipSegments, values);
    headers.push(['Content-Encoding', 'gzip']);
  } else {
    body = interleave(page.parts, values);
  }
  headers.push(['Content-Length', String(body.reduce((sum, chunk) => sum + chunk.length, 0))]);
  return { status: page.status, headers, body };
}

const KEPT_OUT = new Set(['set-cookie', 'content-length', 'content-security-policy', 'cache-control', 'etag', 'vary', 'x-render-cache', 'transfer-encoding', 'content-encoding', 'date', 'connection', 'keep-alive']);

/**
 * Holds the rendered answer until it ends, then stores it when it can be shared: a 200 HTML page
 * setting no cookie.
 */
function captureMiss(res: ExpressResponse, keep: (page: Omit<CachedPage, 'scope'>) => void): void {
  const write = res.write;
  const end = res.end;
  const chunks: Buffer[] = [];
  let bytes = 0;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
    chunks.push(buffer);
    bytes += buffer.length;
  };
  res.write = function (this: ExpressResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    collect(chunk, encoding);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done as () => void);
    return true;
  } as ExpressResponse['write'];
  res.end = function (this: ExpressResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    collect(chunk, encoding);
    res.write = write;
    res.end = end;
    const body = Buffer.concat(chunks, bytes);
    const done = [chunk, encoding, callback].find((a) => typeof a === 'function') as (() => void) | undefined;
    res.setHeader('X-Render-Cache', 'miss');
    const cookies = [res.getHeader('set-cookie') ?? []].flat().map(String);
    const shareable =
      res.statusCode === 200 &&
      String(res.getHeader('content-type') ?? '').startsWith('text/html') &&
      !res.getHeader('cache-control') &&
      cookies.length === 0 &&
      bytes <= MAX_PAGE_BYTES;
    const page = shareable ? pageToKeep(res, body.toString('utf8')) : null;
    if (page) {
      keep(page);
      for (const [name, value] of cacheHeaders(page)) if (name !== 'Vary') res.setHeader(name, value);
      if (!page.hasLeadForm) res.append('Vary', 'Cookie');
    } else if (!res.getHeader('cache-control') && String(res.getHeader('content-type') ?? '').startsWith('text/html')) {
      res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
    }
    const finish = end as (this: ExpressResponse, body: Buffer, callback?: () => void) => ExpressResponse;
    return finish.call(res, body, done);
  } as ExpressResponse['end'];
}

/**
 * The rendered page as kept: nonce attributes out and script hashes in its CSP, cut at its form key,
 * compressed once, with the headers it went out with. Null when its scripts cannot be hashed.
 */
function pageToKeep(res: ExpressResponse, html: string): Omit<CachedPage, 'scope'> | null {
  const nonce = String(res.locals.nonce ?? '');
  const formKey = String(res.locals.formKey);
  const hashed = hashScripts(html, String(res.getHeader('content-security-policy') ?? ''), nonce, formKey);
  if (!hashed) return null;
  const template = cutTemplate(hashed.html, '', formKey);
  return {
    ...template,
    gzipSegments: compressParts(template.parts),
    csp: hashed.csp,
    keyedScripts: hashed.keyedScripts,
    status: 200,
    headers: Object.entries(res.getHeaders())
      .filter(([name, value]) => !KEPT_OUT.has(name) && value !== undefined)
      .map(([name, value]): [string, string] => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
    // Of the content alone: equal on every instance until the site changes.
    etag: `W/"${createHash('sha1').update(hashed.html.replaceAll(formKey, '')).digest('base64url')}"`,
    hasLeadForm: hashed.html.includes(`${formKey}:`),
  };
}
