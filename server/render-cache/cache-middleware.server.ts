import { createHash, randomUUID } from 'node:crypto';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { localeCookie } from '../../app/i18n/middleware.server';
import { CONSENT_PURPOSES, consentFromCookieHeader } from '../../domain/consent/consent';
import { resolveLocale } from '../../domain/i18n/locale';
import { type CachedPage, cutTemplate, DIRECTORY_SCOPE, fillTemplate, type RenderCache } from './page-cache.server';

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

/**
 * The render cache in front of React Router (decision 0039). A GET of a page without query string is
 * looked up by host, path, locale and the visitor's consent choice; a hit is the stored HTML with a
 * fresh CSP nonce and a fresh form key, a miss is rendered, then kept when it is a plain 200 HTML page
 * that sets no cookie but the language preference. Every page answer gets a Cache-Control.
 */
export function renderCacheMiddleware(getDeps: () => RenderCacheDeps | null): RequestHandler {
  return (req, res, next) => {
    // Fresh for every response: the root loader renders it into the lead forms' idempotency keys.
    res.locals.formKey = randomUUID();
    const deps = getDeps();
    const path = req.path;
    if (!deps || NOT_PAGES.test(path)) return next();
    if (req.method !== 'GET' || req.originalUrl.includes('?')) {
      deps.cache.countBypass();
      privateUnlessSet(res);
      return next();
    }
    const host = requestHost(req);
    deps
      .scopeOf(host)
      .then(async (scope) => {
        if (!scope) {
          deps.cache.countBypass();
          return next();
        }
        const stored = await storedLocale(req);
        const locale = resolveLocale({ pathname: path, surface: scope === DIRECTORY_SCOPE ? 'directory' : 'page', stored, requested: null });
        const key = [scope, host, path, locale, consentKey(req), framed(req) ? 'f' : ''].join('|');
        const page = deps.cache.get(key);
        if (page) return serveHit(req, res, page, stored === locale ? null : await localeCookie.serialize(locale));
        captureMiss(res, (captured) => deps.cache.set(key, { ...captured, scope }));
        next();
      })
      .catch(next);
  };
}

/** The host React Router's Express adapter builds its request URL from (so the same site is found). */
export function requestHost(req: ExpressRequest): string {
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

function cacheHeaders(res: ExpressResponse, page: Pick<CachedPage, 'etag' | 'hasLeadForm'>): void {
  if (page.hasLeadForm) {
    res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
    return;
  }
  res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
  res.setHeader('ETag', page.etag);
  // The banner and the consented embeds depend on the consent cookie.
  res.append('Vary', 'Cookie');
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });
}

function serveHit(req: ExpressRequest, res: ExpressResponse, page: CachedPage, languageCookie: string | null): void {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  if (languageCookie) res.append('Set-Cookie', languageCookie);
  cacheHeaders(res, page);
  res.setHeader('X-Render-Cache', 'hit');
  if (!page.hasLeadForm && matches(req.get('if-none-match'), page.etag)) {
    // The browser keeps its copy, whose scripts carry its first nonce: its stored CSP header must stay.
    res.removeHeader('Content-Security-Policy');
    res.status(304).end();
    return;
  }
  res.status(page.status).end(fillTemplate(page, { nonce: String(res.locals.nonce ?? ''), formKey: String(res.locals.formKey) }));
}

const KEPT_OUT = new Set(['set-cookie', 'content-length', 'content-security-policy', 'cache-control', 'etag', 'vary', 'x-render-cache', 'transfer-encoding', 'content-encoding']);

/**
 * Holds the rendered answer until it ends, then stores it when it can be shared: a 200 HTML page
 * setting no cookie but the language preference (which a hit sets again when the visitor's differs).
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
      cookies.every((c) => c.startsWith(`${localeCookie.name}=`)) &&
      bytes <= MAX_PAGE_BYTES;
    if (shareable) {
      const html = body.toString('utf8');
      const nonce = String(res.locals.nonce ?? '');
      const formKey = String(res.locals.formKey);
      const content = (nonce ? html.replaceAll(nonce, '') : html).replaceAll(formKey, '');
      const page = {
        ...cutTemplate(html, nonce, formKey),
        status: 200,
        headers: Object.entries(res.getHeaders())
          .filter(([name, value]) => !KEPT_OUT.has(name) && value !== undefined)
          .map(([name, value]): [string, string] => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
        etag: `W/"${createHash('sha1').update(content).digest('base64url')}"`,
        hasLeadForm: html.includes(`${formKey}:`),
      };
      keep(page);
      cacheHeaders(res, page);
    } else if (!res.getHeader('cache-control') && String(res.getHeader('content-type') ?? '').startsWith('text/html')) {
      res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
    }
    const finish = end as (this: ExpressResponse, body: Buffer, callback?: () => void) => ExpressResponse;
    return finish.call(res, body, done);
  } as ExpressResponse['end'];
}
