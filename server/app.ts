import 'react-router';
import { createRequestHandler } from '@react-router/express';
import express, { type RequestHandler } from 'express';
import { RouterContextProvider } from 'react-router';
import { isIP } from 'node:net';
import { formKeyContext, nonceContext, servicesContext } from '../app/context';
import { parseEnv } from './config/env.server';
import { backofficeEdge } from './backoffice/http-edge.server';
import { refuseCrossSitePosts } from './http/cross-site.server';
import { createEdge } from './http/edge.server';
import { createErrorHandler } from './http/error-page.server';
import { createApiRateLimits } from './http/rate-limit.server';
import { hstsMaxAgeFor, securityHeaders } from './http/security-headers.server';
import { createLogger } from './log/logger.server';
import { createEarlyHits, renderCacheMiddleware } from './render-cache/cache-middleware.server';
import { type RunningRenderCache, startRenderCache } from './render-cache/start.server';
import { createServices, type Services, startServices, stopServices } from './services.server';
import { answeredPage, pageViewMiddleware } from './analytics/express-collector.server';
import * as referenceEntry from '../app/entry.reference.server';

/**
 * The application as one Express app, built by Vite into build/server/index.js together with the
 * routes, so routes and services share one module graph (and one set of context keys).
 */
// In development Vite may load this module afresh after a change; the services survive on globalThis.
const holder = globalThis as typeof globalThis & { __vitrineServices?: Services | null };
let services: Services | null = holder.__vitrineServices ?? null;
let headers: RequestHandler = securityHeaders({ hstsMaxAge: 0, development: process.env.NODE_ENV === 'development' });
let apiLimits: RequestHandler[] = [];
let renderCache: RunningRenderCache | null = null;

function configure(created: Services): void {
  const { env } = created;
  headers = securityHeaders({ hstsMaxAge: hstsMaxAgeFor(env.NODE_ENV, env.HSTS_MAX_AGE), development: env.NODE_ENV === 'development' });
  apiLimits = createApiRateLimits(created.db, {
    windowMs: env.RATE_LIMIT_WINDOW_MS,
    perIp: env.RATE_LIMIT_PER_IP,
    perRange: env.RATE_LIMIT_PER_RANGE,
    siteAlert: env.RATE_LIMIT_SITE_ALERT,
    onSiteAlert: (host, hits) => created.logger.warn({ host, hits, windowMs: env.RATE_LIMIT_WINDOW_MS }, 'many posts to one site: above RATE_LIMIT_SITE_ALERT (nothing refused; the per-IP and per-range limits hold)'),
  });
}
if (services) configure(services);

export async function bootstrap(): Promise<Services> {
  if (services) return services;
  const env = parseEnv(process.env);
  const logger = createLogger(env.LOG_LEVEL);
  const created = createServices(env, logger);
  await startServices(created);
  app.set('trust proxy', env.TRUST_PROXY);
  services = created;
  holder.__vitrineServices = created;
  configure(created);
  await loadBuildOnce(env.NODE_ENV, env.RENDER_PIPELINE);
  const { RENDER_CACHE_MB, RENDER_CACHE_POLL_MS, NODE_ENV, RENDER_PIPELINE } = env;
  // Off in development (Vite reloads code), with RENDER_CACHE_MB=0 and for the conformance suite's reference.
  renderCache =
    RENDER_CACHE_MB > 0 && NODE_ENV !== 'development' && RENDER_PIPELINE === 'vitrine'
      ? startRenderCache({ db: created.db, sites: created.sites, logger, maxBytes: RENDER_CACHE_MB * 1024 * 1024, pollMs: RENDER_CACHE_POLL_MS })
      : null;
  await renderCache?.ready;
  return created;
}

export async function shutdown(): Promise<void> {
  renderCache?.stop();
  renderCache = null;
  if (services) await stopServices(services);
  services = null;
  holder.__vitrineServices = null;
}

