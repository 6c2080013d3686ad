import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { changedFields } from '../../domain/backoffice/audit-changes';
import { uploadHashOf, uploadPath, type StoredFormat } from '../../domain/media/uploads';
import type { AuditActor, AuditLog } from '../backoffice/audit-log.server';
import type { Db } from '../db/database.server';
import type { Database } from '../db/schema';
import type { SiteScope } from '../repositories/sites-admin.server';
import { cleanImage } from './clean-image.server';

/** An image as every feature reads it: `src` is the media path /img serves (`imageUrl(src, …)`). */
export interface SiteImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** Where an image is used: a news post (its cover or its text) or the site's own record and pages. */
export interface MediaUsage {
  /** A news post, the site's own record (published pages, CRM, settings), or a page's unpublished draft (label: the page's path). */
  kind: 'post' | 'site' | 'draft';
  id: string;
  label: string;
}

export interface LibraryImage extends SiteImage {
  id: string;
  fileName: string;
  bytes: number;
  createdAt: string;
  createdBy: string;
  usages: MediaUsage[];
}

export type UploadResult = { ok: true; image: LibraryImage; created: boolean } | { ok: false; reason: 'too-large' | 'not-an-image' | 'unreadable' };
export type DeleteResult = 'deleted' | 'not-found' | 'in-use';

type Writer = Transaction<Database> | Db;

/**
 * The media store (issue 31 item 5, decision 0102): the one place a feature stores or reads an image.
 * Originals live in the database (`media_blobs`, once per distinct cleaned image; `media_images`, a
 * site's library entry with its alt text), so every instance sharing the database serves every image.
 * Back-office reads and writes take the member's scope: a site outside it is not found. Every write
 * records its audit entry in its own transaction.
 */
