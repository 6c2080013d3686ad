import { createHash } from 'node:crypto';
import { type ExpressionBuilder, PostgresAdapter, type SelectQueryBuilder, sql } from 'kysely';
import type { Site } from '../../domain/sites/site';
import type { Listing, ListingStatus, RentTerms, SaleTerms } from '../../domain/listings/listing';
import { NEW_LISTING_DAYS } from '../../domain/listings/listing';
import { type ListingSearchCriteria, RENT_PAGE_SIZE, SALE_PAGE_SIZE } from '../../domain/listings/search-criteria';
import { matchingTypes, typeGroupOf } from '../../domain/listings/type-groups';
import { encodeZone, type SearchZone } from '../../domain/geo/search-zone';
import type { Db } from '../db/database.server';
import type { Database } from '../db/schema';
import { communeDirectory } from '../geo/commune-directory.server';
import { centreOf, type ResolvedPlace, resolvePlace } from '../geo/resolve-place.server';
import { type PriceChange, priceHistory, recordPriceChange } from './listing-prices.server';
import { agentOf, type CardRow, cardOf, type DetailRow, featureMask, type ListingAgent, type ListingCard, listingOf } from './listing-rows.server';

/**
 * Which listings a site shows: a network site shows the listings published on it; an agency site
 * only its own advisers' listings (issue 11 item 7).
 */
export type ListingScope = { kind: 'network'; siteId: string } | { kind: 'agency'; siteId: string; adviserIds: string[] };

export interface ListingSearchResult {
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  items: ListingCard[];
  /** Why nothing can match (e.g. 'Code postal invalide…'), for the page to show; null otherwise. */
  placeMessage: string | null;
}

export interface MapPoint {
  id: string;
  slug: string;
  lat: number;
  lng: number;
  price: number;
  status: ListingStatus;
  title: string;
}
export interface MapCluster {
  lat: number;
  lng: number;
  count: number;
}
/** Every result of a search on the map: points when few, server-side grid clusters beyond `maxPoints`. */
export type ListingMap = { kind: 'points'; total: number; points: MapPoint[] } | { kind: 'clusters'; total: number; clusters: MapCluster[] };

export type AdviserListingsTab = 'all' | 'sale' | 'rent' | 'sold';

type Q = SelectQueryBuilder<Database, 'listings', object>;
type LEB = ExpressionBuilder<Database, 'listings'>;

/** Equirectangular distance² in km² from a point (exact enough at 15 km), portable SQL arithmetic. */
function distance2(centre: { lat: number; lng: number }) {
  const kx = 111.32 * Math.cos((centre.lat * Math.PI) / 180);
  return sql<number>`((lat - ${centre.lat}) * 111.32) * ((lat - ${centre.lat}) * 111.32) + ((lng - ${centre.lng}) * ${kx}) * ((lng - ${centre.lng}) * ${kx})`;
}

function placeFilter(q: Q, place: ResolvedPlace, proximityKm: number, postgres: boolean): Q {
  switch (place.kind) {
    case 'communes': {
      const centre = centreOf(place);
      if (proximityKm > 0 && centre) {
        const dLat = proximityKm / 111.32;
        const dLng = proximityKm / (111.32 * Math.cos((centre.lat * Math.PI) / 180));
        return q
          .where('lat', '>=', centre.lat - dLat)
          .where('lat', '<=', centre.lat + dLat)
          .where('lng', '>=', centre.lng - dLng)
          .where('lng', '<=', centre.lng + dLng)
          .where(distance2(centre), '<=', proximityKm * proximityKm);
      }
      return q.where('insee', 'in', place.communes.map((c) => c.insee));
    }
    case 'department':
      return q.where('dep', '=', place.code);
    case 'region':
      return q.where('region', '=', place.code);
    case 'zipPrefix':
      // A range, not LIKE: SQLite's case-insensitive LIKE cannot use the zip index.
      return q.where('zip', '>=', place.prefix).where('zip', '<', `${place.prefix.slice(0, -1)}${Number(place.prefix.slice(-1)) + 1}`);
    case 'cityText': {
      // Resolved to INSEE codes in memory, so the search seeks the commune index instead of testing
      // LIKE '%…%' on every listing; only a text found in most towns (a letter or two) still scans.
      const codes = inseeCodesContaining(place.key);
      if (codes === null) return q.where('city_key', 'like', `%${place.key.replace(/[%_]/g, '')}%`);
      return codes.length ? q.where(inList('insee', codes, postgres)) : q.where(sql<boolean>`1 = 0`);
    }
    case 'nothing':
      return q.where(sql<boolean>`1 = 0`);
  }
}

