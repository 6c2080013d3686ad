import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coherenceIssues } from '../domain/listings/coherence';
import { publishableListingSchema } from '../domain/listings/publishable';
import { up as fixEnergyLetters } from '../server/db/migrations/0015-listing-energy-letters';
import { parseListingSearch } from '../domain/listings/search-criteria';
import { ListingsRepository, type ListingScope } from '../server/repositories/listings.server';
import { openTestDb, TEST_DATABASES, type TestDb } from './helpers/test-db';

const network: ListingScope = { kind: 'network', siteId: 'reseau' };
const criteria = (q: string, status: 'sale' | 'rent' = 'sale') => parseListingSearch(new URLSearchParams(q), status);

describe.each(TEST_DATABASES)('listings on %s', (kind) => {
  let testDb: TestDb;
  let repo: ListingsRepository;
  beforeAll(async () => {
    testDb = await openTestDb(kind);
    repo = new ListingsRepository(testDb.db);
  }, 60_000);
  afterAll(() => testDb.close());

  /** Every listing of the scope and status, read back from the database, to check filters against. */
  async function everyCard(status: 'sale' | 'rent' | 'sold') {
    const all = await repo.search(network, criteria(`mode=${status === 'sale' ? 'acheter' : status === 'rent' ? 'louer' : 'vendu'}`), { pageSize: 10_000 });
    return all.items;
  }

  it('every seeded listing is publishable (legal mentions present)', async () => {
    const slugs = await testDb.db.selectFrom('listings').select('slug').execute();
    expect(slugs.length).toBeGreaterThanOrEqual(300);
    for (const { slug } of slugs) {
      const found = await repo.bySlug(slug);
      expect(publishableListingSchema.safeParse(found?.listing).success, slug).toBe(true);
    }
  });

  it('every seeded listing read back agrees with itself (no rental "première acquisition", no "Stationnement 0" with "Parking"…) and has its own photos', async () => {
    const slugs = await testDb.db.selectFrom('listings').select('slug').execute();
    const sources = new Set<string>();
    for (const { slug } of slugs) {
      const found = (await repo.bySlug(slug))!;
      expect(coherenceIssues(found.listing), slug).toEqual([]);
      for (const photo of found.listing.photos) {
        expect(sources.has(photo.src), photo.src).toBe(false);
        sources.add(photo.src);
      }
    }
  });

  it('migration 0015 gives a stored listing the letters its figures give (246 kWh and 52 kg: E, not D)', async () => {
    const row = await testDb.db.selectFrom('listings').innerJoin('listing_details', 'listing_details.listing_id', 'listings.id').select(['listings.id', 'listing_details.energy']).where('listings.dpe_letter', 'is not', null).where('listings.area', '>=', 40).executeTakeFirstOrThrow();
    const energy = typeof row.energy === 'string' ? JSON.parse(row.energy) : row.energy;
    const wrong = { ...energy, kwhPerM2: 246, co2KgPerM2: 52, dpeLetter: 'D', gesLetter: 'D' };
    await testDb.db.updateTable('listing_details').set({ energy: JSON.stringify(wrong) }).where('listing_id', '=', row.id).execute();
    await testDb.db.updateTable('listings').set({ dpe_letter: 'D' }).where('id', '=', row.id).execute();
    await fixEnergyLetters(testDb.db as never);
    const after = await testDb.db.selectFrom('listings').innerJoin('listing_details', 'listing_details.listing_id', 'listings.id').select(['listings.dpe_letter', 'listing_details.energy']).where('listings.id', '=', row.id).executeTakeFirstOrThrow();
    const stored = typeof after.energy === 'string' ? JSON.parse(after.energy) : after.energy;
    expect([after.dpe_letter, stored.dpeLetter, stored.gesLetter, stored.kwhPerM2, stored.co2KgPerM2]).toEqual(['E', 'E', 'E', 246, 52]);
  });

  it('types=Maison&max=300000: the count equals the matching houses (villas, village houses… included), every card a house at or under 300 000 €', async () => {
    const houses = ['Maison', 'Villa', 'Maison de village', 'Mas', 'Bastide', 'Chalet', 'Ferme', 'Propriete', 'Château'];
    const expected = (await everyCard('sale')).filter((c) => houses.includes(c.type) && c.price <= 300_000);
    const result = await repo.search(network, criteria('types=Maison&max=300000'), { pageSize: 1000 });
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.some((c) => c.type !== 'Maison')).toBe(true);
    expect(result.total).toBe(expected.length);
    expect(result.items.every((c) => houses.includes(c.type) && c.price <= 300_000)).toBe(true);
  });

  it('types=Appartement counts studios, duplexes and lofts too', async () => {
    const flats = ['Appartement', 'Studio', 'Duplex', 'Triplex', 'Loft', 'Rez de jardin', 'Rez de villa'];
    const expected = (await everyCard('sale')).filter((c) => flats.includes(c.type));
    const result = await repo.search(network, criteria('types=Appartement'), { pageSize: 1000 });
    expect(expected.some((c) => c.type === 'Studio')).toBe(true);
    expect(result.total).toBe(expected.length);
  });

  it.each([
    ['prixAsc', (a: number, b: number) => a <= b, 'price'],
    ['prixDesc', (a: number, b: number) => a >= b, 'price'],
    ['surfDesc', (a: number, b: number) => a >= b, 'area'],
  ] as const)('sort=%s orders the whole result', async (sort, ok, field) => {
    const result = await repo.search(network, criteria(`sort=${sort}&types=Maison,Appartement`), { pageSize: 1000 });
    const values = result.items.map((c) => Number(c[field]));
    expect(values.length).toBeGreaterThan(10);
    expect(values.slice(1).every((v, i) => ok(values[i]!, v))).toBe(true);
  });

  it('sort=recent (default) is newest first', async () => {
    const items = (await repo.search(network, criteria(''), { pageSize: 200 })).items;
    expect(items.slice(1).every((c, i) => items[i]!.publishedAt >= c.publishedAt)).toBe(true);
  });

  it.each([
    ['surfHabMin=100', (c: { area: number | null }) => (c.area ?? 0) >= 100],
    ['surfTerMin=1000', (c: { land: number | null }) => (c.land ?? 0) >= 1000],
    ['pieces=4', (c: { rooms: number | null }) => (c.rooms ?? 0) >= 4],
    ['chambres=3', (c: { beds: number | null }) => (c.beds ?? 0) >= 3],
    ['sdb=2', (c: { baths: number | null }) => (c.baths ?? 0) >= 2],
    ['exclu=1', (c: { exclusive: boolean }) => c.exclusive],
    ['moins7=1', (c: { isNew: boolean }) => c.isNew],
    ['visites=1', (c: { virtualTour: boolean }) => c.virtualTour],
    ['min=200000', (c: { price: number }) => c.price >= 200_000],
  ])('%s filters exactly', async (q, predicate) => {
    const expected = (await everyCard('sale')).filter(predicate as never);
    const result = await repo.search(network, criteria(q), { pageSize: 1000 });
    expect(expected.length).toBeGreaterThan(0);
    expect(result.total).toBe(expected.length);
    expect(result.items.map((c) => c.id).sort()).toEqual(expected.map((c) => c.id).sort());
  });

  it('each advanced flag filters (jardin, piscine…)', async () => {
    const gardens = await repo.search(network, criteria('jardin=1'), { pageSize: 1000 });
    const all = await repo.search(network, criteria(''), { pageSize: 1 });
    expect(gardens.total).toBeGreaterThan(0);
    expect(gardens.total).toBeLessThan(all.total);
    for (const card of gardens.items.slice(0, 20)) expect((await repo.bySlug(card.slug))?.listing.features.jardin).toBe(true);
  });

  it.each([
    ['q=Sevran (93270)', (c: { city: string; zip: string }) => c.city === 'Sevran' && c.zip === '93270'],
    ['cp=93270', (c: { zip: string }) => c.zip === '93270'],
    ['q=le blanc mesnil', (c: { city: string }) => c.city === 'Le Blanc-Mesnil'],
    ['dep=93', (c: { zip: string }) => c.zip.startsWith('93')],
    ['region=11', (c: { zip: string }) => ['75', '77', '78', '91', '92', '93', '94', '95'].includes(c.zip.slice(0, 2))],
  ])('place %s', async (q, predicate) => {
    const result = await repo.search(network, criteria(`${q}&mode=louer`), { pageSize: 1000 });
    expect(result.total).toBeGreaterThan(0);
    expect(result.items.every(predicate as never)).toBe(true);
  });

  it.each(['sevr', 'sous bois', 'st', 'a'])('free text %s that names no town finds the listings of every town whose name contains it', async (text) => {
    // The rule (spec §5: any part of the town name, accents and case ignored), read straight from the table.
    const expected = await testDb.db.selectFrom('listings').select('id').where('network_site_id', '=', 'reseau').where('publication', '=', 'published').where('status', '=', 'rent').where('city_key', 'like', `%${text}%`).execute();
    const result = await repo.search(network, criteria(`q=${text}&mode=louer`), { pageSize: 5000 });
    expect(expected.length).toBeGreaterThan(0);
    expect(result.total).toBe(expected.length);
    expect(result.items.map((c) => c.id).sort()).toEqual(expected.map((r) => r.id).sort());
  });

  it('a remembered count follows every listing write (content version), whoever writes', async () => {
    const ask = async () => (await repo.search(network, criteria('dep=93&mode=louer'), { pageSize: 1000 })).total;
    const before = await ask();
    expect(await ask()).toBe(before);
    const source = await testDb.db.selectFrom('listings').selectAll().where('dep', '=', '93').where('status', '=', 'rent').where('publication', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    await testDb.db.insertInto('listings').values({ ...source, id: 'count-copy', slug: 'count-copy' }).execute();
    expect(await ask()).toBe(before + 1);
    await testDb.db.updateTable('listings').set({ publication: 'withdrawn' }).where('id', '=', 'count-copy').execute();
    expect(await ask()).toBe(before);
    await testDb.db.deleteFrom('listings').where('id', '=', 'count-copy').execute();
    const fresh = new ListingsRepository(testDb.db);
    expect((await fresh.search(network, criteria('dep=93&mode=louer'), { pageSize: 1 })).total).toBe(before);
  });

  it('proximity 10 km around Sevran adds the neighbouring towns', async () => {
    const town = await repo.search(network, criteria('q=Sevran (93270)&mode=louer'), { pageSize: 1000 });
    const around = await repo.search(network, criteria('q=Sevran (93270)&mode=louer&proximite=10'), { pageSize: 1000 });
    expect(around.total).toBeGreaterThan(town.total);
    expect(new Set(around.items.map((c) => c.city))).toContain('Aulnay-sous-Bois');
  });

  it('rent bug fixed: digits that are no postcode match nothing, with a message', async () => {
    const result = await repo.search(network, criteria('q=123456', 'rent'));
    expect(result.total).toBe(0);
    expect(result.placeMessage).toMatch(/Code postal invalide/);
  });

  it('the Sevran agency site sees only its advisers’ listings: ≥ 40, ≥ 17 to rent (3 pages of 8)', async () => {
    const scope = await repo.scopeOf({ id: 'sevran', listingScope: 'agency' });
    expect(scope).toMatchObject({ kind: 'agency' });
    const sale = await repo.search(scope, criteria(''), { pageSize: 1000 });
    const rent = await repo.search(scope, criteria('', 'rent'));
    const sold = await repo.search(scope, criteria('mode=vendu'), { pageSize: 1000 });
    expect(sale.total + rent.total + sold.total).toBeGreaterThanOrEqual(40);
    expect(rent.total).toBeGreaterThanOrEqual(17);
    expect(rent.pageCount).toBe(3);
    expect(rent.items).toHaveLength(8);
    const adviserIds = scope.kind === 'agency' ? scope.adviserIds : [];
    expect([...sale.items, ...rent.items].every((c) => adviserIds.includes(c.agent.id))).toBe(true);
    expect(new Set(sale.items.map((c) => c.city))).toEqual(new Set(['Sevran', 'Aulnay-sous-Bois', 'Le Blanc-Mesnil', 'Bondy']));
  });

  it('the map gets every result: points when few, server clusters summing to the total when many', async () => {
    const few = await repo.map(network, criteria('q=Sevran (93270)&mode=louer'));
    expect(few.kind).toBe('points');
    const many = await repo.map(network, criteria(''), { maxPoints: 50 });
    expect(many.kind).toBe('clusters');
    if (many.kind === 'clusters') {
      expect(many.clusters.reduce((s, c) => s + c.count, 0)).toBe(many.total);
      expect(many.clusters.length).toBeLessThan(many.total);
    }
  });

  it('similar listings share status, type and department, never the listing itself', async () => {
    const [first] = (await repo.search(network, criteria('types=Appartement&dep=93'))).items;
    const found = await repo.bySlug(first!.slug);
    const similar = await repo.similar(network, found!.listing);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.every((c) => c.type === 'Appartement' && c.zip.startsWith('93') && c.id !== first!.id)).toBe(true);
  });

  it('recent: 8 newest of a status', async () => {
    const recent = await repo.recent(network, 'rent');
    expect(recent).toHaveLength(8);
    expect(recent.every((c) => c.status === 'rent')).toBe(true);
  });

  it('an adviser’s listings by tab, with counts', async () => {
    const { items, counts } = await repo.ofAdviser('cons-001', 'rent', { pageSize: 100 });
    expect(counts.all).toBe(counts.sale + counts.rent + counts.sold);
    expect(counts.rent).toBe(items.length);
    expect(items.every((c) => c.status === 'rent' && c.agent.id === 'cons-001')).toBe(true);
  });

  it('an unknown slug is null', async () => {
    expect(await repo.bySlug('nope')).toBeNull();
  });
});
