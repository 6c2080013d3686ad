import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { requestHost } from '../render-cache/cache-middleware.server';
import type { AnsweredPage, PageViewCollector } from './collector.server';

/** The collector's view of an Express request and its answer (headers only: never the socket's address). */
export function answeredPage(req: ExpressRequest, status: number, contentType: string, formView: boolean): AnsweredPage {
  const url = req.originalUrl ?? req.url ?? '';
  const query = url.indexOf('?');
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return {
    method: req.method,
    host: requestHost(req),
    path: query === -1 ? url : url.slice(0, query),
    search: query === -1 ? '' : url.slice(query),
    status,
    contentType,
    headers: { 'user-agent': header('user-agent'), referer: header('referer'), 'sec-purpose': header('sec-purpose'), purpose: header('purpose') },
    formView,
  };
}

/**
 * Counts the pages Express answers (rendered, or a render-cache hit answered by its middleware) once
 * their answer is sent (decision 0128). Whether the page shows a lead form: the render cache says so
 * for its hits (`res.locals.hasLeadForm`); a rendered page carries the response's form key in a lead
 * form's idempotency key (`<form key>:<form>`), looked for in the HTML as it is written.
 */
export function pageViewMiddleware(getCollector: () => PageViewCollector | null): RequestHandler {
  return (req, res, next) => {
    const collector = getCollector();
    if (!collector || res.locals.backOffice || req.method !== 'GET') return next();
    const seen = watchFormKey(res);
    res.on('finish', () => {
      const hit = res.locals.hasLeadForm as boolean | undefined;
      collector.record(answeredPage(req, res.statusCode, String(res.getHeader('content-type') ?? ''), hit ?? seen()));
    });
    next();
  };
}

/** Looks for `<form key>:` in the written body (across chunk boundaries); the key is read when the body is written. */
function watchFormKey(res: ExpressResponse): () => boolean {
  let found = false;
  let tail = Buffer.alloc(0);
  const scan = (chunk: unknown, encoding?: unknown) => {
    if (found || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) return;
    const key = res.locals.formKey ? `${String(res.locals.formKey)}:` : null;
    if (!key) return;
    const buffer = Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
    const joined = tail.length ? Buffer.concat([tail, buffer]) : buffer;
    if (joined.includes(key)) found = true;
    tail = Buffer.from(joined.subarray(Math.max(0, joined.length - key.length)));
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: ExpressResponse, chunk: unknown, ...rest: unknown[]) {
    scan(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ExpressResponse['write'];
  res.end = function (this: ExpressResponse, chunk?: unknown, ...rest: unknown[]) {
    scan(chunk, rest[0]);
    return (end as (...args: unknown[]) => ExpressResponse).call(this, chunk, ...rest);
  } as ExpressResponse['end'];
  return () => found;
}
