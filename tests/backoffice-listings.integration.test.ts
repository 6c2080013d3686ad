import { describe, expect, it } from 'vitest';
import { propertyLoader } from '../app/listings/property/loader.server';
import { frenchDayMonth } from '../domain/listings/price-history';
import { parseListingSearch } from '../domain/listings/search-criteria';
import type { Db } from '../server/db/database.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { COMPLETE_FLAT, DRAFT_FLAT, listingAction, listingLoader, listingsLoader, newListingAction, newListingLoader } from './helpers/backoffice-listings';
import { ADMIN, CLAIRE, getAs, LEA, postAs, statusOfGet, statusOfPost, THOMAS } from './helpers/backoffice-sites';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';
import { jpegWithGps } from './helpers/media-files';

const DIAG_ADMIN = 'admin@diageo.example';

/** Everything a listing write could touch, read back. */
async function snapshot(db: Db) {
  return {
    listings: await db.selectFrom('listings').selectAll().orderBy('id').execute(),
    details: await db.selectFrom('listing_details').selectAll().orderBy('listing_id').execute(),
    prices: await db.selectFrom('listing_price_changes').selectAll().orderBy('id').execute(),
    audit: await db.selectFrom('audit_events').select('id').orderBy('id').execute(),
  };
}

/** A listing of an adviser with this e-mail (or, `other`, of another adviser of the same agency site). */
async function listingOf(db: Db, where: { email?: string; agency?: string; notEmail?: string }): Promise<string> {
  let q = db.selectFrom('listings').innerJoin('advisers', 'advisers.id', 'listings.adviser_id').select('listings.id');
  if (where.email) q = q.where('advisers.email', '=', where.email);
  if (where.agency) q = q.where('advisers.agency_site_id', '=', where.agency);
  if (where.notEmail) q = q.where('advisers.email', '!=', where.notEmail);
  return (await q.orderBy('listings.id').executeTakeFirstOrThrow()).id;
}

async function versionOf(db: Db, scope: string): Promise<number> {
  return Number((await db.selectFrom('content_versions').select('version').where('scope', '=', scope).executeTakeFirst())?.version ?? 0);
}

