import type { Options } from 'express-rate-limit';
import { allows } from '../../../domain/crm/scopes';
import { AuditLog } from '../../backoffice/audit-log.server';
import type { Db } from '../../db/database.server';
import { DatabaseRateLimitStore } from '../../http/rate-limit.server';
import type { Logger } from '../../log/logger.server';
import { AdvisersApi } from './advisers-api.server';
import { ApiKeysRepository } from './api-keys.server';
import { type ApiParts, matchEndpoint } from './endpoints.server';
import { json, readBytes } from './http.server';
import { BODY_LIMITS } from '../body-limits.server';
import { LeadsApi } from './leads-api.server';
import { openApiDocument } from './openapi.server';
import { PostsApi } from './posts-api.server';
import { ApiProblem, notFound, problemResponse } from './problem.server';
import { ReadOnlyApi } from './read-only-api.server';
import { ListingEditorRepository } from '../../backoffice/listing-editor.server';
import { listingEvents } from '../../webhooks/webhooks.server';
import { ListingsApi } from './listings-api.server';
import { SitesApi } from './sites-api.server';
import { SiteRecordsRepository } from '../../repositories/sites-admin.server';

export interface ApiV1Options {
  /** Requests one key may make per window (the database-backed counter of the public forms' limits). */
  perKey: number;
  windowMs: number;
}

export const DEFAULT_API_LIMITS: ApiV1Options = { perKey: 600, windowMs: 60_000 };

/**
 * The network CRM's API (issue 34), on the operator host only: a bearer key per network, its scopes,
 * a rate limit per key, the endpoint table (endpoints.server.ts), RFC 9457 errors. Never a 500 for a
 * client's mistake: every refusal is an ApiProblem; anything else is logged and answered 500 as a problem too.
 */
export class ApiV1 {
  readonly keys: ApiKeysRepository;
  private readonly parts: ApiParts;
  private readonly limits: DatabaseRateLimitStore;

  constructor(
    db: Db,
    private readonly logger: Logger,
    private readonly options: ApiV1Options = DEFAULT_API_LIMITS,
    /** Wakes the webhook outbox after a write that queued events (lead.updated, listing.published, listing.sold). */
    onEvents: () => void = () => undefined,
    /** The back-office's site records (its `changed` drops this instance's cached sites at once) and the operator host no site may take. */
    sites?: { repository: SiteRecordsRepository; adminHost: string },
  ) {
    const audit = new AuditLog(db);
    this.keys = new ApiKeysRepository(db, audit);
    const listings = new ListingsApi(db, new ListingEditorRepository(db, audit, () => new Date(), listingEvents(onEvents)), onEvents);
    this.parts = { leads: new LeadsApi(db, audit, onEvents), advisers: new AdvisersApi(db, audit), posts: new PostsApi(db, audit), readOnly: new ReadOnlyApi(db), listings, sites: new SitesApi(sites?.repository ?? new SiteRecordsRepository(db, audit), sites?.adminHost ?? 'gestion.localhost') };
    this.limits = new DatabaseRateLimitStore(db, 'api-key:');
    this.limits.init({ windowMs: options.windowMs } as Options);
  }

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    let rate: Record<string, string> = {};
    try {
      if (path === '/openapi.json') {
        if (request.method !== 'GET' && request.method !== 'HEAD') throw new ApiProblem(405, 'Le document OpenAPI se lit en GET.', { headers: { allow: 'GET' } });
        return json(openApiDocument(), 200, { 'cache-control': 'no-cache' });
      }
      const body = request.method === 'GET' || request.method === 'HEAD' ? null : await readBytes(request, BODY_LIMITS['api/v1/*']);
      const caller = await this.authenticate(request);
      const hits = await this.limits.increment(caller.keyId);
      const remaining = Math.max(0, this.options.perKey - hits.totalHits);
      const reset = Math.max(1, Math.ceil(((hits.resetTime?.getTime() ?? Date.now() + this.options.windowMs) - Date.now()) / 1000));
      rate = { 'ratelimit-policy': `"cle";q=${this.options.perKey};w=${Math.ceil(this.options.windowMs / 1000)}`, ratelimit: `"cle";r=${remaining};t=${reset}` };
      if (hits.totalHits > this.options.perKey) throw new ApiProblem(429, `Plus de ${this.options.perKey} requêtes en ${Math.ceil(this.options.windowMs / 1000)} s avec cette clé : réessayez dans ${reset} s.`, { headers: { 'retry-after': String(reset) } });
      const matched = matchEndpoint(request.method, path);
      if (!matched) throw notFound();
      if ('allowed' in matched) throw new ApiProblem(405, `Méthode ${request.method} non permise ici : ${matched.allowed.join(', ')}.`, { headers: { allow: matched.allowed.join(', ') } });
      const { endpoint, params } = matched;
      if (!allows(caller.scopes, endpoint.resource, endpoint.access)) {
        throw new ApiProblem(403, `La clé « ${caller.name} » n’a pas le droit ${endpoint.access === 'write' ? 'd’écrire' : 'de lire'} « ${endpoint.resource} ».`);
      }
      return withHeaders(await endpoint.run({ request, url, params, caller, parts: this.parts, body }), rate);
    } catch (error) {
      if (error instanceof ApiProblem) return withHeaders(problemResponse(error, url.pathname), rate);
      // Two upserts of one new CRM id at once: the unique index lets one in; the other is told to retry.
      if (isUniqueViolation(error)) return withHeaders(problemResponse(new ApiProblem(409, 'Écriture simultanée de la même fiche : renvoyez la requête.'), url.pathname), rate);
      this.logger.error({ err: error, path: url.pathname, method: request.method }, 'api v1 failure');
      return new Response(JSON.stringify({ type: 'about:blank', title: 'Erreur interne', status: 500, detail: 'Erreur interne : réessayez plus tard.' }), { status: 500, headers: { 'content-type': 'application/problem+json; charset=utf-8' } });
    }
  }

  private async authenticate(request: Request) {
    const header = request.headers.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new ApiProblem(401, 'Clé API manquante : envoyez « Authorization: Bearer <clé> ».');
    const caller = await this.keys.authenticate(match[1]);
    if (!caller) throw new ApiProblem(401, 'Clé API inconnue ou révoquée.');
    return caller;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

const instances = new WeakMap<Db, ApiV1>();
/** The API of these services' database, built on first use. */
export function apiV1Of(services: { db: Db; logger: Logger; backoffice: { adminHost: string; sites: SiteRecordsRepository; webhooks: { outbox: { kick(): Promise<number> } } } }): ApiV1 {
  let api = instances.get(services.db);
  const outbox = services.backoffice.webhooks.outbox;
  if (!api) instances.set(services.db, (api = new ApiV1(services.db, services.logger, DEFAULT_API_LIMITS, () => void outbox.kick(), { repository: services.backoffice.sites, adminHost: services.backoffice.adminHost })));
  return api;
}
