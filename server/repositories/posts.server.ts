import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../db/database.server';
import type { Database, PostsTable } from '../db/schema';

export type PostRow = PostsTable;

/**
 * What a site shows (issue 31 item 4, decision 0103): its own posts and its network's network-wide ones
 * (`site_id` 'network:<id>'), published (not unpublished) and due (their date has come: a scheduled
 * post stays hidden until then).
 */
function shownOn(siteId: string, now: Date) {
  return (eb: ExpressionBuilder<Database, 'posts'>) =>
    eb.and([
      eb.or([eb('posts.site_id', '=', siteId), eb('posts.site_id', '=', eb.selectFrom('sites').select(sql<string>`'network:' || network_id`.as('scope')).where('sites.id', '=', siteId))]),
      eb('posts.unpublished_at', 'is', null),
      eb('posts.date', '<=', now.toISOString()),
    ]);
}

export async function postSlugs(db: Db, siteId: string, now = new Date()): Promise<Array<{ slug: string; date: string }>> {
  return db.selectFrom('posts').select(['slug', 'date']).where(shownOn(siteId, now)).orderBy('date', 'desc').execute();
}

export async function postPage(db: Db, siteId: string, page: number, pageSize: number, now = new Date()): Promise<{ items: PostRow[]; total: number }> {
  const [items, count] = await Promise.all([
    db
      .selectFrom('posts')
      .selectAll()
      .where(shownOn(siteId, now))
      .orderBy('date', 'desc')
      .orderBy('slug')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db.selectFrom('posts').select((eb) => eb.fn.countAll<string | number>().as('n')).where(shownOn(siteId, now)).executeTakeFirst(),
  ]);
  return { items, total: Number(count?.n ?? 0) };
}

/** A site's newest posts (a home's news strip): the page of `postPage` without its count. */
export async function latestPosts(db: Db, siteId: string, count: number, now = new Date()): Promise<PostRow[]> {
  return db.selectFrom('posts').selectAll().where(shownOn(siteId, now)).orderBy('date', 'desc').orderBy('slug').limit(count).execute();
}

/**
 * A site's newest posts, read once per version of its record (decision 0064): the sites repository
 * hands out new site objects when it reloads them (every 10 s, and at once when the content versions
 * say a site, its pages or its posts changed, decision 0039), so kept with the site object the strip is
 * as fresh as the site's own record. A failed read is not kept: the next request reads again.
 *
 * The query was cheap, its way through Kysely was not (a chain of promises, each one traced by the
 * async hooks React's server renderer turns on): about 6 % of an uncached home.
 */
export function siteLatestPosts(db: Db, site: { readonly id: string }, count: number): Promise<readonly PostRow[]> {
  let perSite = keptLatest.get(db);
  if (!perSite) keptLatest.set(db, (perSite = new WeakMap()));
  let perCount = perSite.get(site);
  if (!perCount) perSite.set(site, (perCount = new Map()));
  let read = perCount.get(count);
  if (!read) {
    read = latestPosts(db, site.id, count);
    perCount.set(count, read);
    read.catch(() => perCount.delete(count));
  }
  return read;
}
const keptLatest = new WeakMap<Db, WeakMap<object, Map<number, Promise<readonly PostRow[]>>>>();

export async function postBySlug(db: Db, siteId: string, slug: string, now = new Date()): Promise<PostRow | undefined> {
  return db.selectFrom('posts').selectAll().where(shownOn(siteId, now)).where('slug', '=', slug).executeTakeFirst();
}

/** A renamed post's current slug, when `slug` was one of its former ones and it is shown on the site (answered 301). */
export async function renamedPostSlug(db: Db, siteId: string, slug: string, now = new Date()): Promise<string | null> {
  const row = await db
    .selectFrom('post_slug_redirects')
    .innerJoin('posts', 'posts.id', 'post_slug_redirects.post_id')
    .select('posts.slug')
    .where('post_slug_redirects.old_slug', '=', slug)
    .where(shownOn(siteId, now))
    .where((eb) => eb('post_slug_redirects.site_id', '=', eb.ref('posts.site_id')))
    .executeTakeFirst();
  return row && row.slug !== slug ? row.slug : null;
}
