import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { changedFields } from '../../domain/backoffice/audit-changes';
import { breaksLocks, locksFor, type PageLock } from '../../domain/pages/locks';
import { isFamily, type Family, type PageDefinition } from '../../domain/sites/site';
import type { AuditActor, AuditLog } from './audit-log.server';
import type { Db } from '../db/database.server';
import type { Database } from '../db/schema';
import type { SiteScope } from '../repositories/sites-admin.server';

type Writer = Transaction<Database> | Db;

/** The author of a page's original version (as it was before its first publish from the editor): nobody; the page says 'Version d’origine'. */
export const ORIGINAL_AUTHOR = '';

/** A site as the page editor reads it: its family and its own pages (overriding or adding to the family's). */
export interface EditableSite {
  id: string;
  networkId: string;
  family: Family;
  name: string;
  /** Production host names, in order (the first is the site's address). */
  hosts: string[];
  pages: Record<string, PageDefinition>;
}

export interface PageVersion {
  id: string;
  page: PageDefinition;
  author: string;
  createdAt: string;
  publishedAt: string | null;
}

export interface PageState {
  site: EditableSite;
  /** What the public page shows: the site's own page, else the family's (null: neither). */
  published: PageDefinition | null;
  /** The newest unpublished save, with its secret preview token. */
  draft: (PageVersion & { previewToken: string }) | null;
  /** Published versions, newest first. */
  versions: PageVersion[];
  locks: PageLock[];
}

export type SaveResult = { kind: 'saved'; previewToken: string } | { kind: 'not-found' } | { kind: 'locked' };

function pagesOf(text: string): Record<string, PageDefinition> {
  try {
    const value = JSON.parse(text) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, PageDefinition>) : {};
  } catch {
    return {};
  }
}

const pageOf = (text: string): PageDefinition => {
  const value = JSON.parse(text) as PageDefinition;
  return { ...value, blocks: Array.isArray(value.blocks) ? value.blocks : [] };
};

/** A draft's preview token: 32 random bytes, URL-safe (unguessable; it opens one draft, read-only). */
const newToken = () => randomBytes(32).toString('base64url');

/**
 * A site's pages as the editor changes them (issue 31, decisions 0098–0100), scoped like every
 * back-office read and write: a site outside the scope is not found and nothing is written. A save is a
 * draft (a `page_versions` row); publishing writes the page into `sites.pages`, whose trigger bumps the
 * site's content version (migration 0010) so every instance's render cache drops its pages; `changed`
 * tells this instance at once. Every write records its audit entry in the same transaction; a save
 * refused by a lock records its own entry.
 */
