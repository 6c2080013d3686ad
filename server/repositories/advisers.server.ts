import { type SelectQueryBuilder, sql } from 'kysely';
import { type Adviser, ADVISER_STATUS_MENTION, adviserDisplayName, type RatingSummary, ratingOf, type Review } from '../../domain/advisers/adviser';
import type { Site } from '../../domain/sites/site';
import { type PlaceQuery, placeKey, placeLabel } from '../../domain/geo/place-query';
import type { Db } from '../db/database.server';
import type { AdvisersTable, Database } from '../db/schema';
import { centreOf, resolvePlace } from '../geo/resolve-place.server';

/** Directory page size (spec §9). */
export const DIRECTORY_PAGE_SIZE = 10;
/** Advisers within this distance of a town follow those whose zones cover it. */
export const DIRECTORY_NEAR_KM = 50;

function json<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function adviserOf(row: AdvisersTable): Adviser {
  return {
    id: row.id,
    slug: row.slug,
    firstName: row.first_name,
    lastName: row.last_name,
    title: row.title,
    kind: row.kind === 'agence' ? 'agence' : 'mandataire',
    avatarUrl: row.avatar_url,
    coverUrl: row.cover_url,
    phone: row.phone,
    email: row.email,
    address: row.address,
    city: row.city,
    zip: row.zip,
    insee: row.insee,
    country: row.country,
    coords: row.lat === null || row.lng === null ? null : { lat: Number(row.lat), lng: Number(row.lng) },
    zones: json(row.zones, []),
    languages: json(row.languages, []),
    yearsExperience: row.years_experience,
    salesCount: row.sales_count,
    description: row.description,
    networks: json(row.networks, []),
    active: row.active === 1,
    networkSiteId: row.network_site_id,
    agencySiteId: row.agency_site_id,
    legal: {
      status: ADVISER_STATUS_MENTION,
      rsacNumber: row.rsac_number,
      rsacCity: row.rsac_city,
      networkName: row.network_name,
      cardTNumber: row.card_t_number,
      cardTIssuer: row.card_t_issuer,
      guaranteeInsurer: row.guarantee_insurer,
      guaranteeAmount: Number(row.guarantee_amount),
    },
  };
}

/** A directory card: the adviser, the average of their reviews, and how far from the asked town. */
export interface DirectoryEntry {
  adviser: Adviser;
  name: string;
  rating: RatingSummary | null;
  /** True when one of the adviser's zones is the asked town. */
  coversPlace: boolean;
  distanceKm: number | null;
}

export interface DirectoryResult {
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  items: DirectoryEntry[];
  /** 'Sevran (93270)', 'Seine-Saint-Denis'…: for the heading and the regional text block. */
  placeLabel: string | null;
  /** Why nothing can match (unknown town, bad postcode), else null. */
  placeMessage: string | null;
}

/** Call 1's marker (spec §7): one per adviser with coordinates. */
export interface AgencyMarker {
  lat: number;
  lng: number;
  data: { id: string; slug: string; prenom: string; nom: string; ville: string; cp: string; mail: string; tel: string; avatar: string | null; type: string; adresse: string };
}

type Q = SelectQueryBuilder<Database, 'advisers', object>;

export class AdvisersRepository {
  constructor(private readonly db: Db) {}

  private active(networkSiteId: string): Q {
    return this.db.selectFrom('advisers').where('network_site_id', '=', networkSiteId).where('active', '=', 1);
  }

  /** The network(s) a site shows advisers of: itself for a network site, its advisers' network for an agency site, none otherwise. */
  async networkSiteIdsOf(site: Pick<Site, 'id' | 'listingScope'>): Promise<string[]> {
    if (site.listingScope === 'network') return [site.id];
    if (site.listingScope === 'none') return [];
    const rows = await this.db.selectFrom('advisers').select('network_site_id').distinct().where('agency_site_id', '=', site.id).execute();
    return rows.map((r) => r.network_site_id);
  }

  /** A known, active adviser of the network (the contact endpoint refuses any other id). */
  async activeById(networkSiteIds: readonly string[], id: string): Promise<Adviser | null> {
    if (!networkSiteIds.length) return null;
    const row = await this.db.selectFrom('advisers').selectAll().where('id', '=', id).where('active', '=', 1).where('network_site_id', 'in', networkSiteIds).executeTakeFirst();
    return row ? adviserOf(row) : null;
  }

  /** Advisers running an agency site (the Sevran pair). */
  async ofAgencySite(siteId: string): Promise<Adviser[]> {
    const rows = await this.db.selectFrom('advisers').selectAll().where('agency_site_id', '=', siteId).where('active', '=', 1).orderBy('id').execute();
    return rows.map(adviserOf);
  }

  /** Markers of call 1: advisers without coordinates are left out. */
  async markers(networkSiteId: string): Promise<AgencyMarker[]> {
    const rows = await this.active(networkSiteId).selectAll().where('lat', 'is not', null).where('lng', 'is not', null).orderBy('last_name').orderBy('first_name').execute();
    return rows.map((r) => ({
      lat: Number(r.lat),
      lng: Number(r.lng),
      data: { id: r.id, slug: r.slug, prenom: r.first_name, nom: r.last_name, ville: r.city, cp: r.zip, mail: r.email, tel: r.phone, avatar: r.avatar_url, type: r.kind, adresse: r.address },
    }));
  }

