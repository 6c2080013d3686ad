import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as renameBlocks } from '../server/db/migrations/0048-canonical-block-names';
import { openTestDb, TEST_DATABASES, type TestDb } from './helpers/test-db';

const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/** Decision 0155: stored pages, drafts and locks that name a retired block get its one name. */
describe.each(TEST_DATABASES)('migration 0048 renames retired block names on %s', (kind) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await openTestDb(kind);
  }, 120_000);
  afterAll(() => testDb.close());

  it('rewrites a site’s pages, a draft and the locks (read back), and leaves other blocks and sites as they were', async () => {
    const { db } = testDb;
    const pages = { '/mentions-legales': { title: 'À nous', blocks: [{ type: 'immo.legalNotice' }, { type: 'immo.textSections', props: { title: 'x' } }] }, '/evaluation': { blocks: [{ type: 'immo.valuationStep1' }] } };
    const before = await db.selectFrom('sites').select(['id', 'pages']).where('id', '!=', 'reseau').orderBy('id').execute();
    await db.updateTable('sites').set({ pages: JSON.stringify(pages) }).where('id', '=', 'reseau').execute();
    const now = new Date().toISOString();
    await db.insertInto('page_versions').values({ id: 'v-0048', site_id: 'sevran', page_key: '/faq', page: JSON.stringify({ blocks: [{ type: 'agence.faq' }] }), member_id: null, author: 'test', created_at: now, published_at: null, preview_token: null }).execute();
    await db.insertInto('page_locks').values([
      { site_id: 'sevran', page_key: '/faq', block_type: 'agence.faq' },
      { site_id: 'reseau', page_key: '*', block_type: 'immo.redirect' },
      { site_id: 'reseau', page_key: '*', block_type: 'advisers.redirect' },
    ]).execute();

    await renameBlocks(db as never);

    const stored = await db.selectFrom('sites').select('pages').where('id', '=', 'reseau').executeTakeFirstOrThrow();
    expect(json(stored.pages)).toEqual({ '/mentions-legales': { title: 'À nous', blocks: [{ type: 'legal.notice' }, { type: 'immo.textSections', props: { title: 'x' } }] }, '/evaluation': { blocks: [{ type: 'valuation.step1' }] } });
    const draft = await db.selectFrom('page_versions').select('page').where('id', '=', 'v-0048').executeTakeFirstOrThrow();
    expect(json(draft.page)).toEqual({ blocks: [{ type: 'legal.faq' }] });
    const locks = await db.selectFrom('page_locks').select(['site_id', 'block_type']).where('site_id', 'in', ['sevran', 'reseau']).orderBy('site_id').orderBy('block_type').execute();
    expect(locks).toEqual([
      { site_id: 'reseau', block_type: 'advisers.redirect' },
      { site_id: 'sevran', block_type: 'legal.faq' },
    ]);
    expect(await db.selectFrom('sites').select(['id', 'pages']).where('id', '!=', 'reseau').orderBy('id').execute()).toEqual(before);
  });
});
