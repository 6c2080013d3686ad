import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../server/config/env.server';
import { createDatabase, type Db } from '../server/db/database.server';
import { migrateToLatest } from '../server/db/migrate.server';
import { createLogger } from '../server/log/logger.server';
import { type RunningRenderCache, startRenderCache } from '../server/render-cache/start.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import { seedDemo } from '../server/seed/seed.server';
import type { Services } from '../server/services.server';
import { action as pageEditorAction } from '../app/routes/gestion/page-editor';
import { action as pageSaveAction } from '../app/routes/gestion/page-save';
import { ADMIN, LEA, postAs, shownFields, siteAction } from './helpers/backoffice-sites';
import { statusOf } from './helpers/backoffice';
import { renderPage } from './helpers/page-render';
import { openTestDb, TEST_DATABASES, TEST_NETWORK_SEED, type TestDb } from './helpers/test-db';
import { testServices } from './helpers/test-services';

/** The bound: a change made on one instance shows on every instance within 2 seconds. */
const WITHIN_MS = 2000;

/** Renders the page again until it shows `text`, for at most WITHIN_MS; answers whether it did. */
async function shownWithin(services: Services, siteId: string, pathname: string, text: string, since: number): Promise<boolean> {
  for (;;) {
    if ((await renderPage(services, siteId, pathname)).html.includes(text)) return true;
    if (Date.now() - since > WITHIN_MS) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(TEST_DATABASES)('two instances over one %s database', (kind) => {
  let dir: string | null = null;
  let shared: TestDb | null = null;
  let second: Db | null = null;
  let instances: { services: Services; cache: RunningRenderCache }[] = [];

  beforeEach(async () => {
    if (kind === 'postgres') {
      shared = await openTestDb('postgres');
      second = createDatabase(shared.url as string).db;
    } else {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-sites-'));
      const file = `file:${path.join(dir, 'shared.sqlite')}`;
      const first = createDatabase(file).db;
      await migrateToLatest(first as never);
      await seedDemo(first, TEST_NETWORK_SEED);
      shared = { db: first, kind, close: () => first.destroy() };
      second = createDatabase(file).db;
    }
    // Each instance as server/app.ts runs it: its services, and the render cache following the content versions at the configured period.
    const pollMs = parseEnv({}).RENDER_CACHE_POLL_MS;
    instances = [shared.db, second].map((db) => {
      const services = testServices({ db, kind, close: async () => {} });
      return { services, cache: startRenderCache({ db, sites: services.sites, logger: createLogger('silent'), maxBytes: 8 * 1024 * 1024, pollMs }) };
    });
    await Promise.all(instances.map((i) => i.cache.ready));
    await seedBackoffice(shared.db, instances[0]!.services.backoffice.members);
  }, 60_000);

  afterEach(async () => {
    for (const { services, cache } of instances) {
      cache.stop();
      await services.outbox.stop();
    }
    await second?.destroy();
    await shared?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    shared = null;
    second = null;
    dir = null;
  });

  it('Sevran’s phone changed in the back-office of one shows on the public page of both within 2 seconds', async () => {
    const [one, two] = instances.map((i) => i.services) as [Services, Services];
    // Both have the site loaded (and would keep it 10 seconds without the versions).
    for (const services of [one, two]) expect((await renderPage(services, 'sevran', '/contact')).html).toContain('06 39 98 22 77');
    const answer = await postAs(one, siteAction, ADMIN, '/gestion/sites/sevran', { ...(await shownFields(one, ADMIN, 'sevran')), 'settings.numeroTel': '01 99 00 93 99' }, { siteId: 'sevran' });
    const saved = Date.now();
    expect(await statusOf(() => answer)).toBe(303);
    expect(await shownWithin(one, 'sevran', '/contact', '01 99 00 93 99', saved)).toBe(true);
    expect(await shownWithin(two, 'sevran', '/contact', '01 99 00 93 99', saved)).toBe(true);
  }, 60_000);

  it('a page published in the editor of one instance shows on the public home of both (the draft on neither)', async () => {
    const [one, two] = instances.map((i) => i.services) as [Services, Services];
    const home = `/gestion/sites/sevran/page?chemin=${encodeURIComponent('/')}`;
    const title = 'Vendez à Sevran avec Léa et Thomas';
    for (const services of [one, two]) expect((await renderPage(services, 'sevran', '/')).html).not.toContain(title);
    const page = JSON.stringify({ blocks: [{ type: 'agence.home', props: { heroTitle: title } }] });
    expect(await statusOf(() => postAs(one, pageSaveAction, LEA, `/gestion/sites/sevran/page/enregistrer?chemin=${encodeURIComponent('/')}`, { page }, { siteId: 'sevran' }))).toBe(200);
    for (const services of [one, two]) expect((await renderPage(services, 'sevran', '/')).html).not.toContain(title);
    expect(await statusOf(() => postAs(one, pageEditorAction, LEA, home, { intent: 'publish' }, { siteId: 'sevran' }))).toBe(303);
    const published = Date.now();
    expect(await shownWithin(one, 'sevran', '/', title, published)).toBe(true);
    expect(await shownWithin(two, 'sevran', '/', title, published)).toBe(true);
  }, 60_000);
});