describe.each(TEST_DATABASES)('back-office listing editor on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it('another tenant’s listing, another adviser’s, an unknown id: 404 on the page and the save, nothing changed (read back)', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    await services.backoffice.members.invite({ email: DIAG_ADMIN, displayName: 'Admin Diagéo', role: 'network-admin', networkId: 'diageo', siteIds: [], invitedBy: null });
    const colleagues = await listingOf(db, { agency: 'sevran', notEmail: THOMAS });
    const versailles = await listingOf(db, { agency: 'agence-versailles' });
    const cases: Array<[who: string, listingId: string, why: string]> = [
      [THOMAS, colleagues, 'an adviser, a colleague’s listing of its own agency'],
      [THOMAS, versailles, 'an adviser, a listing of another agency'],
      [LEA, versailles, 'a site owner, a listing of a site it does not own'],
      [CLAIRE, colleagues, 'another network’s site owner'],
      [DIAG_ADMIN, colleagues, 'another network’s admin'],
      [ADMIN, 'bo-inconnue', 'an unknown id'],
    ];
    const before = await snapshot(db);
    const answers: string[] = [];
    for (const [who, listingId, why] of cases) {
      const path = `/gestion/annonces/${listingId}`;
      answers.push(`${why} GET: ${await statusOfGet(services, listingLoader, who, path, { listingId })}`);
      answers.push(`${why} POST: ${await statusOfPost(services, listingAction, who, path, { ...COMPLETE_FLAT, title: 'Intrus', price: '1' }, { listingId })}`);
    }
    expect(answers).toEqual(cases.flatMap(([, , why]) => [`${why} GET: 404`, `${why} POST: 404`]));
    // Creating for an adviser outside the scope: refused, nothing written.
    const versaillesAdviser = (await db.selectFrom('advisers').select('id').where('agency_site_id', '=', 'agence-versailles').executeTakeFirstOrThrow()).id;
    expect(await statusOfPost(services, newListingAction, LEA, '/gestion/annonces/nouvelle', { ...DRAFT_FLAT, adviserId: versaillesAdviser })).toBe(400);
    expect(await snapshot(db)).toEqual(before);
  }, 120_000);

  it('each role lists exactly its scope: an adviser its own listings, a site owner its agency’s, a network admin more', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    const totalOf = async (who: string) => ((await getAs(services, listingsLoader, who, '/gestion/annonces')) as { total: number }).total;
    const own = await db.selectFrom('listings').innerJoin('advisers', 'advisers.id', 'listings.adviser_id').select((eb) => eb.fn.countAll<number>().as('n')).where('advisers.email', '=', THOMAS).executeTakeFirstOrThrow();
    const agency = await db.selectFrom('listings').innerJoin('advisers', 'advisers.id', 'listings.adviser_id').select((eb) => eb.fn.countAll<number>().as('n')).where((eb) => eb.or([eb('advisers.agency_site_id', '=', 'sevran'), eb('advisers.network_site_id', '=', 'sevran')])).executeTakeFirstOrThrow();
    expect(Number(own.n)).toBeGreaterThan(0);
    expect(await totalOf(THOMAS)).toBe(Number(own.n));
    expect(await totalOf(LEA)).toBe(Number(agency.n));
    expect(await totalOf(ADMIN)).toBeGreaterThan(Number(agency.n));
    expect(await totalOf(CLAIRE)).toBe(0);
  }, 60_000);

  it('an adviser creates a draft, is told what is missing, cannot publish it incomplete, then publishes it: stored, audited, the site’s pages dropped', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    expect(await statusOfGet(services, newListingLoader, THOMAS, '/gestion/annonces/nouvelle')).toBe(200);
    expect(await statusOfPost(services, newListingAction, THOMAS, '/gestion/annonces/nouvelle', DRAFT_FLAT)).toBe(303);
    const created = await db.selectFrom('listings').innerJoin('advisers', 'advisers.id', 'listings.adviser_id').select(['listings.id', 'listings.publication', 'listings.insee', 'advisers.email']).where('listings.title', '=', DRAFT_FLAT.title!).executeTakeFirstOrThrow();
    expect(created).toMatchObject({ publication: 'draft', insee: '93071', email: THOMAS });
    const listingId = created.id;
    const path = `/gestion/annonces/${listingId}`;
    const page = (await getAs(services, listingLoader, THOMAS, path, { listingId })) as { missing: Record<string, string> };
    expect(page.missing).toMatchObject({ price: expect.any(String), 'sale.feePercent': expect.any(String), 'energy.kind': expect.any(String), area: 'Surface habitable obligatoire.', 'coownership.lots': expect.any(String), photos: 'Au moins une photo.' });

    // Publishing it as it is: refused field by field, nothing written.
    const before = await snapshot(db);
    const refused = (await postAs(services, listingAction, THOMAS, path, { ...DRAFT_FLAT, state: 'published' }, { listingId })) as { data: { errors: Record<string, string> }; init: { status: number } };
    expect(refused.init.status).toBe(400);
    expect(refused.data.errors).toMatchObject({ 'energy.kind': expect.stringMatching(/DPE/), area: 'Surface habitable obligatoire.', photos: 'Au moins une photo.' });
    expect(await snapshot(db)).toEqual(before);

    // Completed: published, read back, audited, and the content versions of its sites moved.
    const sevranVersion = await versionOf(db, 'sevran');
    expect(await statusOfPost(services, listingAction, THOMAS, path, COMPLETE_FLAT, { listingId })).toBe(303);
    const stored = await db.selectFrom('listings').innerJoin('listing_details', 'listing_details.listing_id', 'listings.id').selectAll().where('listings.id', '=', listingId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ publication: 'published', status: 'sale', price: 210000, photo_count: 1, cover_alt: 'Séjour avec balcon', georisques: 1 });
    expect(JSON.parse(stored.sale_terms!)).toEqual({ priceFeesIncluded: 210000, feePercent: 5, feesPaidBy: 'acquereur', priceWithoutFees: 200000 });
    expect(await versionOf(db, 'sevran')).toBeGreaterThan(sevranVersion);
    const audit = await db.selectFrom('audit_events').select(['action', 'actor', 'changes']).where('target_id', '=', listingId).orderBy('created_at').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['listing.create', 'listing.update']);
    expect(audit.every((a) => a.actor === THOMAS)).toBe(true);
    expect(JSON.parse(audit[1]!.changes)).toMatchObject({ publication: { before: 'draft', after: 'published' }, price: { before: 0, after: 210000 } });
  }, 60_000);

  it('a price change of a published listing is recorded in its history; under offer and sold are stored as such', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    expect(await statusOfPost(services, newListingAction, THOMAS, '/gestion/annonces/nouvelle', COMPLETE_FLAT)).toBe(303);
    const { id: listingId } = await db.selectFrom('listings').select('id').where('title', '=', COMPLETE_FLAT.title!).executeTakeFirstOrThrow();
    const path = `/gestion/annonces/${listingId}`;
    expect(await statusOfPost(services, listingAction, THOMAS, path, { ...COMPLETE_FLAT, 'newPhoto.src': '', price: '199500', 'sale.priceWithoutFees': '190000' }, { listingId })).toBe(303);
    const history = await db.selectFrom('listing_price_changes').select(['old_price', 'new_price']).where('listing_id', '=', listingId).execute();
    expect(history.map((h) => [Number(h.old_price), Number(h.new_price)])).toEqual([[210000, 199500]]);
    expect((await db.selectFrom('listings').select('price_changed_at').where('id', '=', listingId).executeTakeFirstOrThrow()).price_changed_at).not.toBeNull();
    // The search's 'baisse de prix' filter and sort find it first; its page says the drop.
    const site = (await services.sites.byId('sevran'))!;
    const scope = await services.listings.scopeOf(site);
    const found = await services.listings.search(scope, parseListingSearch(new URLSearchParams('baisse=1&tri=baisse')));
    expect(found.items[0]?.id).toBe(listingId);
    const all = await services.listings.search(scope, parseListingSearch(new URLSearchParams('baisse=1')));
    expect(all.total).toBe(1);
    const { slug } = await db.selectFrom('listings').select('slug').where('id', '=', listingId).executeTakeFirstOrThrow();
    const url = `http://sevran.localhost/bien-immobilier/${slug}`;
    const page = (await propertyLoader({ site, services, request: new Request(url), url: new URL(url), locale: 'fr', params: { slug } } as never, {} as never)) as { data: { priceDrop: unknown; listing: { underOffer?: boolean } } };
    expect(page.data.priceDrop).toEqual({ percent: 5, date: frenchDayMonth(new Date().toISOString()) });
    expect(await statusOfPost(services, listingAction, THOMAS, path, { ...COMPLETE_FLAT, 'newPhoto.src': '', price: '199500', 'sale.priceWithoutFees': '190000', state: 'under-offer' }, { listingId })).toBe(303);
    expect(await db.selectFrom('listings').select(['publication', 'status', 'under_offer']).where('id', '=', listingId).executeTakeFirstOrThrow()).toEqual({ publication: 'published', status: 'sale', under_offer: 1 });
    const [card] = await services.listings.cards([listingId]);
    expect(card?.underOffer).toBe(true);
    expect((await services.listings.bySlug(card!.slug))?.listing.underOffer).toBe(true);
    expect(await statusOfPost(services, listingAction, THOMAS, path, { ...COMPLETE_FLAT, 'newPhoto.src': '', price: '199500', 'sale.priceWithoutFees': '190000', state: 'sold' }, { listingId })).toBe(303);
    expect(await db.selectFrom('listings').select(['publication', 'status', 'under_offer']).where('id', '=', listingId).executeTakeFirstOrThrow()).toEqual({ publication: 'published', status: 'sold', under_offer: 0 });
  }, 60_000);

  it('a new photo is picked from the media library of the listing’s site: stored on the listing; an image of another site’s library is refused in French, nothing changed', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    const actor = { memberId: null, label: ADMIN };
    const upload = async (siteId: string, colour: { r: number; g: number; b: number }) => {
      const result = await services.backoffice.media.upload({ networkId: 'maisonfort', siteIds: null }, siteId, { bytes: await jpegWithGps(640, 480, colour), alt: `Photo de ${siteId}`, fileName: 'photo.jpg' }, actor as never);
      if (!result || !('image' in result)) throw new Error(`upload to ${siteId} failed`);
      return (await services.backoffice.media.listSiteImages({ networkId: 'maisonfort', siteIds: null }, siteId))[0]!.src;
    };
    const sevranImage = await upload('sevran', { r: 10, g: 200, b: 30 });
    const versaillesImage = await upload('agence-versailles', { r: 200, g: 10, b: 90 });
    expect(await statusOfPost(services, newListingAction, THOMAS, '/gestion/annonces/nouvelle', COMPLETE_FLAT)).toBe(303);
    const { id: listingId } = await db.selectFrom('listings').select('id').where('title', '=', COMPLETE_FLAT.title!).executeTakeFirstOrThrow();
    const path = `/gestion/annonces/${listingId}`;
    const offered = (await getAs(services, listingLoader, THOMAS, path, { listingId })) as { library: { src: string }[] };
    expect(offered.library.map((image) => image.src)).toEqual([sevranImage]);
    const photosOf = async () => JSON.parse((await db.selectFrom('listing_details').select('photos').where('listing_id', '=', listingId).executeTakeFirstOrThrow()).photos as string) as { src: string; alt: string }[];
    const before = await photosOf();
    const refused = (await postAs(services, listingAction, THOMAS, path, { ...COMPLETE_FLAT, 'newPhoto.src': versaillesImage, 'newPhoto.alt': 'Ailleurs' }, { listingId })) as { data: { errors: Record<string, string> } };
    expect(refused.data.errors['newPhoto.src']).toBe('Cette image n’est pas dans la médiathèque du site.');
    expect(await photosOf()).toEqual(before);
    expect(await statusOfPost(services, listingAction, THOMAS, path, { ...COMPLETE_FLAT, 'newPhoto.src': sevranImage, 'newPhoto.alt': 'Séjour lumineux' }, { listingId })).toBe(303);
    expect((await photosOf()).map((p) => [p.src, p.alt])).toEqual([...before.map((p) => [p.src, p.alt]), [sevranImage, 'Séjour lumineux']]);
  }, 60_000);
});
