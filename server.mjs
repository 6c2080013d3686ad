// The process entry: static files, then the application (built, or through Vite in development).
import http from 'node:http';
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';

const DEVELOPMENT = process.env.NODE_ENV === 'development';
const server = express();
server.disable('x-powered-by');
server.use(compression());

// The product's own videos (hero stream and presentation clip): served with range requests, never a third-party stream.
server.use('/media/video', express.static(`${process.env.MEDIA_DIR ?? 'media'}/video`, { maxAge: '1d', fallthrough: true }));

let application;
if (DEVELOPMENT) {
  const vite = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true } }));
  server.use(vite.middlewares);
  application = await vite.ssrLoadModule('./server/app.ts');
  server.use(async (req, res, next) => {
    try {
      const mod = await vite.ssrLoadModule('./server/app.ts');
      return mod.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  application = await import('./build/server/index.js');
  // Host check and security headers first: static files carry them too.
  server.use(application.edge);
  // Hashed assets never change: cache them for a year, and send the brotli/gzip files compressed at build (decision 48).
  server.use('/assets', expressStaticGzip('build/client/assets', { enableBrotli: true, orderPreference: ['br', 'gzip'], serveStatic: { immutable: true, maxAge: '1y' } }));
  // Every public file has an extension: a page's path never costs a disk lookup.
  const publicFiles = express.static('build/client', { maxAge: '1h' });
  server.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
  server.use(application.app);
  server.use(application.errorHandler);
}

let services;
try {
  services = await application.bootstrap();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
server.set('trust proxy', services.env.TRUST_PROXY);
const { PORT, HOST } = services.env;
// A page kept by the render cache is answered before Express (decision 0046); anything else goes through it.
const earlyHit = DEVELOPMENT ? null : application.serveCachedPage;
const listener = http.createServer((req, res) => {
  const early = earlyHit?.(req, res);
  if (!early) return server(req, res);
  early.then(
    (served) => served || server(req, res),
    (error) => {
      services.logger.warn({ err: error }, 'render cache: early answer failed, Express answers');
      if (!res.headersSent) server(req, res);
    },
  );
});
listener.listen(PORT, HOST, () => {
  services.logger.info({ port: PORT, directory: `http://localhost:${PORT}/` }, 'vitrine listening');
});

// Graceful shutdown: stop accepting, finish in-flight requests, flush the outbox, close the database.
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    services.logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    listener.close(async () => {
      await application.shutdown();
      process.exit(0);
    });
    listener.closeIdleConnections?.();
  });
}
