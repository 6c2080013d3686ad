import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { changedFields } from '../../domain/backoffice/audit-changes';
import { isNetworkScopeId, networkScopeId, postState, type PostState } from '../../domain/news/news-post';
import { isFamily, type Family } from '../../domain/sites/site';
import type { AuditActor, AuditLog } from '../backoffice/audit-log.server';
import { sanitizeContent } from '../content/sanitize.server';
import type { Db } from '../db/database.server';
import type { Database, PostsTable } from '../db/schema';
import type { MediaStore } from '../media/media-store.server';
import type { SiteScope } from '../repositories/sites-admin.server';

type Writer = Transaction<Database> | Db;

export interface NewsSite {
  id: string;
  name: string;
  family: Family;
  networkId: string;
}

export interface NewsPostView {
  id: string;
  title: string;
  slug: string;
  date: string;
  category: string | null;
  excerpt: string | null;
  body: string;
  cover: string | null;
  networkWide: boolean;
  state: PostState;
}

export interface NewsPostInput {
  title: string;
  slug: string;
  category: string;
  excerpt: string;
  body: string;
  cover: string;
  /** ISO instant. */
  date: string;
  networkWide: boolean;
  /** Shown on the article: the member's display name (never its e-mail). */
  author: string;
}

export type SaveResult = { ok: true; id: string } | { ok: false; field: 'slug' | 'cover'; message: 'news.error.slugTaken' | 'news.error.cover' } | null;

/**
 * News posts edited in the back-office (issue 31 item 4, decision 0103), scoped like every back-office
 * write: a site outside the member's scope, or a post that is neither the site's nor its network's, is
 * not found; a network-wide post is a network admin's only. Each write commits with its audit entry.
 * The posts trigger (migration 0010) drops the site's cached pages on every instance; a network-wide
 * post bumps every site of its network the same way, in the write's transaction.
 */
