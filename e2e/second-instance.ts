import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { E2E_PORT, MAIL_SMTP_PORT } from '../playwright.config';

/** The second instance's port (E2E_PORT + 1 stays free for a server started by hand). */
export const SECOND_PORT = E2E_PORT + 2;

export interface SecondInstance {
  /** A site's URL on the second instance. */
  siteUrl(siteId: string, path?: string): string;
  /** Node cannot resolve *.localhost: a request to the second instance with the site's Host header. */
  apiTarget(siteId: string, path: string): { url: string; headers: Record<string, string> };
  stop(): Promise<void>;
}

/**
 * A second server process over the suite's database (its PostgreSQL schema, or its SQLite file), as a
 * second instance behind a load balancer: its own process, render cache and cache directory, nothing
 * shared but the database. The webServer of playwright.config.ts has migrated and seeded it already.
 */
export async function startSecondInstance(): Promise<SecondInstance> {
  const child: ChildProcess = spawn(process.execPath, ['server.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(SECOND_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? `file:data/e2e-${E2E_PORT}.sqlite`,
      RATE_LIMIT_PER_IP: '5000',
      RATE_LIMIT_PER_RANGE: '5000',
      ADEME_API_URL: 'offline',
      BAN_API_URL: 'offline',
      LOG_LEVEL: 'warn',
      CACHE_DIR: `data/e2e-cache-${SECOND_PORT}`,
      SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`second instance exited (${child.exitCode})`);
    const up = await fetch(`http://127.0.0.1:${SECOND_PORT}/`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('second instance did not start within 90 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // A cold instance's first page is slow on a loaded machine: asked once here, out of the tests' own waits.
  await warm('sevran.localhost');
  return {
    siteUrl: (siteId, path = '/') => `http://${siteId}.localhost:${SECOND_PORT}${path}`,
    apiTarget: (siteId, path) => ({ url: `http://127.0.0.1:${SECOND_PORT}${path}`, headers: { host: `${siteId}.localhost:${SECOND_PORT}` } }),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One GET of a site's home on the second instance (Node's fetch would drop the Host header). */
function warm(host: string): Promise<void> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port: SECOND_PORT, path: '/', headers: { host: `${host}:${SECOND_PORT}` }, timeout: 120_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve());
    });
    request.on('error', () => resolve());
    request.on('timeout', () => request.destroy());
  });
}
