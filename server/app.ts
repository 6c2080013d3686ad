import 'react-router';
import { randomBytes } from 'node:crypto';
import { createRequestHandler } from '@react-router/express';
import express from 'express';
import helmet from 'helmet';
import { RouterContextProvider } from 'react-router';
import { nonceContext, servicesContext } from '../app/context';
import { TRACKING_HOSTS } from '../domain/consent/tracking';
import { parseEnv } from './config/env.server';
import { createLogger } from './log/logger.server';
import { createServices, type Services, startServices, stopServices } from './services.server';

/**
 * The application as one Express app, built by Vite into build/server/index.js together with the
 * routes, so routes and services share one module graph (and one set of context keys).
 */
// In development Vite may load this module afresh after a change; the services survive on globalThis.
const holder = globalThis as typeof globalThis & { __vitrineServices?: Services | null };
let services: Services | null = holder.__vitrineServices ?? null;

export async function bootstrap(): Promise<Services> {
  if (services) return services;
  const env = parseEnv(process.env);
  const logger = createLogger(env.LOG_LEVEL);
  const created = createServices(env, logger);
  await startServices(created);
  app.set('trust proxy', env.TRUST_PROXY);
  services = created;
  holder.__vitrineServices = created;
  return created;
}

export async function shutdown(): Promise<void> {
  if (services) await stopServices(services);
  services = null;
  holder.__vitrineServices = null;
}

export const app = express();
app.disable('x-powered-by');

// A nonce per response lets React Router's inline hydration scripts run under a strict CSP.
app.use((_req, res, next) => {
  res.locals.nonce = randomBytes(16).toString('base64');
  next();
});
app.use(
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // A consented tracker (G- / GTM- id) loads from Google Tag Manager, with the nonce for its bootstrap.
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.nonce}'`, ...TRACKING_HOSTS.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...TRACKING_HOSTS.img],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'", 'https:', ...TRACKING_HOSTS.connect],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.openstreetmap.org', 'https://player.vimeo.com'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // 'no-referrer' makes browsers send `Origin: null` with same-site form posts, which React Router
    // refuses for page actions (the lead forms post to their page): keep the referrer on our own site only.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  }),
);

// One JSON line per request, naming the host: a site's traffic can be read apart from the others.
app.use((req, res, next) => {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    services?.logger.info(
      {
        method: req.method,
        host: req.hostname,
        path: req.originalUrl.slice(0, 300),
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
      },
      'request',
    );
  });
  next();
});

app.use(
  createRequestHandler({
    build: () => import('virtual:react-router/server-build'),
    getLoadContext(_req, res) {
      if (!services) throw new Error('bootstrap() must run before requests are served');
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(nonceContext, String(res.locals.nonce ?? ''));
      return context;
    },
  }),
);
