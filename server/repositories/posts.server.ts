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

export async function postBySlug(db: Db, siteId: string, slug: string): Promise<PostRow | undefined> {
  return db.selectFrom('posts').selectAll().where('site_id', '=', siteId).where('slug', '=', slug).executeTakeFirst();
}
