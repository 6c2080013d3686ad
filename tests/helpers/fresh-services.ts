import { afterEach, beforeEach } from 'vitest';
import type { DbKind } from '../../server/db/database.server';
import type { Services } from '../../server/services.server';
import { stopWorkers } from '../../server/services.server';
import { openTestDb, type TestDb } from './test-db';
import { testServices } from './test-services';

export interface FreshServices {
  testDb: TestDb;
  services: Services;
}

/**
 * Each test of the suite gets a fresh seeded database of `kind` and the services over it, given to
 * `take` (the suite keeps them in its own variables); after the test the outbox stops and the
 * database closes. `env` adds settings (a fake SMTP server's URL…), read before each test.
 */
export function freshServicesEach(kind: DbKind, take: (fresh: FreshServices) => void, env?: () => Promise<Record<string, string>> | Record<string, string>): void {
  let current: FreshServices | null = null;
  beforeEach(async () => {
    const testDb = await openTestDb(kind);
    current = { testDb, services: testServices(testDb, (await env?.()) ?? {}) };
    take(current);
  }, 60_000);
  afterEach(async () => {
    if (!current) return;
    await stopWorkers(current.services);
    await current.testDb.close();
    current = null;
  });
}
