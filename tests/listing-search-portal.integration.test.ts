import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListingSearch } from '../domain/listings/search-criteria';
import { communeDirectory, distanceKm } from '../server/geo/commune-directory.server';
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
