import type { Db } from '../db/database.server';
import type { PostsTable } from '../db/schema';

export type PostRow = PostsTable;

export async function postSlugs(db: Db, siteId: string): Promise<Array<{ slug: string; date: string }>> {
  return db.selectFrom('posts').select(['slug', 'date']).where('site_id', '=', siteId).orderBy('date', 'desc').execute();
}

export async function postPage(db: Db, siteId: string, page: number, pageSize: number): Promise<{ items: PostRow[]; total: number }> {
  const [items, count] = await Promise.all([
    db
      .selectFrom('posts')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('date', 'desc')
      .orderBy('slug')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db.selectFrom('posts').select((eb) => eb.fn.countAll<string | number>().as('n')).where('site_id', '=', siteId).executeTakeFirst(),
  ]);
  return { items, total: Number(count?.n ?? 0) };
}

/** A site's newest posts (a home's news strip): the page of `postPage` without its count. */
export async function latestPosts(db: Db, siteId: string, count: number): Promise<PostRow[]> {
  return db.selectFrom('posts').selectAll().where('site_id', '=', siteId).orderBy('date', 'desc').orderBy('slug').limit(count).execute();
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

export async function postBySlug(db: Db, siteId: string, slug: string): Promise<PostRow | undefined> {
  return db.selectFrom('posts').selectAll().where('site_id', '=', siteId).where('slug', '=', slug).executeTakeFirst();
}
