import type { Kysely } from 'kysely';
import { canonicalBlockType, renamePageBlocks, renameSitePages } from '../../../domain/pages/renamed-blocks';

/**
 * One name per block (issue 30 item 1, decision 0155): stored pages and locks that hold a retired
 * block name (`immo.legalNotice`, `agence.valuationStep1`…) get the canonical one (`legal.notice`,
 * `valuation.step1`…), on SQLite and PostgreSQL alike: the JSON is read, rewritten in code, written back.
 * A lock whose canonical twin exists already is dropped (the twin says the same).
 */
interface Tables {
  sites: { id: string; pages: string };
  page_versions: { id: string; page: string };
  page_locks: { site_id: string; page_key: string; block_type: string };
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<Tables>;
  for (const site of await db.selectFrom('sites').select(['id', 'pages']).execute()) {
    const renamed = renameSitePages(typeof site.pages === 'string' ? parsed(site.pages) : site.pages);
    if (renamed) await db.updateTable('sites').set({ pages: JSON.stringify(renamed) }).where('id', '=', site.id).execute();
  }
  for (const version of await db.selectFrom('page_versions').select(['id', 'page']).execute()) {
    const renamed = renamePageBlocks(typeof version.page === 'string' ? parsed(version.page) : version.page);
    if (renamed) await db.updateTable('page_versions').set({ page: JSON.stringify(renamed) }).where('id', '=', version.id).execute();
  }
  for (const lock of await db.selectFrom('page_locks').selectAll().execute()) {
    const canonical = canonicalBlockType(lock.block_type);
    if (canonical === lock.block_type) continue;
    const twin = await db.selectFrom('page_locks').select('site_id').where('site_id', '=', lock.site_id).where('page_key', '=', lock.page_key).where('block_type', '=', canonical).executeTakeFirst();
    const same = db.updateTable('page_locks').where('site_id', '=', lock.site_id).where('page_key', '=', lock.page_key).where('block_type', '=', lock.block_type);
    if (twin) await db.deleteFrom('page_locks').where('site_id', '=', lock.site_id).where('page_key', '=', lock.page_key).where('block_type', '=', lock.block_type).execute();
    else await same.set({ block_type: canonical }).execute();
  }
}

/** Nothing to undo: the old names are no longer registered. */
export async function down(): Promise<void> {}
