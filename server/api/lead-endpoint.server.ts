import type { z } from 'zod';
import type { Locale } from '../../domain/i18n/locale';
import { fieldErrors, HONEYPOT_FIELD } from '../../domain/leads/schemas';
import { countHoneypotCatch } from '../routing/spam-view.server';
import { resolveApiHost } from '../../domain/sites/host';
import type { Site } from '../../domain/sites/site';
import { fixedT } from '../../app/i18n/instances.server';
import { translateMessage } from '../../app/i18n/messages';
import { type LeadInput, LeadRefusedError } from '../leads/lead-service.server';
import type { Services } from '../services.server';
import { ownReturnPath } from '../../domain/input/return-path';
import { logWriteFailure } from '../db/write-failure.server';
import { leadSourceFrom } from '../../domain/analytics/page-view';
import { LEAD_BODY_LIMIT } from './body-limits.server';
import { type BodyResult, readBody } from './read-body.server';
import { clearKeptInputCookie, keptInputCookie, redirectWithCookie } from '../forms/kept-input.server';

export interface LeadEndpoint<S extends z.ZodType> {
  endpoint: string;
  schema: S;
  /** The lead a valid input stores; `site`: the site it is stored for (a body may name it: diag /api/contact/). */
  toLead(input: z.output<S>, request: Request, site: Site): LeadInput;
  /**
   * Where a plain form post goes next: `success` as given, `failure` with erreur=… added.
   * Default: back to the body's redirectTo, with envoye=1 on success.
   */
  formTargets?(body: Record<string, unknown>): { success: string; failure: string };
  /** Extra fields of a JSON success answer (e.g. the next step's URL). */
  successFields?(body: Record<string, unknown>): Record<string, unknown>;
  /** The message when storing fails (default: the generic one). */
  failureMessage?: string;
  /** How failures are written: JSON with `message` and `error` (diag calls), or plain text (network calls). */
  errorFormat: 'json' | 'text';
  /** A body may name its site itself (diag /api/contact/: site, subdomain). */
  siteFromBody?: boolean;
  /** The answer's language read from the body (a form's hidden `lang`), when the route does not know it. */
  localeOf?(body: Record<string, unknown>): Locale;
  /** A refusal the domain gave as catalogue keys (decision 0044), in `locale`; null: the schema's message. */
  refusalText?(error: z.ZodError, locale: Locale): string | null;
  /** A plain form post refused keeps these fields for its page, with each field's message, in a cookie named `form` (decision 0070). */
  keptInput?: { form: string; fields: readonly string[] };
}

const GENERIC_FAILURE = 'Une erreur est survenue. Veuillez réessayer.';

function failure(format: 'json' | 'text', status: number, message: string, fields?: Record<string, string>): Response {
  if (format === 'text') return new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return Response.json({ success: false, message, error: message, ...(fields ? { fields } : {}) }, { status });
}