export class NewsPostsRepository {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
    private readonly media: MediaStore,
  ) {}

  async site(scope: SiteScope, siteId: string, db: Writer = this.db): Promise<NewsSite | null> {
    if (scope.siteIds && !scope.siteIds.includes(siteId)) return null;
    const row = await db.selectFrom('sites').select(['id', 'name', 'family', 'network_id']).where('id', '=', siteId).where('network_id', '=', scope.networkId).executeTakeFirst();
    if (!row || !isFamily(row.family)) return null;
    return { id: row.id, name: row.name, family: row.family, networkId: row.network_id as string };
  }

  /** The site's posts and its network's network-wide ones, newest first; null outside the scope. */
  async list(scope: SiteScope, siteId: string, now = new Date()): Promise<NewsPostView[] | null> {
    const site = await this.site(scope, siteId);
    if (!site) return null;
    const rows = await this.db
      .selectFrom('posts')
      .selectAll()
      .where('site_id', 'in', [site.id, networkScopeId(site.networkId)])
      .orderBy('date', 'desc')
      .orderBy('slug')
      .execute();
    return rows.map((r) => viewOf(r, now));
  }

  async find(scope: SiteScope, siteId: string, postId: string, now = new Date()): Promise<NewsPostView | null> {
    const site = await this.site(scope, siteId);
    if (!site) return null;
    const row = await this.row(this.db, site, postId, scope);
    return row ? viewOf(row, now) : null;
  }

  /** Creates (postId null) or updates a post; refuses a slug another post shown on the same sites holds, or a cover not in the site's library. */
  async save(scope: SiteScope, siteId: string, postId: string | null, input: NewsPostInput, actor: AuditActor, now = new Date()): Promise<SaveResult> {
    return this.db.transaction().execute(async (trx) => {
      const site = await this.site(scope, siteId, trx);
      if (!site) return null;
      const before = postId ? await this.row(trx, site, postId, scope) : null;
      if (postId && !before) return null;
      // Only a network admin writes a network-wide post.
      const networkWide = input.networkWide && scope.siteIds === null;
      const target = networkWide ? networkScopeId(site.networkId) : site.id;
      if (input.cover && !(await this.media.isSiteImage(site.id, input.cover, trx)) && input.cover !== before?.image) return { ok: false, field: 'cover', message: 'news.error.cover' };
      if (await this.slugTaken(trx, site.networkId, target, input.slug, before?.id ?? null)) return { ok: false, field: 'slug', message: 'news.error.slugTaken' };
      const columns = {
        site_id: target,
        slug: input.slug,
        title: input.title,
        date: input.date,
        image: input.cover || null,
        // The same cleaning as every stored text shown as HTML on a site (and again when rendered).
        description_html: input.body.trim() ? sanitizeContent(input.body) : null,
        excerpt: input.excerpt || null,
        category: input.category || null,
        pending_publication: input.date > now.toISOString() ? 1 : 0,
        updated_at: now.toISOString(),
      };
      const audited = (c: typeof columns) => ({ site_id: c.site_id, slug: c.slug, title: c.title, date: c.date, image: c.image, description_html: c.description_html, excerpt: c.excerpt, category: c.category });
      const entry = { networkId: site.networkId, siteId: networkWide ? null : site.id, actor, targetType: 'post' };
      if (before) {
        const changes = changedFields(audited(before as typeof columns), audited(columns));
        if (Object.keys(changes).length === 0) return { ok: true, id: before.id };
        await trx.updateTable('posts').set(columns).where('id', '=', before.id).execute();
        if (before.slug !== input.slug || before.site_id !== target) {
          // The old address answers 301; an address taken back by its post is no longer a redirect.
          await trx.deleteFrom('post_slug_redirects').where('site_id', '=', target).where('old_slug', '=', input.slug).execute();
          await trx.deleteFrom('post_slug_redirects').where('site_id', '=', before.site_id).where('old_slug', '=', before.slug).execute();
          await trx.insertInto('post_slug_redirects').values({ site_id: target, old_slug: before.slug, post_id: before.id, created_at: now.toISOString() }).execute();
        }
        await this.audit.record(trx, { ...entry, action: 'post.update', targetId: before.id, changes }, now);
        if (networkWide || isNetworkScopeId(before.site_id)) await bumpNetworkSites(trx, site.networkId);
        return { ok: true, id: before.id };
      }
      const id = randomUUID();
      await trx
        .insertInto('posts')
        .values({ ...columns, id, author: input.author, read_mins: null, seo_title: null, seo_description: null, network_id: null, external_id: null, unpublished_at: null })
        .execute();
      await this.audit.record(trx, { ...entry, action: 'post.create', targetId: id, changes: changedFields(null, audited(columns)) }, now);
      if (networkWide) await bumpNetworkSites(trx, site.networkId);
      return { ok: true, id };
    });
  }

  /** Unpublishes (hidden at once from the public site) or publishes again; false when not found. */
  async setPublished(scope: SiteScope, siteId: string, postId: string, published: boolean, actor: AuditActor, now = new Date()): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const site = await this.site(scope, siteId, trx);
      if (!site) return false;
      const row = await this.row(trx, site, postId, scope);
      if (!row) return false;
      const unpublished_at = published ? null : now.toISOString();
      if (Boolean(row.unpublished_at) === !published) return true;
      await trx.updateTable('posts').set({ unpublished_at, updated_at: now.toISOString() }).where('id', '=', row.id).execute();
      await this.audit.record(
        trx,
        { networkId: site.networkId, siteId: isNetworkScopeId(row.site_id) ? null : site.id, actor, action: published ? 'post.publish' : 'post.unpublish', targetType: 'post', targetId: row.id, changes: changedFields({ unpublished_at: row.unpublished_at ?? null }, { unpublished_at }) },
        now,
      );
      if (isNetworkScopeId(row.site_id)) await bumpNetworkSites(trx, site.networkId);
      return true;
    });
  }

  /**
   * Scheduled posts whose date has come: their flag is cleared by an update, whose trigger drops their
   * site's cached pages on every instance (a network-wide one: every site of its network). Any instance
   * may run it; the update is the same whoever runs it first.
   */
  async publishDue(now = new Date()): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const due = await trx.selectFrom('posts').select(['id', 'site_id']).where('pending_publication', '=', 1).where('date', '<=', now.toISOString()).execute();
      if (due.length === 0) return 0;
      await trx.updateTable('posts').set({ pending_publication: 0 }).where('id', 'in', due.map((d) => d.id)).execute();
      for (const scopeId of new Set(due.map((d) => d.site_id).filter(isNetworkScopeId))) await bumpNetworkSites(trx, scopeId.slice('network:'.length));
      return due.length;
    });
  }

  private async row(db: Writer, site: NewsSite, postId: string, scope: SiteScope): Promise<PostsTable | null> {
    const row = await db.selectFrom('posts').selectAll().where('id', '=', postId).where('site_id', 'in', [site.id, networkScopeId(site.networkId)]).executeTakeFirst();
    if (!row) return null;
    // A network-wide post is seen in every site's list, but only a network admin changes it.
    if (isNetworkScopeId(row.site_id) && scope.siteIds !== null) return null;
    return row;
  }

  /** Whether another post shown on the same public sites has this slug (a site's own and its network's share addresses). */
  private async slugTaken(db: Writer, networkId: string, target: string, slug: string, exceptId: string | null): Promise<boolean> {
    let q = db.selectFrom('posts').select('id').where('slug', '=', slug);
    if (exceptId) q = q.where('id', '!=', exceptId);
    const shared = networkScopeId(networkId);
    q = isNetworkScopeId(target)
      ? q.where((eb) => eb.or([eb('site_id', '=', shared), eb('site_id', 'in', eb.selectFrom('sites').select('id').where('network_id', '=', networkId))]))
      : q.where('site_id', 'in', [target, shared]);
    return Boolean(await q.executeTakeFirst());
  }
}

function viewOf(r: PostsTable, now: Date): NewsPostView {
  return { id: r.id, title: r.title, slug: r.slug, date: r.date, category: r.category, excerpt: r.excerpt, body: r.description_html ?? '', cover: r.image, networkWide: isNetworkScopeId(r.site_id), state: postState(r, now) };
}

/** Every site of the network drops its cached pages (a network-wide post shows on each). */
async function bumpNetworkSites(trx: Writer, networkId: string): Promise<void> {
  await sql`insert into content_versions (scope, version) select id, 1 from sites where network_id = ${networkId} on conflict (scope) do update set version = content_versions.version + 1`.execute(trx);
}