/**
 * `column IN (codes)` as ONE bound parameter (a JSON text on SQLite, an array on PostgreSQL): a town
 * text like 'saint' names thousands of communes, and thousands of parameters cost more to build and
 * bind than the search itself.
 */
function inList(column: 'insee' | 'id', codes: string[], postgres: boolean) {
  return postgres ? sql<boolean>`${sql.ref(column)} = any(${codes}::text[])` : sql<boolean>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(codes)}))`;
}

/** Beyond this many communes an IN list costs more than reading the index once. */
const MAX_TEXT_COMMUNES = 8_000;
const textCodes = new Map<string, string[] | null>();

/**
 * INSEE codes of the communes whose folded name contains `key` (the same test as `city_key LIKE`,
 * since a listing's city_key is its commune's key), or null when too many do. Memoised: the
 * directory does not change while the server runs.
 */
export function inseeCodesContaining(key: string): string[] | null {
  const known = textCodes.get(key);
  if (known !== undefined) return known;
  const codes = communeDirectory().all.filter((c) => c.key.includes(key)).map((c) => c.insee);
  const result = codes.length > MAX_TEXT_COMMUNES ? null : codes;
  if (textCodes.size >= 1_000) textCodes.delete(textCodes.keys().next().value!);
  textCodes.set(key, result);
  return result;
}

const postgresOf = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

function scopeFilter(q: Q, scope: ListingScope): Q {
  if (scope.kind === 'network') return q.where('network_site_id', '=', scope.siteId);
  return scope.adviserIds.length ? q.where('adviser_id', 'in', scope.adviserIds) : q.where(sql<boolean>`1 = 0`);
}

/**
 * How the zone's box is written: `range` lets the lat/lng index read it (every search but one); `filter`
 * writes the box and the polygon as one opaque test, `cast((box and polygon) as integer) <> 0`: no
 * index ranges on it, and PostgreSQL estimates it at nearly every row (an inequality on an expression
 * without statistics) instead of 0.1 % (`<@`), so its planner walks the sort order's index for the
 * first page of a zone the count found large (decision 0164). Same rows either way.
 */
export type ZoneBox = 'range' | 'filter';

export function filteredListings(db: Db, scope: ListingScope, c: ListingSearchCriteria, now: Date, zoneBox: ZoneBox = 'range'): { query: Q; placeMessage: string | null; centre: { lat: number; lng: number } | null } {
  let q = scopeFilter(db.selectFrom('listings'), scope).where('publication', '=', 'published').where('status', '=', c.status);
  let placeMessage: string | null = null;
  let centre: { lat: number; lng: number } | null = null;
  if (c.place) {
    const resolved = resolvePlace(c.place);
    if (resolved.kind === 'nothing') placeMessage = resolved.message;
    centre = centreOf(resolved);
    q = placeFilter(q, resolved, c.proximityKm, db.getExecutor().adapter instanceof PostgresAdapter);
  }
  if (c.types.length) q = q.where('type', 'in', matchingTypes(c.types));
  if (c.min !== null) q = q.where('price', '>=', c.min);
  if (c.max !== null) q = q.where('price', '<=', c.max);
  if (c.surfHabMin !== null) q = q.where('area', '>=', c.surfHabMin);
  if (c.surfTerMin !== null) q = q.where('land', '>=', c.surfTerMin);
  if (c.pieces !== null) q = q.where('rooms', '>=', c.pieces);
  if (c.chambres !== null) q = q.where('beds', '>=', c.chambres);
  if (c.sdb !== null) q = q.where('baths', '>=', c.sdb);
  if (c.exclu) q = q.where('exclusive', '=', 1);
  if (c.visites) q = q.where('virtual_tour', '=', 1);
  // Dated by every price drop (the editor, the admin command, the import): 'baisse de prix'.
  if (c.baisse) q = q.where('price_changed_at', 'is not', null);
  if (c.moins7) q = q.where('published_at', '>', new Date(now.getTime() - NEW_LISTING_DAYS * 86_400_000).toISOString());
  if (c.zone) {
    // The zone's bounding box through the lat/lng index, then the polygon on each row of it, in SQL (decision 0146).
    const { bbox } = c.zone;
    const inside = insideZone(c.zone, postgresOf(db));
    if (zoneBox === 'filter') q = q.where(sql<boolean>`cast((lat >= ${bbox.minLat} and lat <= ${bbox.maxLat} and lng >= ${bbox.minLng} and lng <= ${bbox.maxLng} and ${inside}) as integer) <> 0`);
    else q = q.where('lat', '>=', bbox.minLat).where('lat', '<=', bbox.maxLat).where('lng', '>=', bbox.minLng).where('lng', '<=', bbox.maxLng).where(inside);
  }
  if (c.furnished !== null) {
    // Furnished is in the rental terms (JSON): read there, rentals only, no column to keep in step (decision 0116).
    const furnished = postgresOf(db) ? sql<boolean>`(rent_terms::jsonb ->> 'furnished') = ${c.furnished ? 'true' : 'false'}` : sql<boolean>`json_extract(rent_terms, '$.furnished') = ${c.furnished ? 1 : 0}`;
    q = q.where('id', 'in', db.selectFrom('listing_details').select('listing_id').where(furnished));
  }
  if (c.features.length) {
    const mask = featureMask(c.features);
    q = q.where(sql<boolean>`(features & ${mask}) = ${mask}`);
  }
  return { query: q, placeMessage, centre };
}

function sorted(q: Q, sort: ListingSearchCriteria['sort'], centre: { lat: number; lng: number } | null = null) {
  switch (sort) {
    case 'prixM2Asc':
      // Listings without a living area last (issue 39 item 2: the same figure as the card's).
      return q.orderBy(sql`price * 1.0 / nullif(area, 0)`, (ob) => ob.asc().nullsLast()).orderBy('id', 'asc');
    case 'distance':
      // From the searched commune's centre; a search without one keeps the default order.
      return centre ? q.orderBy(distance2(centre), 'asc').orderBy('id', 'asc') : q.orderBy('published_at', 'desc').orderBy('id', 'desc');
    case 'prixAsc':
      return q.orderBy('price', 'asc').orderBy('id', 'asc');
    case 'prixDesc':
      return q.orderBy('price', 'desc').orderBy('id', 'desc');
    case 'surfDesc':
      return q.orderBy((eb: LEB) => eb.ref('area'), (ob) => ob.desc().nullsLast()).orderBy('id', 'desc');
    case 'baisse':
      return q.orderBy((eb: LEB) => eb.ref('price_changed_at'), (ob) => ob.desc().nullsLast()).orderBy('published_at', 'desc').orderBy('id', 'desc');
    default:
      return q.orderBy('published_at', 'desc').orderBy('id', 'desc');
  }
}

/**
 * A listing inside the zone drawn on the map, its edges and vertices included (issue 39 item 1):
 * PostgreSQL's own `point <@ polygon` (boundary within 1e-6 degree, about 0.1 m, counts as on it), and
 * on SQLite the `zone_contains` function the connection registers (`zoneContains` behind a grid,
 * server/db/sqlite-zone-function.server.ts). Both run on the rows of the zone's box read from the
 * index: count, sort, pages and map stay one query, no id list goes back and forth (decision 0146).
 */
function insideZone(zone: SearchZone, postgres: boolean) {
  if (postgres) {
    const polygon = `(${zone.points.map(([lat, lng]) => `(${lng},${lat})`).join(',')})`;
    return sql<boolean>`point(lng, lat) <@ ${polygon}::polygon`;
  }
  return sql<boolean>`zone_contains(${encodeZone(zone.points)}, lat, lng) = 1`;
}

const AGENT_COLUMNS = ['advisers.id as a_id', 'advisers.slug as a_slug', 'advisers.first_name as a_first', 'advisers.last_name as a_last', 'advisers.avatar_url as a_avatar', 'advisers.phone as a_phone', 'advisers.email as a_email', 'advisers.city as a_city'] as const;

/** How many counts a repository keeps (a few hundred distinct searches are most of the traffic). */
const COUNT_CACHE_SIZE = 2_000;

/** The orders whose index carries lat and lng (decision 0164). */
const WALKED_SORTS: ReadonlySet<ListingSearchCriteria['sort']> = new Set(['recent', 'prixAsc', 'prixDesc', 'surfDesc']);

/**
 * When a zone's page walks the sort index (decision 0164): the zone holds at least `minRows` results
 * and (page end) × table rows ≤ results². The walk reads about (page end) × rows of the filters /
 * results index entries (the zone's results spread along the order), so at most `results`, while the
 * box's range reads every row of the box (≥ results) and sorts them. `tableRows`: PostgreSQL's own
 * estimate (`pg_class.reltuples`, refreshed by ANALYZE), read every 10 minutes; a number in tests.
 */
export interface ZoneWalk {
  minRows: number;
  tableRows: number | null;
}
export const ZONE_WALK: ZoneWalk = { minRows: 2_000, tableRows: null };
const TABLE_ROWS_MS = 10 * 60_000;

export class ListingsRepository {
  private readonly counts = new Map<string, number>();
  private tableRows: { rows: number; at: number } | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
    /** Tests change it to compare both ways of reading a page on a few listings. */
    private readonly zoneWalk: ZoneWalk = ZONE_WALK,
  ) {}

  /** The scope of a site: agency sites see their advisers' listings, any other site its own (none: no rows of its id). */
  async scopeOf(site: Pick<Site, 'id' | 'listingScope'>): Promise<ListingScope> {
    if (site.listingScope !== 'agency') return { kind: 'network', siteId: site.id };
    const rows = await this.db.selectFrom('advisers').select('id').where('agency_site_id', '=', site.id).where('active', '=', 1).execute();
    return { kind: 'agency', siteId: site.id, adviserIds: rows.map((r) => r.id) };
  }

  /** Cards of listing ids, in the given order (one query joining details and advisers). */
  async cards(ids: string[]): Promise<ListingCard[]> {
    if (!ids.length) return [];
    const rows = (await this.db
      .selectFrom('listings')
      .innerJoin('listing_details', 'listing_details.listing_id', 'listings.id')
      .innerJoin('advisers', 'advisers.id', 'listings.adviser_id')
      .selectAll('listings')
      .select(['listing_details.sale_terms', 'listing_details.rent_terms', ...AGENT_COLUMNS])
      .where('listings.id', 'in', ids)
      .execute()) as CardRow[];
    const now = this.clock();
    const byId = new Map(rows.map((r) => [r.id, cardOf(r, now)]));
    return ids.map((id) => byId.get(id)).filter((c): c is ListingCard => !!c);
  }

  /**
   * The admin path of a price change: records when it dropped, so buyer alerts see a cheaper listing
   * (decision 0032). A rise only changes the price.
   */
  async changePrice(id: string, price: number): Promise<boolean> {
    const current = await this.db.selectFrom('listings').innerJoin('listing_details', 'listing_details.listing_id', 'listings.id').select(['listings.price', 'listing_details.sale_terms', 'listing_details.rent_terms']).where('listings.id', '=', id).executeTakeFirst();
    if (!current) return false;
    const now = this.clock().toISOString();
    // The advert's legal terms follow the price: fees included (and without fees when the buyer pays them), or rent with charges.
    const sale = current.sale_terms ? (JSON.parse(current.sale_terms) as SaleTerms) : null;
    const rent = current.rent_terms ? (JSON.parse(current.rent_terms) as RentTerms) : null;
    const saleTerms = sale ? { ...sale, priceFeesIncluded: price, priceWithoutFees: sale.priceWithoutFees === null ? null : Math.round(price / (1 + sale.feePercent / 100)) } : null;
    const rentTerms = rent ? { ...rent, rentChargesIncluded: price } : null;
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('listings').set({ price, updated_at: now }).where('id', '=', id).execute();
      // The price history (issue 32): one row per change; a drop also dates price_changed_at.
      await recordPriceChange(trx, id, Number(current.price), price, new Date(now));
      await trx
        .updateTable('listing_details')
        .set({ sale_terms: saleTerms ? JSON.stringify(saleTerms) : null, rent_terms: rentTerms ? JSON.stringify(rentTerms) : null })
        .where('listing_id', '=', id)
        .execute();
    });
    return true;
  }

  /** A listing's price changes, oldest first (issue 32 item 5). */
  async priceHistory(id: string): Promise<PriceChange[]> {
    return priceHistory(this.db, id);
  }

  /** One page of a search, its total count, sorted as asked. */
  async search(scope: ListingScope, criteria: ListingSearchCriteria, options: { pageSize?: number } = {}): Promise<ListingSearchResult> {
    const pageSize = options.pageSize ?? (criteria.status === 'rent' ? RENT_PAGE_SIZE : SALE_PAGE_SIZE);
    const now = this.clock();
    const { query, placeMessage, centre } = filteredListings(this.db, scope, criteria, now);
    const total = await this.count(scope, query);
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    const page = Math.min(criteria.page, pageCount);
    const pageQuery = (await this.walksSortIndex(scope, criteria, total, page * pageSize)) ? filteredListings(this.db, scope, criteria, now, 'filter').query : query;
    const ids = total
      ? (await sorted(pageQuery, criteria.sort, centre).select('id').limit(pageSize).offset((page - 1) * pageSize).execute()).map((r) => r.id)
      : [];
    return { total, page, pageSize, pageCount, items: await this.cards(ids), placeMessage };
  }

  /**
   * Whether a page of a zone search is read down the sort order's index (PostgreSQL, decision 0164):
   * a large zone's box holds thousands of rows, and reading them all to sort them cost 10–20 ms;
   * walking the covering index of the order (`listings_search` by date, the price and area indexes of
   * 0051) stops after the page's rows inside the zone. PostgreSQL estimates `<@ polygon` at 0.1 % of
   * the rows whatever the zone, so it never walks while the box can be a range; the count tells us.
   */
  private async walksSortIndex(scope: ListingScope, criteria: ListingSearchCriteria, total: number, pageEnd: number): Promise<boolean> {
    if (!criteria.zone || scope.kind !== 'network' || total < this.zoneWalk.minRows || !WALKED_SORTS.has(criteria.sort) || !postgresOf(this.db)) return false;
    const rows = this.zoneWalk.tableRows ?? (await this.listingRows());
    return rows >= 0 && pageEnd * rows <= total * total;
  }

  /** The listings table's row count as PostgreSQL estimates it (-1 before its first ANALYZE), kept 10 minutes. */
  private async listingRows(): Promise<number> {
    const now = Date.now();
    if (this.tableRows && now - this.tableRows.at < TABLE_ROWS_MS) return this.tableRows.rows;
    const row = (await sql<{ rows: number }>`select reltuples as rows from pg_class where oid = 'listings'::regclass`.execute(this.db)).rows[0];
    this.tableRows = { rows: Number(row?.rows ?? -1), at: now };
    return this.tableRows.rows;
  }

  /**
   * The count of a filtered query, kept until a listing of the site changes: the key holds the site's
   * content version, which triggers bump on every write to listings or advisers, whoever writes
   * (decision 0039). A large count reads every matching index entry; the same search asked again
   * (the list, its next pages, the next visitor) then costs one primary-key read (decision 0049).
   */
  private async count(scope: ListingScope, query: Q): Promise<number> {
    const compiled = query.select((eb) => eb.fn.countAll<string | number>().as('n')).compile();
    const version = await this.db.selectFrom('content_versions').select('version').where('scope', '=', scope.siteId).executeTakeFirst();
    const key = createHash('sha1').update(`${scope.siteId}\n${version?.version ?? 0}\n${compiled.sql}\n${JSON.stringify(compiled.parameters)}`).digest('base64');
    const known = this.counts.get(key);
    if (known !== undefined) {
      this.counts.delete(key);
      this.counts.set(key, known);
      return known;
    }
    const row = (await this.db.executeQuery(compiled)).rows[0];
    const total = Number(row?.n ?? 0);
    if (this.counts.size >= COUNT_CACHE_SIZE) this.counts.delete(this.counts.keys().next().value!);
    this.counts.set(key, total);
    return total;
  }

  /** Every result of the search for the map; clustered on a grid beyond `maxPoints` results. */
  async map(scope: ListingScope, criteria: ListingSearchCriteria, options: { maxPoints?: number; maxCells?: number } = {}): Promise<ListingMap> {
    const maxPoints = options.maxPoints ?? 300;
    const { query } = filteredListings(this.db, scope, criteria, this.clock());
    const located = query.where('lat', 'is not', null).where('lng', 'is not', null);
    const stats = await located
      .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.min('lat').as('minLat'), eb.fn.max('lat').as('maxLat'), eb.fn.min('lng').as('minLng'), eb.fn.max('lng').as('maxLng')])
      .executeTakeFirst();
    const total = Number(stats?.n ?? 0);
    if (total <= maxPoints) {
      const rows = await located.select(['id', 'slug', 'lat', 'lng', 'price', 'status', 'title']).execute();
      return { kind: 'points', total, points: rows.map((r) => ({ id: r.id, slug: r.slug, lat: Number(r.lat), lng: Number(r.lng), price: Number(r.price), status: r.status as ListingStatus, title: r.title })) };
    }
    // A grid of about maxCells² cells over the results' extent: the browser never receives 100,000 points.
    const cellsPerSide = options.maxCells ?? 16;
    const span = Math.max(Number(stats!.maxLat) - Number(stats!.minLat), Number(stats!.maxLng) - Number(stats!.minLng), 0.01);
    // Half a degree at most, so overseas results do not stretch metropolitan cells.
    const cell = Math.min(span / cellsPerSide, 0.5);
    const gy = sql<number>`cast(floor(lat / ${sql.lit(cell)}) as integer)`;
    const gx = sql<number>`cast(floor(lng / ${sql.lit(cell)}) as integer)`;
    const rows = await located
      .select((eb) => [gy.as('gy'), gx.as('gx'), eb.fn.countAll<string | number>().as('n'), eb.fn.avg('lat').as('lat'), eb.fn.avg('lng').as('lng')])
      .groupBy([gy, gx])
      .execute();
    return { kind: 'clusters', total, clusters: rows.map((r) => ({ lat: Number(r.lat), lng: Number(r.lng), count: Number(r.n) })) };
  }

  /** A listing by slug, whatever its publication state (the page answers 404 or 410), with its adviser. */
  async bySlug(slug: string): Promise<{ listing: Listing; agent: ListingAgent } | null> {
    const row = (await this.db
      .selectFrom('listings')
      .innerJoin('listing_details', 'listing_details.listing_id', 'listings.id')
      .innerJoin('advisers', 'advisers.id', 'listings.adviser_id')
      .selectAll('listings')
      .select([
        'listing_details.description', 'listing_details.highlight', 'listing_details.floor', 'listing_details.heating', 'listing_details.parking', 'listing_details.year',
        'listing_details.virtual_tour_url', 'listing_details.photos', 'listing_details.sale_terms', 'listing_details.rent_terms', 'listing_details.energy',
        'listing_details.coownership', 'listing_details.georisques', 'listing_details.site_ids', ...AGENT_COLUMNS,
      ])
      .where('listings.slug', '=', slug)
      .executeTakeFirst()) as DetailRow | undefined;
    return row ? { listing: listingOf(row), agent: agentOf(row) } : null;
  }

  /** Cards of a visitor's favourite listings (slugs, in their order): published ones of this site only. */
  async favouriteCards(scope: ListingScope, slugs: readonly string[]): Promise<ListingCard[]> {
    if (!slugs.length) return [];
    const rows = await scopeFilter(this.db.selectFrom('listings'), scope).select(['id', 'slug']).where('publication', '=', 'published').where('slug', 'in', [...slugs]).execute();
    const idOf = new Map(rows.map((r) => [r.slug, r.id]));
    return this.cards(slugs.map((s) => idOf.get(s)).filter((id): id is string => !!id));
  }

  /** Same status and kind of home (a villa's are houses) in the same department, closest in price (spec: similar properties). */
  async similar(scope: ListingScope, listing: Pick<Listing, 'id' | 'status' | 'type' | 'department' | 'price'>, limit = 3): Promise<ListingCard[]> {
    const status = listing.status === 'sold' ? 'sale' : listing.status;
    const rows = await scopeFilter(this.db.selectFrom('listings'), scope)
      .select('id')
      .where('publication', '=', 'published')
      .where('status', '=', status)
      .where('type', 'in', matchingTypes([typeGroupOf(listing.type)]))
      .where('dep', '=', listing.department)
      .where('id', '!=', listing.id)
      .orderBy(sql`abs(price - ${listing.price})`)
      .orderBy('id')
      .limit(limit)
      .execute();
    return this.cards(rows.map((r) => r.id));
  }

  /** The N most recent listings of a site, for sale or for rent (home blocks: 8, newest first). */
  async recent(scope: ListingScope, status: ListingStatus, limit = 8): Promise<ListingCard[]> {
    const rows = await scopeFilter(this.db.selectFrom('listings'), scope)
      .select('id')
      .where('publication', '=', 'published')
      .where('status', '=', status)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return this.cards(rows.map((r) => r.id));
  }

  /** An adviser's listings for the profile's 'Mes biens' tabs, with the count of every tab. */
  async ofAdviser(adviserId: string, tab: AdviserListingsTab, options: { page?: number; pageSize?: number } = {}): Promise<{ items: ListingCard[]; total: number; counts: Record<AdviserListingsTab, number> }> {
    const pageSize = options.pageSize ?? 6;
    const base = this.db.selectFrom('listings').where('adviser_id', '=', adviserId).where('publication', '=', 'published');
    const grouped = await base.select((eb) => ['status', eb.fn.countAll<string | number>().as('n')]).groupBy('status').execute();
    const counts: Record<AdviserListingsTab, number> = { all: 0, sale: 0, rent: 0, sold: 0 };
    for (const g of grouped) {
      if (g.status === 'sale' || g.status === 'rent' || g.status === 'sold') counts[g.status] = Number(g.n);
      counts.all += Number(g.n);
    }
    const filtered = tab === 'all' ? base : base.where('status', '=', tab);
    const page = Math.max(1, options.page ?? 1);
    const rows = await filtered.select('id').orderBy('published_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute();
    return { items: await this.cards(rows.map((r) => r.id)), total: counts[tab], counts };
  }

  /** Slugs and dates of the published listings of a scope, for the sitemap. */
  async sitemapEntries(scope: ListingScope, limit = 50_000): Promise<Array<{ slug: string; updatedAt: string }>> {
    const rows = await scopeFilter(this.db.selectFrom('listings'), scope).select(['slug', 'updated_at']).where('publication', '=', 'published').where('status', '!=', 'sold').orderBy('published_at', 'desc').limit(limit).execute();
    return rows.map((r) => ({ slug: r.slug, updatedAt: r.updated_at }));
  }
}
