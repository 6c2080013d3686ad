import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { action as mediaAction, loader as mediaLoader } from '../app/routes/gestion/media';
import { loader as imgLoader } from '../app/routes/img';
import { familyModule } from '../app/families';
import '../app/families/index.server';
import { imageUrl } from '../domain/media/image-params';
import { MAX_UPLOAD_BYTES } from '../domain/media/uploads';
import type { Db } from '../server/db/database.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { ADMIN_ORIGIN, backofficeContext, formPost, statusOf } from './helpers/backoffice';
import { freshServicesEach } from './helpers/fresh-services';
import { gpsOf, jpegWithGps, PHP_AS_JPG, uploadPost } from './helpers/media-files';
import { TEST_DATABASES } from './helpers/test-db';
import { routeContext } from './helpers/test-services';

const LEA = 'lea.garnier@maisonfort.example'; // owner of sevran (Maisonfort)
const CLAIRE = 'claire.vasseur@diageo.example'; // owner of diag-paris15 (Diagéo)
const ADMIN = 'admin@reseau.example'; // network admin of Maisonfort
const THOMAS = 'thomas.garnier@maisonfort.example'; // adviser of sevran

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-media-'));
afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

async function act(services: Services, who: string, request: Request, siteId: string) {
  const context = await backofficeContext(services, who);
  try {
    return await mediaAction({ request, params: { siteId }, context } as never);
  } catch (thrown) {
    return thrown;
  }
}
const statusOfResult = (result: unknown) => statusOf(() => result);
const errorsOf = (result: unknown) => (result as { data: { errors: Record<string, string> } }).data.errors;

/** Everything the media store writes, read back from the database. */
async function snapshot(db: Db) {
  return {
    images: await db.selectFrom('media_images').select(['id', 'site_id', 'hash', 'alt']).orderBy('id').execute(),
    blobs: await db.selectFrom('media_blobs').select(['hash', 'bytes']).orderBy('hash').execute(),
    audit: await db.selectFrom('audit_events').select(['id', 'action']).where('action', 'like', 'media.%').orderBy('id').execute(),
  };
}

async function served(services: Services, src: string, format: 'webp' | 'jpeg' = 'jpeg'): Promise<Response> {
  const url = imageUrl(src, { w: 600, f: format, q: 75 });
  const request = new Request(`http://sevran.localhost${url}`);
  return (await imgLoader({ request, params: { '*': url.slice('/img/'.length) }, context: await routeContext(services, 'sevran') } as never)) as Response;
}

