import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeZone, parseZone, zoneContains } from '../domain/geo/search-zone';
import { parseListingSearch } from '../domain/listings/search-criteria';
import { ListingsRepository, type ListingScope } from '../server/repositories/listings.server';
import { openTestDb, TEST_DATABASES, type TestDb } from './helpers/test-db';

/**
 * Decision 0164: on PostgreSQL an early page of a large zone is read down the sort order's index,
 * the zone's box written as a filter instead of an index range. Whichever way a page is read, it
 * holds the same listings in the same order as the whole search filtered by the polygon in
 * JavaScript (point-in-polygon-hao). `walker` reads every page that way;
 * `ranger` never does. On SQLite both read the box as a range (the walk is PostgreSQL's only).
 */
const network: ListingScope = { kind: 'network', siteId: 'reseau' };
const criteria = (q: string) => parseListingSearch(new URLSearchParams(q), 'sale');

// The rectangle's north-west corner, a point of its west edge, and one 5e-7 degree north of its
// north edge: within PostgreSQL's 1e-6 tolerance of the polygon, outside the zone's box.
const RECTANGLE: Array<[number, number]> = [[48.9, 2.45], [48.98, 2.45], [48.98, 2.56], [48.9, 2.56]];
const ON_VERTEX = { lat: 48.98, lng: 2.45 };
const ON_EDGE = { lat: 48.94, lng: 2.45 };
const JUST_NORTH = { lat: 48.98 + 5e-7, lng: 2.5 };

const ZONES: Array<[string, Array<[number, number]>]> = [
  ['a rectangle (convex), with listings on its vertex and edge', RECTANGLE],
  ['a concave L over Sevran and Aulnay-sous-Bois', [[48.915, 2.46], [48.965, 2.46], [48.965, 2.535], [48.94, 2.535], [48.94, 2.51], [48.915, 2.51]]],
  ['a diagonal triangle (most of its box outside)', [[48.9, 2.45], [48.98, 2.56], [48.93, 2.56]]],
  ['a tiny zone around the rectangle’s west edge point', [[48.9399, 2.4499], [48.9401, 2.4499], [48.9401, 2.4501], [48.9399, 2.4501]]],
  ['the whole of Sevran and beyond', [[48.9, 2.48], [48.97, 2.48], [48.97, 2.6], [48.9, 2.6]]],
  ['a zone over the sea (empty)', [[46, -5], [46.5, -5], [46.5, -4.5]]],
];
const SORTS = ['recent', 'prixAsc', 'prixDesc', 'surfDesc'];
const FILTERS = ['', 'types=Maison', 'min=150000&max=450000'];