export class SitePagesRepository {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
    private readonly changed: () => void = () => {},
  ) {}

  async site(scope: SiteScope, siteId: string, db: Writer = this.db): Promise<EditableSite | null> {
    let q = db.selectFrom('sites').select(['id', 'network_id', 'family', 'name', 'pages']).where('network_id', '=', scope.networkId).where('id', '=', siteId);
    if (scope.siteIds) q = scope.siteIds.length ? q.where('id', 'in', [...scope.siteIds]) : q.where(sql<boolean>`1 = 0`);
    const row = await q.executeTakeFirst();
    if (!row || !isFamily(row.family)) return null;
    const hosts = await db.selectFrom('site_hosts').select('host').where('site_id', '=', row.id).orderBy('position').orderBy('host').execute();
    return { id: row.id, networkId: row.network_id ?? scope.networkId, family: row.family, name: row.name, hosts: hosts.map((h) => h.host), pages: pagesOf(String(row.pages)) };
  }

  /** The locks on a site: its own, then its network's (decision 0135), each network one marked. */
  async locks(siteId: string, db: Writer = this.db): Promise<PageLock[]> {
    const [own, network] = await Promise.all([
      db.selectFrom('page_locks').select(['page_key', 'block_type']).where('site_id', '=', siteId).orderBy('page_key').orderBy('block_type').execute(),
      db
        .selectFrom('network_page_locks')
        .innerJoin('sites', 'sites.network_id', 'network_page_locks.network_id')
        .select(['network_page_locks.page_key', 'network_page_locks.block_type'])
        .where('sites.id', '=', siteId)
        .orderBy('network_page_locks.page_key')
        .orderBy('network_page_locks.block_type')
        .execute(),
    ]);
    return [...own.map((r) => ({ pageKey: r.page_key, blockType: r.block_type })), ...network.map((r) => ({ pageKey: r.page_key, blockType: r.block_type, network: true }))];
  }

  /** Pages with a draft waiting (keys). */
  async draftKeys(siteId: string): Promise<Set<string>> {
    const rows = await this.db.selectFrom('page_versions').select('page_key').where('site_id', '=', siteId).where('published_at', 'is', null).execute();
    return new Set(rows.map((r) => r.page_key));
  }

  private async versionRows(db: Writer, siteId: string, pageKey: string) {
    return db
      .selectFrom('page_versions')
      .select(['id', 'page', 'author', 'created_at', 'published_at', 'preview_token'])
      .where('site_id', '=', siteId)
      .where('page_key', '=', pageKey)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** One page of a site of the scope: what is public, the draft, the versions, the locks; null when not found. */
  async state(scope: SiteScope, siteId: string, pageKey: string, familyPages: Readonly<Record<string, PageDefinition>>, db: Writer = this.db): Promise<PageState | null> {
    const site = await this.site(scope, siteId, db);
    if (!site) return null;
    const published = site.pages[pageKey] ?? familyPages[pageKey] ?? null;
    if (!published) return null;
    const rows = await this.versionRows(db, siteId, pageKey);
    const draftRow = rows.find((r) => r.published_at === null && r.preview_token);
    const version = (r: (typeof rows)[number]): PageVersion => ({ id: r.id, page: pageOf(r.page), author: r.author, createdAt: r.created_at, publishedAt: r.published_at });
    return {
      site,
      published,
      draft: draftRow ? { ...version(draftRow), previewToken: draftRow.preview_token ?? '' } : null,
      versions: rows.filter((r) => r.published_at !== null).map(version),
      locks: (await this.locks(siteId, db)).filter((lock) => lock.pageKey === pageKey || lock.pageKey === '*'),
    };
  }

  /**
   * Saves a draft of one page (the previous draft replaced, its preview token kept). Refused when it
   * alters a block the franchisor locked, compared with the page as the editor opened it (the draft, or
   * the public page): the refusal is recorded in the audit log and nothing else is written.
   */
  async saveDraft(actor: AuditActor, scope: SiteScope, siteId: string, pageKey: string, page: PageDefinition, familyPages: Readonly<Record<string, PageDefinition>>, asAdmin: boolean, now = new Date()): Promise<SaveResult> {
    const result = await this.db.transaction().execute(async (trx): Promise<SaveResult> => {
      const state = await this.state(scope, siteId, pageKey, familyPages, trx);
      if (!state) return { kind: 'not-found' };
      const before = state.draft?.page ?? state.published ?? { blocks: [] };
      if (!asAdmin && breaksLocks(before.blocks, page.blocks, locksFor(state.locks, pageKey))) return { kind: 'locked' };
      const token = state.draft?.previewToken ?? newToken();
      if (state.draft) {
        await trx.updateTable('page_versions').set({ page: JSON.stringify(page), author: actor.label, member_id: actor.memberId, created_at: now.toISOString() }).where('id', '=', state.draft.id).execute();
      } else {
        await trx
          .insertInto('page_versions')
          .values({ id: randomUUID(), site_id: siteId, page_key: pageKey, page: JSON.stringify(page), member_id: actor.memberId, author: actor.label, created_at: now.toISOString(), published_at: null, preview_token: token })
          .execute();
      }
      await this.audit.record(trx, { networkId: state.site.networkId, siteId, actor, action: 'page.draft', targetType: 'page', targetId: `${siteId}${pageKey}`, changes: changedFields({ page: before }, { page }) }, now);
      return { kind: 'saved', previewToken: token };
    });
    if (result.kind === 'locked') {
      const site = await this.site(scope, siteId);
      if (site) await this.audit.record(this.db, { networkId: site.networkId, siteId, actor, action: 'page.refused-locked', targetType: 'page', targetId: `${siteId}${pageKey}`, changes: { page: { before: null, after: page } } }, now);
    }
    return result;
  }

  /** Writes a page into the site's own pages (the public page), in the caller's transaction. */
  private async writePublic(trx: Transaction<Database>, site: EditableSite, pageKey: string, page: PageDefinition | null): Promise<void> {
    const pages = { ...site.pages };
    if (page) pages[pageKey] = page;
    else delete pages[pageKey];
    await trx.updateTable('sites').set({ pages: JSON.stringify(pages) }).where('id', '=', site.id).where('network_id', '=', site.networkId).execute();
  }

  private async commit<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    const result = await this.db.transaction().execute(work);
    this.changed();
    return result;
  }

  /** Publishes the page's draft: the public page changes on every instance. False when no draft or not found. */
  async publish(actor: AuditActor, scope: SiteScope, siteId: string, pageKey: string, familyPages: Readonly<Record<string, PageDefinition>>, now = new Date()): Promise<boolean> {
    return this.commit(async (trx) => {
      const state = await this.state(scope, siteId, pageKey, familyPages, trx);
      if (!state?.draft) return false;
      // The first publish keeps the page as it was (the family's, or the site's own) as the original version: a rollback can return to it.
      if (!state.versions.length && state.published) {
        const before = new Date(Math.min(Date.parse(state.draft.createdAt), now.getTime()) - 1).toISOString();
        await trx
          .insertInto('page_versions')
          .values({ id: randomUUID(), site_id: siteId, page_key: pageKey, page: JSON.stringify(state.published), member_id: null, author: ORIGINAL_AUTHOR, created_at: before, published_at: before, preview_token: null })
          .execute();
      }
      await trx.updateTable('page_versions').set({ published_at: now.toISOString(), preview_token: null }).where('id', '=', state.draft.id).execute();
      await this.writePublic(trx, state.site, pageKey, state.draft.page);
      await this.audit.record(trx, { networkId: state.site.networkId, siteId, actor, action: 'page.publish', targetType: 'page', targetId: `${siteId}${pageKey}`, changes: changedFields({ page: state.published }, { page: state.draft.page }) }, now);
      return true;
    });
  }

  /** Publishes an earlier version again (a new version, by this author): one action. False when not found. */
  async rollback(actor: AuditActor, scope: SiteScope, siteId: string, pageKey: string, versionId: string, familyPages: Readonly<Record<string, PageDefinition>>, now = new Date()): Promise<boolean> {
    return this.commit(async (trx) => {
      const state = await this.state(scope, siteId, pageKey, familyPages, trx);
      const version = state?.versions.find((v) => v.id === versionId);
      if (!state || !version) return false;
      await trx
        .insertInto('page_versions')
        .values({ id: randomUUID(), site_id: siteId, page_key: pageKey, page: JSON.stringify(version.page), member_id: actor.memberId, author: actor.label, created_at: now.toISOString(), published_at: now.toISOString(), preview_token: null })
        .execute();
      await this.writePublic(trx, state.site, pageKey, version.page);
      await this.audit.record(trx, { networkId: state.site.networkId, siteId, actor, action: 'page.rollback', targetType: 'page', targetId: `${siteId}${pageKey}`, changes: { ...changedFields({ page: state.published }, { page: version.page }), version: { before: null, after: versionId } } }, now);
      return true;
    });
  }

  /** A draft by its secret token, for the public host of its own site only (null otherwise). */
  async draftByToken(siteId: string, token: string): Promise<{ pageKey: string; page: PageDefinition } | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const row = await this.db.selectFrom('page_versions').select(['page_key', 'page']).where('preview_token', '=', token).where('site_id', '=', siteId).where('published_at', 'is', null).executeTakeFirst();
    return row ? { pageKey: row.page_key, page: pageOf(row.page) } : null;
  }

  /** A network admin adds a page to a site of its network (path checked by the caller). False when not found or already there. */
  async addPage(actor: AuditActor, scope: SiteScope, siteId: string, pageKey: string, page: PageDefinition, now = new Date()): Promise<boolean> {
    return this.commit(async (trx) => {
      const site = await this.site(scope, siteId, trx);
      if (!site || site.pages[pageKey]) return false;
      await this.writePublic(trx, site, pageKey, page);
      await this.audit.record(trx, { networkId: site.networkId, siteId, actor, action: 'page.add', targetType: 'page', targetId: `${siteId}${pageKey}`, changes: changedFields(null, { path: pageKey, page }) }, now);
      return true;
    });
  }

  /** A network admin removes a page the site added (never one of its family's): its versions go with it. */
  async removePage(actor: AuditActor, scope: SiteScope, siteId: string, pageKey: string, familyPages: Readonly<Record<string, PageDefinition>>, now = new Date()): Promise<boolean> {
    return this.commit(async (trx) => {
      const site = await this.site(scope, siteId, trx);
      if (!site || !site.pages[pageKey] || familyPages[pageKey]) return false;
      await trx.deleteFrom('page_versions').where('site_id', '=', siteId).where('page_key', '=', pageKey).execute();
      await trx.deleteFrom('page_locks').where('site_id', '=', siteId).where('page_key', '=', pageKey).execute();
      await this.writePublic(trx, site, pageKey, null);
      await this.audit.record(trx, { networkId: site.networkId, siteId, actor, action: 'page.remove', targetType: 'page', targetId: `${siteId}${pageKey}`, changes: changedFields({ path: pageKey, page: site.pages[pageKey] }, { path: null, page: null }) }, now);
      return true;
    });
  }

  /**
   * A network admin locks or unlocks a block type (or '*', the whole page) on one page (or '*', every
   * page) of every site of its network in one action (decision 0135), from one of its sites. Only a
   * network-wide scope may: a member held to some sites, or another network's site, is not found.
   */
  async setNetworkLock(actor: AuditActor, scope: SiteScope, siteId: string, lock: PageLock, locked: boolean, now = new Date()): Promise<boolean> {
    if (scope.siteIds !== null) return false;
    return this.db.transaction().execute(async (trx) => {
      const site = await this.site(scope, siteId, trx);
      if (!site) return false;
      const networkId = site.networkId;
      const held = await trx.selectFrom('network_page_locks').select('network_id').where('network_id', '=', networkId).where('page_key', '=', lock.pageKey).where('block_type', '=', lock.blockType).executeTakeFirst();
      if (Boolean(held) === locked) return true;
      if (locked) await trx.insertInto('network_page_locks').values({ network_id: networkId, page_key: lock.pageKey, block_type: lock.blockType }).execute();
      else await trx.deleteFrom('network_page_locks').where('network_id', '=', networkId).where('page_key', '=', lock.pageKey).where('block_type', '=', lock.blockType).execute();
      await this.audit.record(trx, { networkId, siteId: null, actor, action: locked ? 'page.lock' : 'page.unlock', targetType: 'page', targetId: `network:${networkId}${lock.pageKey}`, changes: { [`lock.${lock.blockType}`]: { before: !locked, after: locked } } }, now);
      return true;
    });
  }

  /** A network admin locks or unlocks a block type (or '*', the whole page) on one page (or '*', every page). */
  async setLock(actor: AuditActor, scope: SiteScope, siteId: string, lock: PageLock, locked: boolean, now = new Date()): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const site = await this.site(scope, siteId, trx);
      if (!site) return false;
      const held = await trx.selectFrom('page_locks').select('site_id').where('site_id', '=', siteId).where('page_key', '=', lock.pageKey).where('block_type', '=', lock.blockType).executeTakeFirst();
      if (Boolean(held) === locked) return true;
      if (locked) await trx.insertInto('page_locks').values({ site_id: siteId, page_key: lock.pageKey, block_type: lock.blockType }).execute();
      else await trx.deleteFrom('page_locks').where('site_id', '=', siteId).where('page_key', '=', lock.pageKey).where('block_type', '=', lock.blockType).execute();
      await this.audit.record(trx, { networkId: site.networkId, siteId, actor, action: locked ? 'page.lock' : 'page.unlock', targetType: 'page', targetId: `${siteId}${lock.pageKey}`, changes: { [`lock.${lock.blockType}`]: { before: !locked, after: locked } } }, now);
      return true;
    });
  }
}
