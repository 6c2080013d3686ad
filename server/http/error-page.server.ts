import type { ErrorRequestHandler, Request, Response } from 'express';
import { writeFailureOf } from '../db/write-failure.server';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small French page for answers given before (or instead of) the application: 400, 403, 413, 429, 500. */
export function errorPageHtml(title: string, message: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title></head><body><main id="contenu"><h1>${escape(title)}</h1><p>${escape(message)}</p><p><a href="/">Retour à l’accueil</a></p></main></body></html>`;
}

/** Answers as the caller reads it: JSON for API calls and scripts, a French page for a browser navigating. */
export function sendError(req: Request, res: Response, status: number, title: string, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const wantsPage = !req.originalUrl.startsWith('/api/') || (req.headers.accept ?? '').includes('text/html');
  res.status(status).setHeader('cache-control', 'no-store');
  if (wantsPage) res.type('html').send(errorPageHtml(title, message));
  else res.json({ success: false, message, error: message });
}

/**
 * The last handler: any error Express sees becomes a French answer without a stack trace (a
 * malformed URL or body is the caller's fault: 400; anything else: 500, reported).
 */
export function createErrorHandler(report: (error: unknown, context: Record<string, unknown>) => void): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const status = typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 500;
    if (error instanceof URIError || (status >= 400 && status < 500)) {
      sendError(req, res, status >= 400 && status < 500 ? status : 400, 'Requête invalide', 'La requête n’a pas pu être comprise.');
      return;
    }
    if (writeFailureOf(error)) {
      // The database refuses writes (read-only, full): the caller may retry later; the process stays up.
      report(error, { path: req.originalUrl.slice(0, 300), method: req.method });
      sendError(req, res, 503, 'Service momentanément indisponible', 'Votre demande n’a pas pu être enregistrée. Merci de réessayer dans quelques minutes.');
      return;
    }
    report(error, { path: req.originalUrl.slice(0, 300), method: req.method });
    sendError(req, res, 500, 'Une erreur est survenue', 'Merci de réessayer dans un instant.');
  };
}
