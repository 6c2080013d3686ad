import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { action as mediaAction } from '../app/routes/gestion/media';
import { loader as imgLoader } from '../app/routes/img';
import { imageUrl } from '../domain/media/image-params';
import { createDatabase, type Db } from '../server/db/database.server';
import { migrateToLatest } from '../server/db/migrate.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import { seedDemo } from '../server/seed/seed.server';
import type { Services } from '../server/services.server';
import { backofficeContext, statusOf } from './helpers/backoffice';
import { gpsOf, jpegWithGps, uploadPost } from './helpers/media-files';
import { openTestDb, TEST_DATABASES, TEST_NETWORK_SEED, type TestDb } from './helpers/test-db';
import { routeContext, testServices } from './helpers/test-services';

/** Two app instances over one database, each with its own disk (its own image cache), as two servers would be. */
describe.each(TEST_DATABASES)('uploaded images on two instances over one %s database', (kind) => {
  let dir = '';
  let shared: TestDb | null = null;
  let second: Db | null = null;
  let instances: Services[] = [];

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-media-two-'));
    if (kind === 'postgres') {
      shared = await openTestDb('postgres');
      second = createDatabase(shared.url as string).db;
    } else {
      const file = `file:${path.join(dir, 'shared.sqlite')}`;
      const first = createDatabase(file).db;
      await migrateToLatest(first as never);
      await seedDemo(first, TEST_NETWORK_SEED);
      shared = { db: first, kind, close: () => first.destroy() };
      second = createDatabase(file).db;
    }
    instances = [shared.db, second].map((db, i) => testServices({ db, kind, close: async () => {} }, { CACHE_DIR: path.join(dir, `cache-${i}`) }));
    await seedBackoffice(shared.db, instances[0]!.backoffice.members);
  }, 60_000);

  afterEach(async () => {
    for (const services of instances) await services.outbox.stop();
    await second?.destroy();
    await shared?.close();
    fs.rmSync(dir, { recursive: true, force: true });
    shared = null;
    second = null;
  });

  it('an image uploaded through one instance is served by the other, resized and without GPS', async () => {
    const [one, two] = instances as [Services, Services];
    const answer = await mediaAction({ request: uploadPost('sevran', { bytes: await jpegWithGps(1800, 1200), name: 'agence.jpg' }, 'La vitrine de l’agence'), params: { siteId: 'sevran' }, context: await backofficeContext(one, 'lea.garnier@maisonfort.example') } as never).catch((r: unknown) => r);
    expect(await statusOf(() => answer)).toBe(303);
    const [image] = await two.backoffice.media.listSiteImages({ networkId: 'maisonfort', siteIds: ['sevran'] }, 'sevran');
    expect(image).toMatchObject({ alt: 'La vitrine de l’agence', width: 1800, height: 1200 });
    for (const services of [two, one]) {
      const url = imageUrl(image!.src, { w: 600, h: 400, f: 'jpeg', q: 75 });
      const response = (await imgLoader({ request: new Request(`http://sevran.localhost${url}`), params: { '*': url.slice('/img/'.length) }, context: await routeContext(services, 'sevran') } as never)) as Response;
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 400 });
      expect(await gpsOf(bytes)).toBeNull();
    }
    // Each instance rendered the variant into its own cache, from the original read in the shared database.
    for (const cache of ['cache-0', 'cache-1']) expect(fs.readdirSync(path.join(dir, cache, 'img'))).toHaveLength(1);
  }, 60_000);
});
