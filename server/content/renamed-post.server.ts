import { redirect } from 'react-router';
import type { Db } from '../db/database.server';
import { renamedPostSlug } from '../repositories/posts.server';

/**
 * An article page whose slug is not found: when it was a post's former slug (renamed in the
 * back-office), a 301 to the same page under the current slug (language prefix and query kept).
 */
export async function redirectRenamedPost(db: Db, siteId: string, slug: string, url: URL): Promise<void> {
  const current = await renamedPostSlug(db, siteId, slug);
  if (!current) return;
  const path = url.pathname.replace(/[^/]+\/?$/, encodeURIComponent(current));
  throw redirect(`${path}${url.search}`, 301);
}
