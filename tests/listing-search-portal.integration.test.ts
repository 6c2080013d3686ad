import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListingSearch } from '../domain/listings/search-criteria';
import { communeDirectory, distanceKm } from '../server/geo/commune-directory.server';
import { encodeZone, parseZone, zoneContains } from '../domain/geo/search-zone';
import { ListingsRepository, type ListingScope } from '../server/repositories/listings.server';
import { openTestDb, TEST_DATABASES, type TestDb } from './helpers/test-db';

/** Issue 39 on the seeded network: €/m² and distance sorts, the furnished filter, read back from the database. */
const network: ListingScope = { kind: 'network', siteId: 'reseau' };
const criteria = (q: string, status: 'sale' | 'rent' = 'sale') => parseListingSearch(new URLSearchParams(q), status);

describe.each(TEST_DATABASES)('portal sorts and filters on %s', (kind) => {
  let testDb: TestDb;
  let repo: ListingsRepository;
  beforeAll(async () => {
    testDb = await openTestDb(kind);
    repo = new ListingsRepository(testDb.db);
  }, 60_000);
  afterAll(() => testDb.close());

  it('sort=prixM2Asc orders by price over living area, listings without an area last', async () => {
    const { items, total } = await repo.search(network, criteria('sort=prixM2Asc'), { pageSize: 10_000 });
    expect(total).toBeGreaterThan(20);
    const ratios = items.map((c) => (c.area ? c.price / c.area : Infinity));
    expect(ratios).toEqual([...ratios].sort((a, b) => a - b));
  });

  it('sort=distance in a 10 km search around Sevran: nearest first, every result within 10 km', async () => {
    const { items, total } = await repo.search(network, criteria('q=Sevran (93270)&proximite=10&sort=distance'), { pageSize: 10_000 });
    expect(total).toBeGreaterThan(3);
    const sevran = communeDirectory().byInsee('93071')!;
    const SEVRAN = { lat: sevran.lat!, lng: sevran.lng! };
    const distances = items.map((c) => distanceKm(SEVRAN, c.coords!));
    for (const d of distances) expect(d).toBeLessThanOrEqual(10.05);
    for (let i = 1; i < distances.length; i += 1) expect(distances[i]!).toBeGreaterThanOrEqual(distances[i - 1]! - 0.05);
  });

  it('a zone around Sevran and Aulnay-sous-Bois: exactly the listings inside the polygon, count, pages and map agree', async () => {
    // A concave zone (an L) over the two towns: west Sevran up to Aulnay's north-west, not Sevran's east.
    const zone = encodeZone([[48.915, 2.46], [48.965, 2.46], [48.965, 2.535], [48.94, 2.535], [48.94, 2.51], [48.915, 2.51]]);
    const polygon = parseZone(zone)!;
    const all = await repo.search(network, criteria(''), { pageSize: 10_000 });
    const expected = all.items.filter((c) => c.coords && zoneContains(polygon, c.coords)).map((c) => c.id).sort();
    expect(expected.length).toBeGreaterThan(3);
    const inBox = all.items.filter((c) => c.coords && c.coords.lat >= 48.915 && c.coords.lat <= 48.965 && c.coords.lng >= 2.46 && c.coords.lng <= 2.535);
    expect(inBox.length).toBeGreaterThan(expected.length);
    const found = await repo.search(network, criteria(`zone=${encodeURIComponent(zone)}`), { pageSize: 10_000 });
    expect(found.items.map((c) => c.id).sort()).toEqual(expected);
    expect(found.total).toBe(expected.length);
    const firstPage = await repo.search(network, criteria(`zone=${encodeURIComponent(zone)}&sort=prixAsc`), { pageSize: 2 });
    expect(firstPage.total).toBe(expected.length);
    expect(firstPage.items).toHaveLength(2);
    const map = await repo.map(network, criteria(`zone=${encodeURIComponent(zone)}`));
    expect(map.total).toBe(expected.length);
  });

  it.each([
    // The box's listings mostly inside, or mostly outside, or a notch: the database tests each row of the box.
    ['a rectangle (its own box: nothing to exclude)', [[48.9, 2.45], [48.98, 2.45], [48.98, 2.56], [48.9, 2.56]]],
    ['a diagonal triangle (most of its box outside: the query keeps the few inside)', [[48.9, 2.45], [48.98, 2.56], [48.93, 2.56]]],
    ['a concave L', [[48.915, 2.46], [48.965, 2.46], [48.965, 2.535], [48.94, 2.535], [48.94, 2.51], [48.915, 2.51]]],
  ] as const)('zone %s: exactly the listings inside, the polygon tested in the database', async (_, points) => {
    const zone = encodeZone(points);
    const polygon = parseZone(zone)!;
    const all = await repo.search(network, criteria(''), { pageSize: 10_000 });
    const expected = all.items.filter((c) => c.coords && zoneContains(polygon, c.coords)).map((c) => c.id).sort();
    expect(expected.length).toBeGreaterThan(0);
    const found = await repo.search(network, criteria(`zone=${encodeURIComponent(zone)}`), { pageSize: 10_000 });
    expect(found.items.map((c) => c.id).sort()).toEqual(expected);
    expect(found.total).toBe(expected.length);
  });

  it('an unreadable zone is no zone (the whole search), a zone over the sea finds nothing', async () => {
    const all = await repo.search(network, criteria(''));
    expect((await repo.search(network, criteria('zone=%20not%20a%20polyline'))).total).toBe(all.total);
    expect((await repo.search(network, criteria(`zone=${encodeURIComponent(encodeZone([[46, -5], [46.5, -5], [46.5, -4.5]]))}`))).total).toBe(0);
  });

  it('meuble=oui and meuble=non split the rentals by their stored terms', async () => {
    const all = await repo.search(network, criteria('', 'rent'), { pageSize: 10_000 });
    const furnished = await repo.search(network, criteria('meuble=oui', 'rent'), { pageSize: 10_000 });
    const unfurnished = await repo.search(network, criteria('meuble=non', 'rent'), { pageSize: 10_000 });
    expect(furnished.total).toBeGreaterThan(0);
    expect(unfurnished.total).toBeGreaterThan(0);
    expect(furnished.total + unfurnished.total).toBe(all.total);
    expect(furnished.items.every((c) => c.rent?.furnished === true)).toBe(true);
    expect(unfurnished.items.every((c) => c.rent?.furnished === false)).toBe(true);
  });

  it('rentals with surface and rooms minimums answer only listings that meet both', async () => {
    const { items, total } = await repo.search(network, criteria('surfHabMin=50&pieces=3', 'rent'), { pageSize: 10_000 });
    expect(total).toBeGreaterThan(0);
    expect(items.every((c) => (c.area ?? 0) >= 50 && (c.rooms ?? 0) >= 3)).toBe(true);
  });
});