/** Host check, nonce, security headers and the request log: server.mjs mounts it before the static files too. */
export const edge = createEdge(
  () => headers,
  (line) => services?.logger.info(line, 'request'),
);

/** The last error handler: a French answer, never Express's English page with a stack trace. */
export const errorHandler = createErrorHandler((error, context) => {
  if (services) services.errors.report(error, context);
  else console.error(error);
});

export const app = express();
app.disable('x-powered-by');
app.use(edge);

// Every POST — /api/* and the page forms posting to their own page (useLeadForm): cross-site posts
// refused, then counted per client, per site, form and IP range, and per site (decision 0069).
// The operator host: its own headers and CSRF rule; never counted with the public forms (its sign-in has its own limits).
app.use(backofficeEdge(() => services?.backoffice.adminHost ?? null, process.env.NODE_ENV === 'development'));

app.use(refuseCrossSitePosts, (req, res, next) => {
  if (res.locals.backOffice) return next();
  const run = (index: number) => {
    const limit = apiLimits[index];
    if (!limit) return next();
    limit(req, res, (error?: unknown) => (error ? next(error) : run(index + 1)));
  };
  run(0);
});

// The render cache's counters, for the operator on the machine itself (never through the proxy): not public data.
app.get('/__vitrine/render-cache', (req, res, next) => {
  const remote = req.socket.remoteAddress ?? '';
  const local = remote === '127.0.0.1' || remote === '::1' || remote === '::ffff:127.0.0.1';
  if (!renderCache || !local || req.get('x-forwarded-for') || !isIP(remote)) return next();
  res.setHeader('Cache-Control', 'no-store');
  res.json(renderCache.deps.cache.stats());
});

// Audience counters (issue 36 item 4, decision 0128): every public page answered through Express,
// rendered or a render-cache hit of its middleware, is counted once sent; the early hits below too.
app.use(pageViewMiddleware(() => services?.analytics.collector ?? null));

// The back-office is never cached (decision 0039's cache is for anonymous public pages).
const renderCacheLayer = renderCacheMiddleware(() => renderCache?.deps ?? null);
app.use((req, res, next) => (res.locals.backOffice ? next() : renderCacheLayer(req, res, next)));

/**
 * A cached page answered before Express (server.mjs's listener asks it first; decision 0046): false
 * when the request is not a hit, and Express then serves it as any other.
 */
export const serveCachedPage = createEarlyHits(
  () => renderCache?.deps ?? null,
  app.request,
  (line) => services?.logger.info(line, 'request'),
  () => services?.logger.isLevelEnabled('info') ?? false,
  (req, status, hasLeadForm) => services?.analytics.collector.record(answeredPage(req, status, 'text/html', hasLeadForm)),
);

const loadServerBuild = () => import('virtual:react-router/server-build');
/** The pages' handler: given a function, React Router rebuilds its route tables on every request (development: Vite reloads routes). */
const pageHandlerFor = (build: Parameters<typeof createRequestHandler>[0]['build']): RequestHandler =>
  createRequestHandler({
    build,
    getLoadContext(_req, res) {
      if (!services) throw new Error('bootstrap() must run before requests are served');
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(nonceContext, String(res.locals.nonce ?? ''));
      context.set(formKeyContext, String(res.locals.formKey ?? ''));
      return context;
    },
  });
let pageHandler = pageHandlerFor(loadServerBuild);
/** Outside development the build never changes: loaded once, so its route tables are derived once (decision 0057). */
async function loadBuildOnce(nodeEnv: string, pipeline: 'vitrine' | 'reference'): Promise<void> {
  if (nodeEnv === 'development') return;
  const build = await loadServerBuild();
  // The same build, its entry swapped for React Router's own template (decision 0157).
  pageHandler = pageHandlerFor(pipeline === 'reference' ? { ...build, entry: { module: referenceEntry } } : build);
}
app.use((req, res, next) => pageHandler(req, res, next));
app.use(errorHandler);
