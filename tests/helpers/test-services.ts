import { RouterContextProvider } from 'react-router';
import { servicesContext, siteContext } from '../../app/context';
import { parseEnv } from '../../server/config/env.server';
import { createLogger } from '../../server/log/logger.server';
import { createServices, type Services } from '../../server/services.server';
import type { TestDb } from './test-db';

export function testServices(testDb: TestDb, env: Record<string, string> = {}): Services {
  const parsed = parseEnv({ LOG_LEVEL: 'silent', OUTBOX_BASE_DELAY_MS: '1000', OUTBOX_INTERVAL_MS: '600000', BAN_API_URL: 'offline', ADEME_API_URL: 'sample', WEBHOOK_PRIVATE_ADDRESSES: 'allow', ...env });
  return createServices(parsed, createLogger(parsed.LOG_LEVEL), { db: { db: testDb.db, kind: testDb.kind } });
}

/** The router context a route's loader or action sees, for a given site id (or none). */
export async function routeContext(services: Services, siteId: string | null): Promise<RouterContextProvider> {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  const site = siteId ? await services.sites.byId(siteId) : null;
  context.set(siteContext, site ? { kind: 'site', site } : { kind: 'unknown', host: 'unknown.test' });
  return context;
}

export function jsonPost(url: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}