  /**
   * The directory (spec §5): name as a case- and accent-insensitive substring; a town lists the
   * advisers whose zones cover it first, then the nearest within 50 km; a department or region
   * those based or covering there. 10 per page.
   */
  async directory(networkSiteId: string, filter: { name?: string | null; place?: PlaceQuery | null; page?: number; pageSize?: number }): Promise<DirectoryResult> {
    const pageSize = filter.pageSize ?? DIRECTORY_PAGE_SIZE;
    let q = this.active(networkSiteId);
    const nameKey = filter.name ? placeKey(filter.name) : '';
    if (nameKey) q = q.where('name_key', 'like', `%${nameKey.replace(/[%_]/g, '')}%`);
    let placeMessage: string | null = null;
    let covering: string[] = [];
    let centre: { lat: number; lng: number } | null = null;
    if (filter.place) {
      const resolved = resolvePlace(filter.place);
      switch (resolved.kind) {
        case 'communes': {
          covering = resolved.communes.map((c) => c.insee);
          centre = centreOf(resolved);
          const near = centre;
          q = q.where((eb) =>
            eb.or([
              eb.exists(eb.selectFrom('adviser_zones').select('adviser_zones.insee').whereRef('adviser_zones.adviser_id', '=', 'advisers.id').where('adviser_zones.insee', 'in', covering)),
              eb('advisers.insee', 'in', covering),
              ...(near ? [eb(distance2(near), '<=', DIRECTORY_NEAR_KM * DIRECTORY_NEAR_KM)] : []),
            ]),
          );
          break;
        }
        case 'department':
          q = q.where((eb) => eb.or([eb('advisers.dep', '=', resolved.code), eb.exists(eb.selectFrom('adviser_zones').select('adviser_zones.insee').whereRef('adviser_zones.adviser_id', '=', 'advisers.id').where('adviser_zones.dep', '=', resolved.code))]));
          break;
        case 'region':
          q = q.where('advisers.region', '=', resolved.code);
          break;
        case 'zipPrefix':
          q = q.where('advisers.zip', 'like', `${resolved.prefix}%`);
          break;
        case 'cityText':
          placeMessage = 'Aucune commune ne correspond à ce lieu.';
          q = q.where(sql<boolean>`1 = 0`);
          break;
        case 'nothing':
          placeMessage = resolved.message;
          q = q.where(sql<boolean>`1 = 0`);
          break;
      }
    }
    const countRow = await q.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
    const total = Number(countRow?.n ?? 0);
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    const page = Math.min(Math.max(1, filter.page ?? 1), pageCount);

    let ordered = q.selectAll('advisers');
    if (covering.length) {
      ordered = ordered
        .select((eb) => eb.exists(eb.selectFrom('adviser_zones').select('adviser_zones.insee').whereRef('adviser_zones.adviser_id', '=', 'advisers.id').where('adviser_zones.insee', 'in', covering)).as('covers'))
        .orderBy(sql`covers`, 'desc');
    }
    if (centre) ordered = ordered.orderBy(sql`case when lat is null then 1 else 0 end`).orderBy(distance2(centre));
    const rows = (await ordered.orderBy('last_name').orderBy('first_name').orderBy('id').limit(pageSize).offset((page - 1) * pageSize).execute()) as Array<AdvisersTable & { covers?: unknown }>;
    const ratings = await this.ratings(rows.map((r) => r.id));
    return {
      total,
      page,
      pageSize,
      pageCount,
      placeLabel: placeLabel(filter.place ?? null),
      placeMessage,
      items: rows.map((r) => ({
        adviser: adviserOf(r),
        name: adviserDisplayName({ firstName: r.first_name, lastName: r.last_name }),
        rating: ratings.get(r.id) ?? null,
        coversPlace: r.covers === true || r.covers === 1 || r.covers === '1',
        distanceKm: centre && r.lat !== null && r.lng !== null ? Math.round(Math.sqrt(eqDistance2(centre, { lat: Number(r.lat), lng: Number(r.lng) })) * 10) / 10 : null,
      })),
    };
  }

  private async ratings(ids: string[]): Promise<Map<string, RatingSummary>> {
    if (!ids.length) return new Map();
    const rows = await this.db.selectFrom('adviser_reviews').select(['adviser_id', 'rating', 'source']).where('adviser_id', 'in', ids).execute();
    const by = new Map<string, Array<{ rating: number; source: Review['source'] }>>();
    for (const r of rows) by.set(r.adviser_id, [...(by.get(r.adviser_id) ?? []), { rating: Number(r.rating), source: r.source as Review['source'] }]);
    return new Map([...by].map(([id, list]) => [id, ratingOf(list)!]));
  }

  /** A profile: the adviser, reviews newest first and their average (null: 'Pas encore d'avis.'). */
  async bySlug(slug: string): Promise<{ adviser: Adviser; reviews: Review[]; rating: RatingSummary | null } | null> {
    const row = await this.db.selectFrom('advisers').selectAll().where('slug', '=', slug).where('active', '=', 1).executeTakeFirst();
    if (!row) return null;
    const reviews = (await this.db.selectFrom('adviser_reviews').selectAll().where('adviser_id', '=', row.id).orderBy('date', 'desc').orderBy('id').execute()).map(
      (r): Review => ({ id: r.id, adviserId: r.adviser_id, author: r.author, rating: Number(r.rating), source: r.source as Review['source'], date: r.date, text: r.text }),
    );
    return { adviser: adviserOf(row), reviews, rating: ratingOf(reviews) };
  }
}

function eqDistance2(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const kx = 111.32 * Math.cos((a.lat * Math.PI) / 180);
  return ((b.lat - a.lat) * 111.32) ** 2 + ((b.lng - a.lng) * kx) ** 2;
}

function distance2(centre: { lat: number; lng: number }) {
  const kx = 111.32 * Math.cos((centre.lat * Math.PI) / 180);
  return sql<number>`((advisers.lat - ${centre.lat}) * 111.32) * ((advisers.lat - ${centre.lat}) * 111.32) + ((advisers.lng - ${centre.lng}) * ${kx}) * ((advisers.lng - ${centre.lng}) * ${kx})`;
}
