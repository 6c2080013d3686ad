import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { latestPosts, postPage } from '../server/repositories/posts.server';
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
});