describe.each(TEST_DATABASES)('media store on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh), () => ({ CACHE_DIR: cacheDir }));

  it('an uploaded photo is stored once in the database, without its EXIF GPS, and served by /img without GPS', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    const photo = await jpegWithGps(3200, 2000);
    expect(await gpsOf(photo)).toMatchObject({ GPSLatitudeRef: 'N' });

    const answer = await act(services, LEA, uploadPost('sevran', { bytes: photo, name: 'facade.jpg' }, 'Façade de l’agence'), 'sevran');
    expect(await statusOfResult(answer)).toBe(303);
    const [image] = await services.backoffice.media.listSiteImages({ networkId: 'maisonfort', siteIds: ['sevran'] }, 'sevran');
    expect(image).toMatchObject({ alt: 'Façade de l’agence', width: 2400, height: 1500 });
    const blob = await db.selectFrom('media_blobs').selectAll().executeTakeFirstOrThrow();
    expect(await gpsOf(Buffer.from(blob.data))).toBeNull();
    expect((await sharp(Buffer.from(blob.data)).metadata()).exif).toBeUndefined();

    // The same photo again, by the network admin on another site: still one blob, two library entries.
    expect(await statusOfResult(await act(services, ADMIN, uploadPost('agence-versailles', { bytes: photo, name: 'copie.jpg' }, 'La même façade'), 'agence-versailles'))).toBe(303);
    expect(await db.selectFrom('media_blobs').select('hash').execute()).toHaveLength(1);
    expect(await db.selectFrom('media_images').select('site_id').orderBy('site_id').execute()).toEqual([{ site_id: 'agence-versailles' }, { site_id: 'sevran' }]);
    const audit = await db.selectFrom('audit_events').select(['action', 'site_id', 'actor']).where('action', '=', 'media.upload').orderBy('site_id').execute();
    expect(audit).toEqual([
      { action: 'media.upload', site_id: 'agence-versailles', actor: ADMIN },
      { action: 'media.upload', site_id: 'sevran', actor: LEA },
    ]);

    for (const format of ['jpeg', 'webp'] as const) {
      const response = await served(services, image!.src, format);
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect((await sharp(bytes).metadata()).format).toBe(format);
      expect((await sharp(bytes).metadata()).width).toBe(600);
      expect(await gpsOf(bytes)).toBeNull();
    }
  }, 60_000);

  it('refuses a PHP script named .jpg, an image over 15 MB and a missing alt text, in French, storing nothing', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    const before = await snapshot(db);

    const php = await act(services, LEA, uploadPost('sevran', { bytes: PHP_AS_JPG, name: 'photo.jpg' }, 'Une photo'), 'sevran');
    expect(await statusOfResult(php)).toBe(400);
    expect(errorsOf(php).file).toBe('Ce fichier n’est pas une image JPEG, PNG, WebP ou AVIF lisible.');

    // A JPEG signature in front of garbage: the bytes say JPEG, sharp cannot decode it.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), PHP_AS_JPG]);
    expect(await statusOfResult(await act(services, LEA, uploadPost('sevran', { bytes: fake, name: 'photo.jpg' }, 'Une photo'), 'sevran'))).toBe(400);

    const huge = Buffer.alloc(40 * 1024 * 1024, 0);
    (await jpegWithGps(64, 64)).copy(huge);
    const tooLarge = await act(services, LEA, uploadPost('sevran', { bytes: huge, name: 'grande.jpg' }, 'Une grande photo'), 'sevran');
    expect(await statusOfResult(tooLarge)).toBe(413);
    expect(errorsOf(tooLarge).file).toBe(`L’image dépasse ${MAX_UPLOAD_BYTES / 1024 / 1024} Mo : réduisez-la avant de l’envoyer.`);

    const noAlt = await act(services, LEA, uploadPost('sevran', { bytes: await jpegWithGps(100, 100), name: 'a.jpg' }, '   '), 'sevran');
    expect(await statusOfResult(noAlt)).toBe(400);
    expect(errorsOf(noAlt).alt).toBe('Le texte alternatif est obligatoire.');

    expect(await snapshot(db)).toEqual(before);
  }, 60_000);

  it('deleting an image a news post shows is refused; once the post no longer shows it, it is deleted with its blob (audited)', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    await act(services, LEA, uploadPost('sevran', { bytes: await jpegWithGps(400, 300), name: 'marche.jpg' }, 'Le marché de Sevran'), 'sevran');
    const { id, hash } = await db.selectFrom('media_images').select(['id', 'hash']).executeTakeFirstOrThrow();
    const [image] = await services.backoffice.media.listSiteImages({ networkId: 'maisonfort', siteIds: null }, 'sevran');
    const post = await db.selectFrom('posts').select(['id', 'title']).where('site_id', '=', 'sevran').orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('posts').set({ image: image!.src }).where('id', '=', post.id).execute();

    const page = (await mediaLoader({ request: new Request(`${ADMIN_ORIGIN}/gestion/sites/sevran/medias`), url: new URL(`${ADMIN_ORIGIN}/gestion/sites/sevran/medias`), params: { siteId: 'sevran' }, context: await backofficeContext(services, LEA) } as never)) as {
      images: { usages: { kind: string; label: string }[] }[];
    };
    expect(page.images[0]!.usages).toEqual([{ kind: 'post', id: post.id, label: post.title }]);

    const refused = await act(services, LEA, formPost('/gestion/sites/sevran/medias', { intent: 'delete', image: id }), 'sevran');
    expect(await statusOfResult(refused)).toBe(409);
    expect(errorsOf(refused).form).toBe('Cette image est utilisée : retirez-la d’abord des pages, brouillons et actualités qui l’affichent.');
    expect(await db.selectFrom('media_images').select('id').execute()).toEqual([{ id }]);

    await db.updateTable('posts').set({ image: null }).where('id', '=', post.id).execute();
    expect(await statusOfResult(await act(services, LEA, formPost('/gestion/sites/sevran/medias', { intent: 'delete', image: id }), 'sevran'))).toBe(303);
    expect(await db.selectFrom('media_images').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('media_blobs').select('hash').where('hash', '=', hash).execute()).toEqual([]);
    expect(await db.selectFrom('audit_events').select(['action', 'target_id']).where('action', '=', 'media.delete').execute()).toEqual([{ action: 'media.delete', target_id: id }]);
    expect((await served(services, image!.src)).status).toBe(404);
  }, 60_000);

  it('an image used only in a page’s draft counts as used (listed as the draft of the page /) and deleting it is refused (409, kept) until the draft no longer shows it', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    await act(services, LEA, uploadPost('sevran', { bytes: await jpegWithGps(400, 300), name: 'facade.jpg' }, 'La façade'), 'sevran');
    const { id } = await db.selectFrom('media_images').select(['id']).executeTakeFirstOrThrow();
    const [image] = await services.backoffice.media.listSiteImages({ networkId: 'maisonfort', siteIds: null }, 'sevran');
    const lea = { memberId: null, label: LEA } as never;
    const scope = { networkId: 'maisonfort', siteIds: null };
    const draft = (src: string | undefined) => ({ blocks: [{ type: 'agence.home', props: src ? { heroTitle: 'Bienvenue', heroImage: { src, alt: 'La façade' } } : { heroTitle: 'Bienvenue' } }] });
    expect((await services.backoffice.pages.saveDraft(lea, scope, 'sevran', '/', draft(image!.src), familyModule('agence').pages, false)).kind).not.toBe('locked');
    const usages = async () => {
      const page = (await mediaLoader({ request: new Request(`${ADMIN_ORIGIN}/gestion/sites/sevran/medias`), url: new URL(`${ADMIN_ORIGIN}/gestion/sites/sevran/medias`), params: { siteId: 'sevran' }, context: await backofficeContext(services, LEA) } as never)) as {
        images: { usages: { kind: string; label: string }[] }[];
      };
      return page.images[0]!.usages.map((u) => ({ kind: u.kind, label: u.label }));
    };
    expect(await usages()).toEqual([{ kind: 'draft', label: '/' }]);
    const refused = await act(services, LEA, formPost('/gestion/sites/sevran/medias', { intent: 'delete', image: id }), 'sevran');
    expect(await statusOfResult(refused)).toBe(409);
    expect(await db.selectFrom('media_images').select('id').execute()).toEqual([{ id }]);

    // The draft saved again without the photo: the image is free, and deleted.
    await services.backoffice.pages.saveDraft(lea, scope, 'sevran', '/', draft(undefined), familyModule('agence').pages, false);
    expect(await usages()).toEqual([]);
    expect(await statusOfResult(await act(services, LEA, formPost('/gestion/sites/sevran/medias', { intent: 'delete', image: id }), 'sevran'))).toBe(303);
    expect(await db.selectFrom('media_images').select('id').execute()).toEqual([]);
  }, 60_000);

  it('another tenant’s site or image answers 404 on the library, upload, alt text and delete, and nothing changes', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    await act(services, LEA, uploadPost('sevran', { bytes: await jpegWithGps(300, 200, { r: 10, g: 10, b: 200 }), name: 'sevran.jpg' }, 'Sevran'), 'sevran');
    await act(services, CLAIRE, uploadPost('diag-paris15', { bytes: await jpegWithGps(300, 200, { r: 10, g: 200, b: 10 }), name: 'paris.jpg' }, 'Paris 15'), 'diag-paris15');
    await act(services, ADMIN, uploadPost('agence-versailles', { bytes: await jpegWithGps(300, 200, { r: 200, g: 10, b: 10 }), name: 'versailles.jpg' }, 'Versailles'), 'agence-versailles');
    const idOf = async (siteId: string) => (await db.selectFrom('media_images').select('id').where('site_id', '=', siteId).executeTakeFirstOrThrow()).id;
    const ids = { sevran: await idOf('sevran'), paris15: await idOf('diag-paris15'), versailles: await idOf('agence-versailles') };
    const photo = await jpegWithGps(120, 90, { r: 90, g: 90, b: 90 });

    const attempts: { who: string; what: string; run: () => Promise<number> }[] = [];
    const on = (who: string, siteId: string, imageId: string, label: string) => {
      attempts.push(
        {
          who,
          what: `library of ${label}`,
          run: async () => statusOf(async () => mediaLoader({ request: new Request(`${ADMIN_ORIGIN}/gestion/sites/${siteId}/medias`), url: new URL(`${ADMIN_ORIGIN}/gestion/sites/${siteId}/medias`), params: { siteId }, context: await backofficeContext(services, who) } as never)),
        },
        { who, what: `upload to ${label}`, run: async () => statusOfResult(await act(services, who, uploadPost(siteId, { bytes: photo, name: 'x.jpg' }, 'Intrusion'), siteId)) },
        { who, what: `alt of ${label}'s image`, run: async () => statusOfResult(await act(services, who, formPost(`/gestion/sites/${siteId}/medias`, { intent: 'alt', image: imageId, alt: 'Intrusion' }), siteId)) },
        { who, what: `delete ${label}'s image`, run: async () => statusOfResult(await act(services, who, formPost(`/gestion/sites/${siteId}/medias`, { intent: 'delete', image: imageId }), siteId)) },
      );
    };
    on(LEA, 'diag-paris15', ids.paris15, 'diag-paris15 (other network)');
    on(LEA, 'agence-versailles', ids.versailles, 'agence-versailles (own network, not granted)');
    on(CLAIRE, 'sevran', ids.sevran, 'sevran (other network)');
    on(ADMIN, 'diag-paris15', ids.paris15, 'diag-paris15 (other network)');
    on(THOMAS, 'sevran', ids.sevran, 'sevran as an adviser');
    on(LEA, 'site-inconnu', ids.sevran, 'an unknown site');
    // Its own site in the URL, another site's image id.
    attempts.push(
      { who: LEA, what: 'alt of a Paris 15 image through sevran', run: async () => statusOfResult(await act(services, LEA, formPost('/gestion/sites/sevran/medias', { intent: 'alt', image: ids.paris15, alt: 'Intrusion' }), 'sevran')) },
      { who: LEA, what: 'delete a Versailles image through sevran', run: async () => statusOfResult(await act(services, LEA, formPost('/gestion/sites/sevran/medias', { intent: 'delete', image: ids.versailles }), 'sevran')) },
      { who: ADMIN, what: 'delete a Paris 15 image through sevran', run: async () => statusOfResult(await act(services, ADMIN, formPost('/gestion/sites/sevran/medias', { intent: 'delete', image: ids.paris15 }), 'sevran')) },
    );
    expect(await services.backoffice.media.listSiteImages({ networkId: 'maisonfort', siteIds: ['sevran'] }, 'diag-paris15')).toEqual([]);

    const before = await snapshot(db);
    const answers: string[] = [];
    for (const attempt of attempts) answers.push(`${attempt.who} — ${attempt.what}: ${await attempt.run()}`);
    expect(answers).toEqual(attempts.map((a) => `${a.who} — ${a.what}: 404`));
    expect(await snapshot(db)).toEqual(before);

    // Within its scope the same member changes its own image (the 404s above are not a broken route).
    expect(await statusOfResult(await act(services, LEA, formPost('/gestion/sites/sevran/medias', { intent: 'alt', image: ids.sevran, alt: 'Vitrine de Sevran' }), 'sevran'))).toBe(303);
    expect(await db.selectFrom('media_images').select('alt').where('id', '=', ids.sevran).executeTakeFirstOrThrow()).toEqual({ alt: 'Vitrine de Sevran' });
  }, 120_000);
});