function withQuery(path: string, key: string, value: string): string {
  const [base, hash] = path.split('#');
  const url = new URL(base ?? '/', 'http://x');
  url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${hash ? `#${hash}` : ''}`;
}

/**
 * The one POST handler behind every public lead endpoint: reads JSON or a plain HTML form post,
 * validates with the shared schema, stores once per idempotency key, and answers JSON — or, for a
 * form posted without JavaScript, redirects back to the page with `envoye=1` (or `erreur=…`).
 * `read`: the body, when the route read it itself (within its own limit) to look at it first.
 */
export async function handleLeadPost<S extends z.ZodType>(
  request: Request,
  services: Services,
  requestSite: Site | null,
  spec: LeadEndpoint<S>,
  locale: Locale = 'fr',
  alreadyRead?: BodyResult,
): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
  const read = alreadyRead ?? (await readBody(request, { limit: LEAD_BODY_LIMIT }));
  if (!read.ok) return failure(spec.errorFormat, read.status, read.message);
  const { body, isForm } = read;
  const back = ownReturnPath(body.redirectTo, request.url);
  const targets = spec.formTargets?.(body) ?? { success: withQuery(back, 'envoye', '1'), failure: back };
  const extra = spec.successFields?.(body) ?? {};
  const goTo = (path: string) => Response.redirect(new URL(path, request.url), 303);

  let site = requestSite;
  if (spec.siteFromBody && typeof body.site === 'string' && body.site.trim()) {
    const index = await services.sites.hostIndex();
    const url = new URL(request.url);
    const resolution = resolveApiHost(url.host, { site: body.site, subdomain: typeof body.subdomain === 'string' ? body.subdomain : null }, index);
    site = resolution.kind === 'site' ? await services.sites.byId(resolution.siteId) : null;
  }
  if (!site) return failure(spec.errorFormat, 404, 'Site inconnu : impossible d’enregistrer la demande.');

  const key = request.headers.get('idempotency-key') ?? (typeof body.idempotencyKey === 'string' ? body.idempotencyKey : null);
  const outcome = await storeLeadBody(body, services, site, spec, request, key);
  switch (outcome.kind) {
    case 'dropped':
      return isForm ? goTo(targets.success) : Response.json({ success: true, ...extra });
    case 'invalid': {
      // Schema messages may be catalogue keys: answered in the request's language (decision 0016).
      const answerLocale = spec.localeOf?.(body) ?? locale;
      const translated = translatedFieldErrors(outcome.error, answerLocale);
      const message = spec.refusalText?.(outcome.error, answerLocale) ?? translated.message;
      const { fields } = translated;
      if (isForm && spec.keptInput) return redirectWithCookie(request, withQuery(targets.failure, 'erreur', message), keptInputCookie(spec.keptInput.form, body, spec.keptInput.fields, fields));
      if (isForm) return goTo(withQuery(targets.failure, 'erreur', message));
      return failure(spec.errorFormat, 400, message, fields);
    }
    case 'site-gone':
      return failure(spec.errorFormat, 404, 'Site inconnu : impossible d’enregistrer la demande.');
    case 'failed':
      // Refused while storing (a slot just booked by someone else): 409, and the input kept.
      if (isForm && outcome.refused && spec.keptInput) return redirectWithCookie(request, withQuery(targets.failure, 'erreur', outcome.message), keptInputCookie(spec.keptInput.form, body, spec.keptInput.fields, {}));
      if (isForm) return goTo(withQuery(targets.failure, 'erreur', outcome.message));
      return failure(spec.errorFormat, outcome.refused ? 409 : 503, outcome.message);
    case 'stored':
      if (isForm && spec.keptInput) return redirectWithCookie(request, targets.success, clearKeptInputCookie(spec.keptInput.form));
      if (isForm) return goTo(targets.success);
      return Response.json({ success: true, id: outcome.id, duplicate: outcome.duplicate, ...extra }, { status: outcome.duplicate ? 200 : 201 });
  }
}

/** The schema's errors, catalogue keys translated into the request's language. */
export function translatedFieldErrors(error: z.ZodError, locale: Locale): { message: string; fields: Record<string, string> } {
  const t = fixedT(locale);
  const errors = fieldErrors(error);
  return {
    message: translateMessage(t, errors.message),
    fields: Object.fromEntries(Object.entries(errors.fields).map(([field, text]) => [field, translateMessage(t, text)])),
  };
}

export type LeadOutcome =
  | { kind: 'dropped' }
  | { kind: 'invalid'; error: z.ZodError }
  | { kind: 'failed'; message: string; refused?: true }
  | { kind: 'site-gone' }
  | { kind: 'stored'; id: string; duplicate: boolean };

/**
 * The heart of every lead post, whatever carried it (API call, page form): the honeypot, the
 * shared schema, then one stored lead per idempotency key.
 */
export async function storeLeadBody<S extends z.ZodType>(
  body: Record<string, unknown>,
  services: Services,
  site: Site,
  spec: LeadEndpoint<S>,
  request: Request,
  key: string | null,
): Promise<LeadOutcome> {
  // Honeypot filled: a robot. Answer as if all went well, store nothing.
  const honeypot = body[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    services.logger.info({ site: site.id, endpoint: spec.endpoint }, 'honeypot filled: lead dropped');
    // Counted for the network admin's spam view (issue 36); a failure to count never changes the answer.
    await countHoneypotCatch(services.db, site.id).catch((err: unknown) => services.logger.warn({ err }, 'honeypot catch not counted'));
    return { kind: 'dropped' };
  }
  const parsed = spec.schema.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', error: parsed.error };
  try {
    const { lead, duplicate } = await services.leads.submit(site, { ...spec.toLead(parsed.data, request, site), source: leadSourceFrom(request.url, request.headers.get('referer')) }, key);
    return { kind: 'stored', id: lead.id, duplicate };
  } catch (error) {
    if (error instanceof LeadRefusedError) return { kind: 'failed', message: error.message, refused: true };
    // A site removed while its cached copy still routes requests here: say so, and drop the cache.
    if (!(await siteStillExists(services, site.id))) {
      services.sites.invalidate();
      return { kind: 'site-gone' };
    }
    // A database that refuses writes (read-only, full) is one clear line, not a stack per post (issue 37).
    if (!logWriteFailure(services.logger, error, 'lead not stored', { site: site.id, endpoint: spec.endpoint })) services.errors.report(error, { site: site.id, endpoint: spec.endpoint });
    return { kind: 'failed', message: spec.failureMessage ?? GENERIC_FAILURE };
  }
}

async function siteStillExists(services: Services, siteId: string): Promise<boolean> {
  try {
    return Boolean(await services.db.selectFrom('sites').select('id').where('id', '=', siteId).executeTakeFirst());
  } catch {
    return true; // the database itself is failing: the storage error is the one to report
  }
}

export function methodNotAllowed(): Response {
  return Response.json({ success: false, message: 'Méthode non autorisée : utilisez POST.' }, { status: 405, headers: { allow: 'POST' } });
}
