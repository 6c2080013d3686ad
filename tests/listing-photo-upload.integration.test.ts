import { describe, expect, it } from 'vitest';
import type { Db } from '../server/db/database.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { ADMIN_ORIGIN, backofficeContext, statusOf } from './helpers/backoffice';
import { listingAction, listingLoader } from './helpers/backoffice-listings';
import { getAs, THOMAS } from './helpers/backoffice-sites';
import { freshServicesEach } from './helpers/fresh-services';
import { gpsOf, jpegWithGps, PHP_AS_JPG } from './helpers/media-files';
import { TEST_DATABASES } from './helpers/test-db';

async function snapshot(db: Db) {
  return {
    details: await db.selectFrom('listing_details').select(['listing_id', 'photos']).orderBy('listing_id').execute(),
    media: await db.selectFrom('media_images').select(['id', 'hash']).orderBy('id').execute(),
    audit: await db.selectFrom('audit_events').select('id').orderBy('id').execute(),
  };
}

describe.each(TEST_DATABASES)('a photo sent from the listing editor on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  /** The editor's multipart post: the page's values as shown, plus the file and its alt text. */
  async function post(listingId: string, file: { bytes: Uint8Array; name: string } | null, alt: string) {
    const page = (await getAs(services, listingLoader, THOMAS, `/gestion/annonces/${listingId}`, { listingId })) as { values: Record<string, string> };
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...page.values, intent: 'save', 'newPhoto.alt': alt })) form.set(k, v);
    if (file) form.set('newPhoto.file', new File([new Uint8Array(file.bytes)], file.name, { type: 'image/jpeg' }));
    const request = new Request(`${ADMIN_ORIGIN}/gestion/annonces/${listingId}`, { method: 'POST', body: form, headers: { origin: ADMIN_ORIGIN } });
    const context = await backofficeContext(services, THOMAS);
    try {
      const answer = (await listingAction({ request, url: new URL(request.url), params: { listingId }, context } as never)) as { data?: { errors?: Record<string, string> }; init?: { status?: number } } | Response;
      if (answer instanceof Response) return { status: answer.status, errors: {} };
      return { status: answer.init?.status ?? 200, errors: answer.data?.errors ?? {} };
    } catch (thrown) {
      return { status: await statusOf(() => Promise.reject(thrown)), errors: {} };
    }
  }

  it('an adviser sends a phone photo: kept in the agency site’s library without its GPS position and added last to the listing with its alt text (read back)', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    const { id } = await db.selectFrom('listings').innerJoin('advisers', 'advisers.id', 'listings.adviser_id').select('listings.id').where('advisers.email', '=', THOMAS).orderBy('listings.id').executeTakeFirstOrThrow();
    const before = JSON.parse((await db.selectFrom('listing_details').select('photos').where('listing_id', '=', id).executeTakeFirstOrThrow()).photos) as unknown[];
    expect(await post(id, { bytes: await jpegWithGps(1200, 900), name: 'IMG_0001.jpg' }, 'Cuisine ouverte sur le séjour')).toMatchObject({ status: 303 });
    const photos = JSON.parse((await db.selectFrom('listing_details').select('photos').where('listing_id', '=', id).executeTakeFirstOrThrow()).photos) as Array<{ src: string; alt: string }>;
    expect(photos).toHaveLength(before.length + 1);
    const added = photos.at(-1)!;
    expect(added).toMatchObject({ alt: 'Cuisine ouverte sur le séjour', src: expect.stringMatching(/^uploads\/[0-9a-f]{64}\.jpg$/) });
    const image = await db.selectFrom('media_images').innerJoin('media_blobs', 'media_blobs.hash', 'media_images.hash').select(['media_images.site_id', 'media_images.alt', 'media_blobs.data']).where('media_images.hash', '=', added.src.slice(8, 72)).executeTakeFirstOrThrow();
    expect(image).toMatchObject({ site_id: 'sevran', alt: 'Cuisine ouverte sur le séjour' });
    expect(await gpsOf(Buffer.from(image.data))).toBeNull();
  }, 120_000);

  it('without an alt text, or a script named .jpg: refused in French next to its field, nothing stored (read back)', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    const { id } = await db.selectFrom('listings').innerJoin('advisers', 'advisers.id', 'listings.adviser_id').select('listings.id').where('advisers.email', '=', THOMAS).orderBy('listings.id').executeTakeFirstOrThrow();
    const before = await snapshot(db);
    expect(await post(id, { bytes: await jpegWithGps(), name: 'IMG_0002.jpg' }, ' ')).toEqual({ status: 400, errors: { 'newPhoto.alt': 'Texte alternatif obligatoire : décrivez la photo en une phrase.' } });
    expect(await post(id, { bytes: PHP_AS_JPG, name: 'shell.jpg' }, 'Façade')).toEqual({ status: 400, errors: { 'newPhoto.file': 'Ce fichier n’est pas une image JPEG, PNG, WebP ou AVIF.' } });
    expect(await snapshot(db)).toEqual(before);
  }, 120_000);
});