describe.each(TEST_DATABASES)('a zone search page read down the sort index or through the box on %s', (kind) => {
  let testDb: TestDb;
  let walker: ListingsRepository;
  let ranger: ListingsRepository;
  /** Decides from PostgreSQL's row estimate of the table (pg_class), as the application does. */
  let estimator: ListingsRepository;
  beforeAll(async () => {
    testDb = await openTestDb(kind);
    walker = new ListingsRepository(testDb.db, undefined, { minRows: 0, tableRows: 0 });
    ranger = new ListingsRepository(testDb.db, undefined, { minRows: Number.POSITIVE_INFINITY, tableRows: 0 });
    estimator = new ListingsRepository(testDb.db, undefined, { minRows: 0, tableRows: null });
    // Three sales placed on the rectangle's boundary and just beyond it, copies of a seeded sale of Sevran.
    const source = await testDb.db.selectFrom('listings').selectAll().where('network_site_id', '=', 'reseau').where('status', '=', 'sale').where('publication', '=', 'published').where('insee', '=', '93071').orderBy('id').executeTakeFirstOrThrow();
    const details = await testDb.db.selectFrom('listing_details').selectAll().where('listing_id', '=', source.id).executeTakeFirstOrThrow();
    for (const [id, at] of [['zone-vertex', ON_VERTEX], ['zone-edge', ON_EDGE], ['zone-north', JUST_NORTH]] as const) {
      await testDb.db.insertInto('listings').values({ ...source, id, slug: id, external_id: null, ...at }).execute();
      await testDb.db.insertInto('listing_details').values({ ...details, listing_id: id }).execute();
    }
  }, 60_000);
  afterAll(() => testDb.close());

  it.each(ZONES)('%s: every sort and filter, pages 1 and 2 are the polygon’s share of the whole search, in order', async (_, points) => {
    const encoded = encodeZone(points);
    const zone = parseZone(encoded)!;
    let nonEmpty = 0;
    for (const sort of SORTS) {
      for (const filter of FILTERS) {
        const q = [filter, `sort=${sort}`].filter(Boolean).join('&');
        const all = await ranger.search(network, criteria(q), { pageSize: 10_000 });
        const expected = all.items.filter((c) => c.coords && zoneContains(zone, c.coords)).map((c) => c.id);
        const zoned = criteria(`${q}&zone=${encodeURIComponent(encoded)}`);
        const walked = await walker.search(network, zoned, { pageSize: 5 });
        const ranged = await ranger.search(network, zoned, { pageSize: 5 });
        expect(walked.items.map((c) => c.id), `${q}: walked`).toEqual(expected.slice(0, 5));
        expect(ranged.items.map((c) => c.id), `${q}: ranged`).toEqual(expected.slice(0, 5));
        expect(walked.total).toBe(expected.length);
        expect((await estimator.search(network, zoned, { pageSize: 5 })).items.map((c) => c.id), `${q}: estimated`).toEqual(expected.slice(0, 5));
        if (expected.length > 5) {
          const second = criteria(`${q}&zone=${encodeURIComponent(encoded)}&page=2`);
          expect((await walker.search(network, second, { pageSize: 5 })).items.map((c) => c.id), `${q}: page 2 walked`).toEqual(expected.slice(5, 10));
        }
        if (expected.length) nonEmpty += 1;
      }
    }
    if (points.length === 3 && points[0]![1] < 0) expect(nonEmpty).toBe(0);
    else expect(nonEmpty).toBeGreaterThan(0);
  });

  it('a listing on a vertex or an edge of the zone is inside; one 5e-7 degree beyond its box is not, read either way', async () => {
    const zoned = criteria(`zone=${encodeURIComponent(encodeZone(RECTANGLE))}&sort=prixAsc`);
    for (const repo of [walker, ranger]) {
      const ids = (await repo.search(network, zoned, { pageSize: 10_000 })).items.map((c) => c.id);
      expect(ids).toContain('zone-vertex');
      expect(ids).toContain('zone-edge');
      expect(ids).not.toContain('zone-north');
      // The first page (the walk on PostgreSQL) neither: the polygon alone would count it on the edge.
      const first = await repo.search(network, zoned, { pageSize: ids.length + 5 });
      expect(first.items.map((c) => c.id)).not.toContain('zone-north');
    }
    // The tiny zone holds the edge listing alone.
    const tiny = criteria(`zone=${encodeURIComponent(encodeZone([[48.9399, 2.4499], [48.9401, 2.4499], [48.9401, 2.4501], [48.9399, 2.4501]]))}`);
    expect((await walker.search(network, tiny)).items.map((c) => c.id)).toEqual(['zone-edge']);
  });

  it('a listing moved out of the zone leaves its first page (read back after the update)', async () => {
    const tiny = criteria(`zone=${encodeURIComponent(encodeZone([[48.9399, 2.4499], [48.9401, 2.4501], [48.9399, 2.4501]]))}`);
    await testDb.db.updateTable('listings').set({ lat: 48.93995, lng: 2.45005 }).where('id', '=', 'zone-edge').execute();
    expect((await walker.search(network, tiny)).items.map((c) => c.id)).toEqual(['zone-edge']);
    await testDb.db.updateTable('listings').set({ lat: 45.76, lng: 4.84 }).where('id', '=', 'zone-edge').execute();
    const moved = await testDb.db.selectFrom('listings').select(['lat', 'lng']).where('id', '=', 'zone-edge').executeTakeFirstOrThrow();
    expect([Number(moved.lat), Number(moved.lng)]).toEqual([45.76, 4.84]);
    expect((await walker.search(network, tiny)).total).toBe(0);
    expect((await walker.search(network, tiny)).items).toEqual([]);
  });
});
