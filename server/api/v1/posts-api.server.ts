import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Post, PostInput } from '../../../domain/crm/api-schemas';
import { changedFields } from '../../../domain/backoffice/audit-changes';
import type { AuditLog } from '../../backoffice/audit-log.server';
import { sanitizeContent } from '../../content/sanitize.server';
import type { Db } from '../../db/database.server';
import type { Database, PostsTable } from '../../db/schema';
import type { ApiCaller } from './api-keys.server';
import { pageOf, pageRequest } from './paging.server';
import { ApiProblem, notFound } from './problem.server';

export function postOfRow(r: PostsTable): Post {
  return {
    id: r.id,
    externalId: r.external_id ?? null,
    siteId: r.site_id,
    slug: r.slug,
    title: r.title,
    date: r.date,
    image: r.image,
    descriptionHtml: r.description_html,
    excerpt: r.excerpt,
    category: r.category,
    author: r.author,
  };
}

function columnsOf(input: PostInput) {
  return {
    site_id: input.siteId,
    slug: input.slug,
    title: input.title,
    date: input.date,
    image: input.image ?? null,
    // The same cleaning as every stored text shown as HTML on a site.
    description_html: input.descriptionHtml ? sanitizeContent(input.descriptionHtml) : null,
    excerpt: input.excerpt ?? null,
    category: input.category ?? null,
    author: input.author ?? null,
  };
}

/** News posts of the key's network: those of its sites. */
export class PostsApi {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
  ) {}

  private base(db: Db | Transaction<Database>, networkId: string) {
    return db.selectFrom('posts').innerJoin('sites', 'sites.id', 'posts.site_id').where('sites.network_id', '=', networkId).selectAll('posts');
  }

  async list(caller: ApiCaller, query: { cursor?: string; limit?: number; site?: string }) {
    const { after, limit } = pageRequest(query, 1);
    let q = this.base(this.db, caller.networkId);
    if (query.site) q = q.where('posts.site_id', '=', query.site);
    if (after) q = q.where('posts.id', '>', after[0] ?? '');
    const rows = await q.orderBy('posts.id').limit(limit + 1).execute();
    return pageOf(rows, limit, (r) => [r.id], postOfRow);
  }

  async find(caller: ApiCaller, id: string): Promise<Post | null> {
    const row = await this.base(this.db, caller.networkId).where('posts.id', '=', id).executeTakeFirst();
    return row ? postOfRow(row) : null;
  }

  async findByExternalId(caller: ApiCaller, externalId: string): Promise<Post | null> {
    const row = await this.base(this.db, caller.networkId).where('posts.network_id', '=', caller.networkId).where('posts.external_id', '=', externalId).executeTakeFirst();
    return row ? postOfRow(row) : null;
  }

  /** Creates or updates the post with this CRM id (one transaction with its audit entry); the same body twice writes once. */
  async upsert(caller: ApiCaller, externalId: string, input: PostInput, check: (current: Post | null) => void, now = new Date()): Promise<{ post: Post; created: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      const site = await trx.selectFrom('sites').select('id').where('network_id', '=', caller.networkId).where('id', '=', input.siteId).executeTakeFirst();
      if (!site) throw notFound();
      const row = await this.base(trx, caller.networkId).where('posts.network_id', '=', caller.networkId).where('posts.external_id', '=', externalId).executeTakeFirst();
      const before = row ? postOfRow(row) : null;
      check(before);
      const columns = columnsOf(input);
      // Two posts of one site never share an address (the page is found by it).
      const taken = await trx.selectFrom('posts').select('id').where('site_id', '=', input.siteId).where('slug', '=', input.slug).where('id', '!=', row?.id ?? '').executeTakeFirst();
      if (taken) throw new ApiProblem(409, `L’adresse « ${input.slug} » est déjà celle d’une autre actualité de ce site.`, { errors: [{ pointer: '/slug', detail: 'Adresse déjà prise sur ce site.' }] });
      const actor = { memberId: null, label: caller.name };
      if (row && before) {
        const changes = changedFields(row as unknown as Record<string, unknown>, columns);
        if (Object.keys(changes).length === 0) return { post: before, created: false };
        await trx.updateTable('posts').set(columns).where('id', '=', row.id).execute();
        await this.audit.record(trx, { networkId: caller.networkId, siteId: input.siteId, actor, action: 'post.update', targetType: 'post', targetId: row.id, changes }, now);
        return { post: postOfRow({ ...row, ...columns }), created: false };
      }
      const values: PostsTable = { ...columns, id: randomUUID(), read_mins: null, seo_title: null, seo_description: null, network_id: caller.networkId, external_id: externalId };
      await trx.insertInto('posts').values(values).execute();
      await this.audit.record(trx, { networkId: caller.networkId, siteId: input.siteId, actor, action: 'post.create', targetType: 'post', targetId: values.id, changes: changedFields(null, columns) }, now);
      return { post: postOfRow(values), created: true };
    });
  }
}
