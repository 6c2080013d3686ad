import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { readLimitedBytes } from '../read-body.server';
import { ApiProblem } from './problem.server';

/** A JSON answer of the API. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });
}

/** A strong ETag: the SHA-256 of the resource as the API shows it, so any change of what a client sees changes it. */
export function etagOf(resource: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(resource)).digest('base64url').slice(0, 27)}"`;
}

/**
 * Optimistic concurrency (RFC 9110 §13.1.1): with `If-Match`, a write goes through only when the
 * resource still has one of the listed ETags (`*`: when it exists at all); otherwise 412, nothing written.
 */
export function checkIfMatch(request: Request, current: unknown | null): void {
  const header = request.headers.get('if-match');
  if (header === null) return;
  const tags = header.split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (current === null) throw new ApiProblem(412, 'If-Match envoyé pour une ressource qui n’existe pas : rien n’a été écrit.');
  if (tags.includes('*')) return;
  if (!tags.includes(etagOf(current))) throw new ApiProblem(412, 'La ressource a changé depuis votre lecture (ETag différent) : relisez-la, puis renvoyez la modification.');
}

/** French messages for the issues a schema does not word itself (a missing object, an unknown field). */
function frenchIssue(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Champ obligatoire.' : `Type attendu : ${String(issue.expected)}.`;
    case 'unrecognized_keys':
      return `Champ inconnu : ${issue.keys.join(', ')}.`;
    case 'too_big':
      return `Valeur trop grande (${String(issue.maximum)} au plus).`;
    case 'too_small':
      return `Valeur trop petite (${String(issue.minimum)} au moins).`;
    default:
      return 'Valeur invalide.';
  }
}

/**
 * A request's body within `limit` bytes, read before anything else is looked at (a refused body costs
 * at most the limit, with or without a valid key): null past it (413).
 */
export async function readBytes(request: Request, limit: number): Promise<Uint8Array> {
  let bytes: Uint8Array | null;
  try {
    bytes = await readLimitedBytes(request, limit);
  } catch {
    throw new ApiProblem(400, 'Corps de requête illisible.');
  }
  if (!bytes) throw new ApiProblem(413, `Corps de requête trop volumineux : ${Math.floor(limit / 1024)} Kio au plus.`);
  return bytes;
}

/** A JSON body (already read within its limit), checked against its schema: 415 or 400 with each field's French message, never a 500. */
export function parseJson<T extends z.ZodType>(request: Request, bytes: Uint8Array | null, schema: T): z.infer<T> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new ApiProblem(415, 'Envoyez le corps en JSON (Content-Type: application/json).');
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes ?? new Uint8Array(0)));
  } catch {
    throw new ApiProblem(400, 'Le corps n’est pas du JSON valide.');
  }
  const parsed = schema.safeParse(value, { error: frenchIssue });
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      pointer: `/${issue.path.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`,
      detail: issue.message,
    }));
    throw new ApiProblem(400, `Données refusées : ${errors.map((e) => `${e.pointer} ${e.detail}`).join(' ; ')}`, { errors });
  }
  return parsed.data;
}

/** A list's query string, checked against its schema (400 on a wrong value). */
export function readQuery<T extends z.ZodType>(url: URL, schema: T): z.infer<T> {
  const parsed = schema.safeParse(Object.fromEntries(url.searchParams), { error: frenchIssue });
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ pointer: `?${issue.path.join('.')}`, detail: issue.message }));
    throw new ApiProblem(400, `Paramètres refusés : ${errors.map((e) => `${e.pointer} ${e.detail}`).join(' ; ')}`, { errors });
  }
  return parsed.data;
}
