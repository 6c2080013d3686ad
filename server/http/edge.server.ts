import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { sendError } from './error-page.server';
import { isValidHostHeader } from './host-header.server';

/** A Host header (and, behind a trusted proxy, X-Forwarded-Host) the server can build a URL from. */
export function hasValidHosts(req: Request): boolean {
  const forwarded = req.app?.enabled('trust proxy') ? req.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return isValidHostHeader(req.headers.host) && (forwarded === undefined || isValidHostHeader(forwarded));
}

/**
 * What every request goes through before anything answers it, static files included: a Host the
 * server can read (else 400), a CSP nonce, the security headers, and one log line.
 */
export function createEdge(getHeaders: () => RequestHandler, log: (line: Record<string, unknown>) => void): RequestHandler {
  return (req, res, next) => {
    if (res.locals.edgeDone) return next();
    res.locals.edgeDone = true;
    // A nonce per response lets React Router's inline hydration scripts run under a strict CSP.
    res.locals.nonce = randomBytes(16).toString('base64');
    // The refusals below carry the same security headers as every other answer (issue 37).
    const refusal = hasValidHosts(req) ? (req.url.startsWith('/') ? null : 'Adresse de la requête invalide.') : 'En-tête Host invalide.';
    if (refusal) {
      getHeaders()(req, res, () => sendError(req, res, 400, 'Requête invalide', refusal));
      return;
    }
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      // One JSON line per request, naming the host: a site's traffic can be read apart from the others.
      log({ method: req.method, host: req.hostname, path: req.originalUrl.slice(0, 300), status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 });
    });
    getHeaders()(req, res, next);
  };
}
