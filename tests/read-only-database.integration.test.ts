import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as diagContact from '../app/routes/api.contact';
import { action as pageAction } from '../app/routes/page';
import { parseEnv } from '../server/config/env.server';
import { createDatabase, type Db } from '../server/db/database.server';
import { migrateToLatest } from '../server/db/migrate.server';
import { leadsOfSite } from '../server/repositories/leads.server';
import { seedDemo } from '../server/seed/seed.server';
import { createServices, type Services, stopWorkers } from '../server/services.server';
import { TEST_NETWORK_SEED } from './helpers/test-db';
import { jsonPost, routeContext } from './helpers/test-services';

// Issue 37 item 4: a SQLite database whose files become read-only while the server runs. Before
// the fix the next write was a SIGBUS in SQLite's shared-memory WAL index: this test's worker died.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-ro-'));
const file = path.join(dir, 'vitrine.sqlite');
const files = () => [file, `${file}-wal`, `${file}-shm`].filter((f) => fs.existsSync(f));

/**
 * Makes the database files read-only as a failing disk would: immutable (root, `chattr +i`: root
 * writes through any mode), or mode 0444 for any other user.
 */
function setReadOnly(readOnly: boolean): void {
  if (process.getuid?.() === 0) {
    execFileSync('chattr', [readOnly ? '+i' : '-i', ...files()]);
  } else {
    for (const f of files()) fs.chmodSync(f, readOnly ? 0o444 : 0o644);
  }
  // Written back to disk: the WAL index's mapped pages are clean, so SQLite's next write to them faults.
  execFileSync('sync');
}

describe('a SQLite database that becomes read-only while the server runs', () => {
  let db: Db;
  let services: Services;
  const lines: Array<{ level: number; msg: string }> = [];
  beforeAll(async () => {
    db = createDatabase(`file:${file}`).db;
    await migrateToLatest(db as never);
    await seedDemo(db, TEST_NETWORK_SEED);
    const env = parseEnv({ OUTBOX_INTERVAL_MS: '600000', BAN_API_URL: 'offline', ADEME_API_URL: 'sample' });
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) });
    services = createServices(env, logger, { db: { db, kind: 'sqlite' } });
  }, 60_000);
  afterAll(async () => {
    setReadOnly(false);
    await stopWorkers(services);
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const postLead = async (message: string) =>
    diagContact.action({ request: jsonPost('http://diag-paris15.localhost/api/contact/', { name: 'Léa', email: 'lea@example.fr', message }), context: (await routeContext(services, 'diag-paris15')) as never, params: {} } as never);

  it('answers a French 503, logs one clear line, stays up, and stores again once the files are writable', async () => {
    expect((await postLead('avant')).status).toBe(201);

    setReadOnly(true);
    lines.length = 0;
    const refused = await postLead('pendant');
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ success: false, message: 'Une erreur est survenue. Veuillez réessayer.' });
    const errors = lines.filter((l) => l.level >= 50);
    expect(errors.map((l) => l.msg)).toEqual(['database read-only: lead not stored']);
    expect(JSON.stringify(lines)).not.toMatch(/cannot rollback/);

    // A page form (the other way leads come in) gets its 503 too.
    const form = new URLSearchParams({ _formulaire: 'contact', _instance: 'contact', idempotencyKey: 'ro-page', name: 'Léa', email: 'lea@example.fr', message: 'page' });
    const page = (await pageAction({ request: new Request('http://diag-paris15.localhost/contact', { method: 'POST', body: form }), context: (await routeContext(services, 'diag-paris15')) as never, params: {} } as never)) as unknown as { init: { status: number } };
    expect(page.init.status).toBe(503);
    // Reads go on: the site's pages are still served.
    expect(await services.sites.byId('diag-paris15')).toMatchObject({ id: 'diag-paris15' });

    setReadOnly(false);
    expect((await postLead('après')).status).toBe(201);
    const stored = (await leadsOfSite(db, 'diag-paris15')).map((l) => l.message).sort();
    expect(stored).toEqual(['après', 'avant']);
  });
});
