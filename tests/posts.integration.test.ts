import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../server/db/database.server';
import { latestPosts, postPage, siteLatestPosts } from '../server/repositories/posts.server';
import { SitesRepository } from '../server/repositories/sites.server';
import { openTestDb, TEST_DATABASES, type TestDb } from './helpers/test-db';

const post = (slug: string, date: string) => ({
  id: `posts-test-${slug}`,
  site_id: 'diag-paris15',
  slug,
  title: `Article ${slug}`,
  image: null,
  date,
  description_html: null,
  excerpt: null,
  category: null,
  author: null,
  read_mins: null,
  seo_title: null,
  seo_description: null,
});

describe.each(TEST_DATABASES)("a site's newest posts on %s", (kind) => {
  let testDb: TestDb;
  beforeEach(async () => {
    testDb = await openTestDb(kind);
    await testDb.db.deleteFrom('posts').where('site_id', '=', 'diag-paris15').execute();
    await testDb.db
      .insertInto('posts')
      .values([post('b', '2026-10-01'), post('a', '2026-10-01'), post('ancien', '2025-01-15'), post('recent', '2026-11-20')])
      .execute();
  });
  afterEach(async () => {
    await testDb.close();
  });

  it('reads the newest first (same day: by slug), as many as asked, and the same as the first page of the news list', async () => {
    const latest = await latestPosts(testDb.db, 'diag-paris15', 3);
    expect(latest.map((p) => p.slug)).toEqual(['recent', 'a', 'b']);
    const { items, total } = await postPage(testDb.db, 'diag-paris15', 1, 3);
    expect(items).toEqual(latest);
    expect(total).toBe(4);
    expect(await latestPosts(testDb.db, 'another-site', 3)).toEqual([]);
  });

  it('are read once per version of the site record: a reloaded site reads them again and shows a new post', async () => {
    const sites = new SitesRepository(testDb.db);
    const site = (await sites.byId('diag-paris15'))!;
    const first = await siteLatestPosts(testDb.db, site, 3);
    expect(first.map((p) => p.slug)).toEqual(['recent', 'a', 'b']);
    await testDb.db.insertInto('posts').values(post('nouveau', '2026-11-23')).execute();
    // The same site object: the strip is kept (no read), as the site's own record is.
    expect(await siteLatestPosts(testDb.db, site, 3)).toBe(first);
    // Another count is another strip.
    expect((await siteLatestPosts(testDb.db, site, 2)).map((p) => p.slug)).toEqual(['nouveau', 'recent']);
    // The repository reloads the site (content versions moved, or its 10 s passed): the new post shows.
    sites.invalidate();
    const reloaded = (await sites.byId('diag-paris15'))!;
    expect(reloaded).not.toBe(site);
    expect((await siteLatestPosts(testDb.db, reloaded, 3)).map((p) => p.slug)).toEqual(['nouveau', 'recent', 'a']);
  });

  it('does not keep a failed read: the next request reads again', async () => {
    let failures = 1;
    // The database unreachable once (a dropped connection), then back.
    const flaky = new Proxy(testDb.db, {
      get(target, property) {
        if (property === 'selectFrom' && failures > 0) {
          failures--;
          return () => {
            throw new Error('connexion perdue');
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    }) as Db;
    const site = { id: 'diag-paris15' };
    await expect(siteLatestPosts(flaky, site, 3)).rejects.toThrow('connexion perdue');
    expect((await siteLatestPosts(flaky, site, 3)).map((p) => p.slug)).toEqual(['recent', 'a', 'b']);
  });
});