export class MediaStore {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
  ) {}

  /** The site's network when it is in the scope, else null (404 for the caller). */
  async siteInScope(scope: SiteScope, siteId: string, db: Writer = this.db): Promise<{ id: string; name: string; networkId: string } | null> {
    if (scope.siteIds && !scope.siteIds.includes(siteId)) return null;
    const row = await db.selectFrom('sites').select(['id', 'name', 'network_id']).where('id', '=', siteId).where('network_id', '=', scope.networkId).executeTakeFirst();
    return row ? { id: row.id, name: row.name, networkId: row.network_id as string } : null;
  }

  /**
   * The images of a site, for any feature that lets a member pick one (the page editor's picker, a
   * news post's cover, a listing's photos): `[]` for a site outside the scope.
   */
  async listSiteImages(scope: SiteScope, siteId: string): Promise<SiteImage[]> {
    if (!(await this.siteInScope(scope, siteId))) return [];
    const rows = await this.rows(this.db, siteId).execute();
    return rows.map((r) => ({ src: uploadPath(r.hash, r.format as StoredFormat), alt: r.alt, width: r.width, height: r.height }));
  }

  /** The site's library with where each image is used; null outside the scope. */
  async library(scope: SiteScope, siteId: string): Promise<LibraryImage[] | null> {
    if (!(await this.siteInScope(scope, siteId))) return null;
    const rows = await this.rows(this.db, siteId).execute();
    return Promise.all(rows.map(async (r) => this.libraryImage(r, await this.usages(this.db, siteId, r.hash))));
  }

  /** Whether the media path is an image of this site's library (a cover chosen in a form must be). */
  async isSiteImage(siteId: string, mediaPath: string, db: Writer = this.db): Promise<boolean> {
    const hash = uploadHashOf(mediaPath);
    if (!hash) return false;
    return Boolean(await db.selectFrom('media_images').select('id').where('site_id', '=', siteId).where('hash', '=', hash).executeTakeFirst());
  }

  /** Cleans and stores an upload for a site (once: the same image again only updates nothing but is answered). */
  async upload(scope: SiteScope, siteId: string, input: { bytes: Uint8Array; alt: string; fileName: string }, actor: AuditActor, now = new Date()): Promise<UploadResult | null> {
    if (!(await this.siteInScope(scope, siteId))) return null;
    const cleaned = await cleanImage(input.bytes);
    if (!cleaned.ok) return cleaned;
    const { image } = cleaned;
    return this.db.transaction().execute(async (trx) => {
      const site = await this.siteInScope(scope, siteId, trx);
      if (!site) return null;
      const blob = await trx.selectFrom('media_blobs').select('hash').where('hash', '=', image.hash).executeTakeFirst();
      if (!blob) {
        await trx
          .insertInto('media_blobs')
          .values({ hash: image.hash, format: image.format, width: image.width, height: image.height, bytes: image.data.byteLength, data: image.data, created_at: now.toISOString() })
          .onConflict((oc) => oc.column('hash').doNothing())
          .execute();
      }
      const existing = await this.rows(trx, siteId).where('media_images.hash', '=', image.hash).executeTakeFirst();
      if (existing) return { ok: true, created: false, image: this.libraryImage(existing, await this.usages(trx, siteId, existing.hash)) };
      const values = { id: randomUUID(), network_id: site.networkId, site_id: siteId, hash: image.hash, alt: input.alt, file_name: input.fileName.slice(0, 200) || 'image', created_by: actor.label, created_at: now.toISOString() };
      await trx.insertInto('media_images').values(values).execute();
      await this.audit.record(
        trx,
        { networkId: site.networkId, siteId, actor, action: 'media.upload', targetType: 'media', targetId: values.id, changes: changedFields(null, { alt: values.alt, fileName: values.file_name, src: uploadPath(image.hash, image.format), width: image.width, height: image.height }) },
        now,
      );
      const row = await this.rows(trx, siteId).where('media_images.id', '=', values.id).executeTakeFirstOrThrow();
      return { ok: true, created: true, image: this.libraryImage(row, []) };
    });
  }

  /** Changes an image's alt text; false when the image is not in the scope. */
  async updateAlt(scope: SiteScope, siteId: string, id: string, alt: string, actor: AuditActor, now = new Date()): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const site = await this.siteInScope(scope, siteId, trx);
      if (!site) return false;
      const row = await trx.selectFrom('media_images').select(['id', 'alt']).where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst();
      if (!row) return false;
      const changes = changedFields({ alt: row.alt }, { alt });
      if (Object.keys(changes).length === 0) return true;
      await trx.updateTable('media_images').set({ alt }).where('id', '=', id).execute();
      await this.audit.record(trx, { networkId: site.networkId, siteId, actor, action: 'media.update', targetType: 'media', targetId: id, changes }, now);
      return true;
    });
  }

  /** Deletes an image of a site's library, refused while it is used; its blob goes when no site keeps it. */
  async delete(scope: SiteScope, siteId: string, id: string, actor: AuditActor, now = new Date()): Promise<DeleteResult> {
    return this.db.transaction().execute(async (trx) => {
      const site = await this.siteInScope(scope, siteId, trx);
      if (!site) return 'not-found';
      const row = await this.rows(trx, siteId).where('media_images.id', '=', id).executeTakeFirst();
      if (!row) return 'not-found';
      if ((await this.usages(trx, siteId, row.hash)).length > 0) return 'in-use';
      await trx.deleteFrom('media_images').where('id', '=', id).execute();
      const kept = await trx.selectFrom('media_images').select('id').where('hash', '=', row.hash).executeTakeFirst();
      if (!kept) await trx.deleteFrom('media_blobs').where('hash', '=', row.hash).execute();
      await this.audit.record(trx, { networkId: site.networkId, siteId, actor, action: 'media.delete', targetType: 'media', targetId: id, changes: changedFields({ alt: row.alt, fileName: row.file_name }, { alt: null, fileName: null }) }, now);
      return 'deleted';
    });
  }

  /** The cleaned bytes behind an upload's media path, for /img (public: the path is its content's hash). */
  async original(mediaPath: string): Promise<Buffer | null> {
    const hash = uploadHashOf(mediaPath);
    if (!hash) return null;
    const row = await this.db.selectFrom('media_blobs').select(['data', 'format']).where('hash', '=', hash).executeTakeFirst();
    if (!row || uploadPath(hash, row.format as StoredFormat) !== mediaPath) return null;
    return Buffer.from(row.data);
  }

  private rows(db: Writer, siteId: string) {
    return db
      .selectFrom('media_images')
      .innerJoin('media_blobs', 'media_blobs.hash', 'media_images.hash')
      .select(['media_images.id', 'media_images.hash', 'media_images.alt', 'media_images.file_name', 'media_images.created_by', 'media_images.created_at', 'media_blobs.format', 'media_blobs.width', 'media_blobs.height', 'media_blobs.bytes'])
      .where('media_images.site_id', '=', siteId)
      .orderBy('media_images.created_at', 'desc')
      .orderBy('media_images.id');
  }

  private libraryImage(r: { id: string; hash: string; alt: string; file_name: string; created_by: string; created_at: string; format: string; width: number; height: number; bytes: number }, usages: MediaUsage[]): LibraryImage {
    return { id: r.id, src: uploadPath(r.hash, r.format as StoredFormat), alt: r.alt, width: r.width, height: r.height, fileName: r.file_name, bytes: Number(r.bytes), createdAt: r.created_at, createdBy: r.created_by, usages };
  }

  /**
   * Where a site uses an image: its news posts (cover or text) and its own record (pages, CRM record,
   * settings: the page editor stores its blocks' images in `pages`) and its pages' drafts not yet
   * published (`page_versions`, decision 0135). A feature that stores an image
   * elsewhere adds its table here, so deleting an image it uses is refused.
   */
  private async usages(db: Writer, siteId: string, hash: string): Promise<MediaUsage[]> {
    const like = `%${hash}%`;
    const [posts, site, drafts] = await Promise.all([
      db
        .selectFrom('posts')
        .select(['id', 'title'])
        // The site's own posts and its network's network-wide ones (site_id 'network:<id>', decision 0103).
        .where((eb) => eb.or([eb('site_id', '=', siteId), eb('site_id', '=', eb.selectFrom('sites').select(sql<string>`'network:' || network_id`.as('scope')).where('sites.id', '=', siteId))]))
        .where((eb) => eb.or([eb('image', 'like', like), eb('description_html', 'like', like)]))
        .orderBy('date', 'desc')
        .execute(),
      db
        .selectFrom('sites')
        .select(['id', 'name'])
        .where('id', '=', siteId)
        .where((eb) => eb.or([eb('pages', 'like', like), eb('crm', 'like', like), eb('settings', 'like', like)]))
        .executeTakeFirst(),
      db
        .selectFrom('page_versions')
        .select(['id', 'page_key'])
        .where('site_id', '=', siteId)
        .where('published_at', 'is', null)
        .where('page', 'like', like)
        .orderBy('page_key')
        .execute(),
    ]);
    return [
      ...posts.map((p) => ({ kind: 'post' as const, id: p.id, label: p.title })),
      ...(site ? [{ kind: 'site' as const, id: site.id, label: site.name }] : []),
      ...drafts.map((d) => ({ kind: 'draft' as const, id: d.id, label: d.page_key })),
    ];
  }
}
