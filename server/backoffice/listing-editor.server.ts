import { createHash, randomUUID } from 'node:crypto';
import { type ExpressionBuilder, sql, type Transaction } from 'kysely';
import { changedFields } from '../../domain/backoffice/audit-changes';
import { type Member, type Scope, scopeOf } from '../../domain/backoffice/grants';
import { placeKey } from '../../domain/geo/place-query';
import type { Listing } from '../../domain/listings/listing';
import type { AuditActor, AuditLog } from './audit-log.server';
import type { Db } from '../db/database.server';
import type { Database } from '../db/schema';
import { agentOf, type DetailRow, featureMask, listingOf } from '../repositories/listing-rows.server';
import { recordPriceChange } from '../repositories/listing-prices.server';

/**
 * The back-office listing editor's reads and writes (issue 32 item 1), every one scoped in SQL by the
 * member's scope: a network admin every listing of its network's sites, a site owner the listings of
 * its sites (network site, or its agency's advisers), an adviser only its own (the adviser record with
 * its e-mail). A listing outside the scope is "not found" and nothing changes. Each write and its
 * audit entry commit together; the listings triggers (migration 0010) bump the content version of the
 * listing's sites, so every instance drops the cached pages that show it (decision 0039).
 */
export interface ListingEditorScope extends Scope {
  /** The member's e-mail: an adviser member edits the listings of the adviser record with it. */
  memberEmail: string;
}

export function listingScopeOf(member: Member): ListingEditorScope {
  return { ...scopeOf(member), memberEmail: member.email.toLowerCase() };
}

export interface EditorListItem {
  id: string;
  slug: string;
  title: string;
  city: string;
  zip: string;
  price: number;
  status: Listing['status'];
  publication: Listing['publication'];
  underOffer: boolean;
  adviserName: string;
  updatedAt: string;
}

export interface EditorAdviser {
  id: string;
  name: string;
  email: string;
  networkSiteId: string;
  agencySiteId: string | null;
}

export interface EditorListing {
  listing: Listing;
  underOffer: boolean;
  adviserName: string;
  networkId: string;
}

type Writer = Transaction<Database> | Db;
type AdviserEB = ExpressionBuilder<Database, 'advisers'>;

export const EDITOR_PAGE_SIZE = 50;

const DETAIL_COLUMNS = [
  'listing_details.description', 'listing_details.highlight', 'listing_details.floor', 'listing_details.heating', 'listing_details.parking', 'listing_details.year',
  'listing_details.virtual_tour_url', 'listing_details.photos', 'listing_details.sale_terms', 'listing_details.rent_terms', 'listing_details.energy',
  'listing_details.coownership', 'listing_details.georisques', 'listing_details.site_ids',
] as const;
const AGENT_COLUMNS = ['advisers.id as a_id', 'advisers.slug as a_slug', 'advisers.first_name as a_first', 'advisers.last_name as a_last', 'advisers.avatar_url as a_avatar', 'advisers.phone as a_phone', 'advisers.email as a_email', 'advisers.city as a_city'] as const;

/** A listing before and after a write, as the webhook events compare them. */
export interface ListingVersion {
  listing: Listing;
  underOffer: boolean;
}

/**
 * What a listing write tells the networks' webhooks (listing.published, listing.sold): queued in the
 * write's own transaction (the count of deliveries queued), then the outbox is woken once it committed.
 */
export interface ListingEvents {
  inTransaction(trx: Transaction<Database>, networkId: string, before: ListingVersion | null, after: ListingVersion): Promise<number>;
  committed(): void;
}

const NO_EVENTS: ListingEvents = { inTransaction: async () => 0, committed: () => undefined };

/** A write of the editor or the API inside a caller's transaction: the listing's id, whether anything changed, deliveries queued. */
export interface ListingWrite {
  id: string;
  changed: boolean;
  events: number;
}

type AdviserRow = { id: string; first_name: string; last_name: string; email: string; network_site_id: string; agency_site_id: string | null };

/** One shape for an adviser wherever the editor names one; the e-mail lowercased, as members' e-mails are compared. */
function toEditorAdviser(r: AdviserRow): EditorAdviser {
  return { id: r.id, name: `${r.first_name} ${r.last_name}`, email: r.email.toLowerCase(), networkSiteId: r.network_site_id, agencySiteId: r.agency_site_id };
}

export class ListingEditorRepository {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
    private readonly clock: () => Date = () => new Date(),
    private readonly events: ListingEvents = NO_EVENTS,
  ) {}

  /** One active adviser of the scope by id, or null (the API names the adviser; another network's reads like an unknown one). */
  async adviserInScope(scope: ListingEditorScope, adviserId: string, db: Writer = this.db): Promise<EditorAdviser | null> {
    const r = await db
      .selectFrom('advisers')
      .select(['id', 'first_name', 'last_name', 'email', 'network_site_id', 'agency_site_id'])
      .where('active', '=', 1)
      .where('id', '=', adviserId)
      .where((eb) => this.advisersInScope(eb, scope))
      .executeTakeFirst();
    return r ? toEditorAdviser(r) : null;
  }

  /**
   * The id of the network's listing with this CRM id (migration 0036), or null: looked up by its unique
   * index (network, CRM id) alone, the network being the one the API stored with it; the write that
   * follows reads it again through the scope (`find`).
   */
  async idOfExternal(scope: ListingEditorScope, externalId: string, db: Writer = this.db): Promise<string | null> {
    const row = await db.selectFrom('listings').select('id').where('network_id', '=', scope.networkId).where('external_id', '=', externalId).executeTakeFirst();
    return row?.id ?? null;
  }

  /** The advisers whose listings the scope covers: the network's, a site owner's sites', or the member itself. */
  private advisersInScope(eb: AdviserEB, scope: ListingEditorScope) {
    const conditions = [eb('advisers.network_site_id', 'in', eb.selectFrom('sites').select('sites.id').where('sites.network_id', '=', scope.networkId))];
    if (scope.siteIds) {
      const sites = scope.siteIds.length ? [...scope.siteIds] : [''];
      conditions.push(eb.or([eb('advisers.agency_site_id', 'in', sites), eb('advisers.network_site_id', 'in', sites)]));
    }
    if (scope.assignedTo) conditions.push(eb(sql`lower(advisers.email)`, '=', scope.memberEmail));
    return eb.and(conditions);
  }

  private scoped(db: Writer, scope: ListingEditorScope) {
    return db
      .selectFrom('listings')
      .innerJoin('listing_details', 'listing_details.listing_id', 'listings.id')
      .innerJoin('advisers', 'advisers.id', 'listings.adviser_id')
      .where((eb) => this.advisersInScope(eb as unknown as AdviserEB, scope));
  }

  /** The advisers a listing of the scope may belong to (an adviser member: itself). */
  async advisers(scope: ListingEditorScope): Promise<EditorAdviser[]> {
    const rows = await this.db
      .selectFrom('advisers')
      .select(['id', 'first_name', 'last_name', 'email', 'network_site_id', 'agency_site_id'])
      .where('active', '=', 1)
      .where((eb) => this.advisersInScope(eb, scope))
      .orderBy('last_name')
      .orderBy('first_name')
      .execute();
    return rows.map(toEditorAdviser);
  }

  /**
   * The advisers a listing may move to (issue 32): active, in the scope, of the same agency as its
   * current adviser (same agency site, or same network site for an adviser without one).
   */
  async colleaguesOf(scope: ListingEditorScope, adviserId: string, db: Writer = this.db): Promise<EditorAdviser[]> {
    const current = await db.selectFrom('advisers').select(['network_site_id', 'agency_site_id']).where('id', '=', adviserId).executeTakeFirst();
    if (!current) return [];
    const rows = await db
      .selectFrom('advisers')
      .select(['id', 'first_name', 'last_name', 'email', 'network_site_id', 'agency_site_id'])
      .where((eb) => eb.or([eb('active', '=', 1), eb('id', '=', adviserId)]))
      .where('network_site_id', '=', current.network_site_id)
      .where((eb) => (current.agency_site_id === null ? eb('agency_site_id', 'is', null) : eb('agency_site_id', '=', current.agency_site_id)))
      .where((eb) => this.advisersInScope(eb as unknown as AdviserEB, scope))
      .orderBy('last_name')
      .orderBy('first_name')
      .execute();
    return rows.map(toEditorAdviser);
  }

  /** The scope's listings, last changed first. */
  async list(scope: ListingEditorScope, options: { page?: number } = {}): Promise<{ items: EditorListItem[]; total: number }> {
    const page = Math.max(1, options.page ?? 1);
    const base = this.scoped(this.db, scope);
    const [rows, count] = await Promise.all([
      base
        .select(['listings.id', 'listings.slug', 'listings.title', 'listings.city', 'listings.zip', 'listings.price', 'listings.status', 'listings.publication', 'listings.under_offer', 'listings.updated_at', 'advisers.first_name', 'advisers.last_name'])
        .orderBy('listings.updated_at', 'desc')
        .orderBy('listings.id', 'desc')
        .limit(EDITOR_PAGE_SIZE)
        .offset((page - 1) * EDITOR_PAGE_SIZE)
        .execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      total: Number(count.n),
      items: rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        title: r.title,
        city: r.city,
        zip: r.zip,
        price: Number(r.price),
        status: r.status as Listing['status'],
        publication: r.publication as Listing['publication'],
        underOffer: Number(r.under_offer) === 1,
        adviserName: `${r.first_name} ${r.last_name}`,
        updatedAt: r.updated_at,
      })),
    };
  }

  /** One listing of the scope, or null: another tenant's id reads like an unknown one. */
  async find(scope: ListingEditorScope, id: string, db: Writer = this.db): Promise<EditorListing | null> {
    const row = (await this.scoped(db, scope)
      .innerJoin('sites', 'sites.id', 'listings.network_site_id')
      .selectAll('listings')
      .select([...DETAIL_COLUMNS, ...AGENT_COLUMNS, 'sites.network_id as network_id'])
      .where('listings.id', '=', id)
      .executeTakeFirst()) as (DetailRow & { network_id: string | null }) | undefined;
    if (!row) return null;
    return { listing: listingOf(row), underOffer: Number(row.under_offer) === 1, adviserName: agentOf(row).name, networkId: row.network_id ?? scope.networkId };
  }

  /** A new listing for an adviser of the scope; null when the adviser is outside it. */
  async create(actor: AuditActor, scope: ListingEditorScope, adviserId: string, build: (base: Pick<Listing, 'id' | 'slug' | 'adviserId' | 'siteIds' | 'publishedAt'>) => { listing: Listing; underOffer: boolean }): Promise<string | null> {
    const adviser = (await this.advisers(scope)).find((a) => a.id === adviserId);
    if (!adviser) return null;
    const written = await this.db.transaction().execute((trx) => this.insertIn(trx, actor, scope, adviser, build));
    if (written.events) this.events.committed();
    return written.id;
  }

  /**
   * Inserts a listing in the caller's transaction with its audit entry and its webhook events; the
   * CRM's id when the API writes it (`external`).
   */
  async insertIn(trx: Transaction<Database>, actor: AuditActor, scope: ListingEditorScope, adviser: EditorAdviser, build: (base: Pick<Listing, 'id' | 'slug' | 'adviserId' | 'siteIds' | 'publishedAt'>) => ListingVersion, external: string | null = null): Promise<ListingWrite> {
    const now = this.clock().toISOString();
    const id = `bo-${randomUUID()}`;
    const { listing, underOffer } = build({ id, slug: 'x', adviserId: adviser.id, siteIds: [adviser.networkSiteId, ...(adviser.agencySiteId ? [adviser.agencySiteId] : [])], publishedAt: now });
    const slug = `${slugOf(`${listing.title} ${listing.city}`)}-${id.slice(3, 11)}`;
    const stored = { ...listing, slug };
    await trx
      .insertInto('listings')
      .values({ ...rowOf(stored, underOffer, now), network_site_id: adviser.networkSiteId, published_at: now, price_changed_at: null, ...(external ? { network_id: scope.networkId, external_id: external } : {}) })
      .execute();
    await trx.insertInto('listing_details').values({ listing_id: id, ...detailsOf(stored) }).execute();
    await this.audit.record(trx, { networkId: scope.networkId, siteId: adviser.agencySiteId ?? adviser.networkSiteId, actor, action: 'listing.create', targetType: 'listing', targetId: id, changes: changedFields(null, auditView(stored, underOffer)) }, this.clock());
    const events = await this.events.inTransaction(trx, scope.networkId, null, { listing: stored, underOffer });
    return { id, changed: true, events };
  }

  /**
   * Saves a listing of the scope (false: not found, nothing written). A new price is recorded in the
   * price history in the same transaction; the first publication dates the advert. `moveTo`: another
   * adviser of the same agency takes it (checked here, in the transaction: any other adviser answers
   * 'bad-adviser' and nothing is written); its leads then go to that adviser.
   */
  async update(actor: AuditActor, scope: ListingEditorScope, id: string, build: (current: EditorListing) => { listing: Listing; underOffer: boolean }, moveTo?: string): Promise<boolean | 'bad-adviser'> {
    const written = await this.db.transaction().execute((trx) => this.updateWithin(trx, actor, scope, id, build, false, moveTo));
    if (written === 'bad-adviser') return written;
    if (written?.events) this.events.committed();
    return written !== null;
  }

  /**
   * Updates a listing of the scope in the caller's transaction (null: not found). `unchangedIsNoWrite`
   * (the API's idempotent upsert): when nothing the audit compares differs, nothing is written at all.
   */
  async updateIn(trx: Transaction<Database>, actor: AuditActor, scope: ListingEditorScope, id: string, build: (current: EditorListing) => ListingVersion, unchangedIsNoWrite = false): Promise<ListingWrite | null> {
    const written = await this.updateWithin(trx, actor, scope, id, build, unchangedIsNoWrite);
    return written === 'bad-adviser' ? null : written;
  }

  private async updateWithin(trx: Transaction<Database>, actor: AuditActor, scope: ListingEditorScope, id: string, build: (current: EditorListing) => ListingVersion, unchangedIsNoWrite: boolean, moveTo?: string): Promise<ListingWrite | null | 'bad-adviser'> {
    const current = await this.find(scope, id, trx);
    if (!current) return null;
    const adviserId = moveTo && moveTo !== current.listing.adviserId ? moveTo : current.listing.adviserId;
    if (adviserId !== current.listing.adviserId && !(await this.colleaguesOf(scope, current.listing.adviserId, trx)).some((a) => a.id === adviserId && a.id !== current.listing.adviserId)) return 'bad-adviser';
    const now = this.clock();
    const iso = now.toISOString();
    const { listing, underOffer } = build(current);
    const firstPublication = current.listing.publication === 'draft' && listing.publication === 'published';
    const stored = { ...listing, id, slug: current.listing.slug, adviserId, siteIds: current.listing.siteIds, publishedAt: firstPublication ? iso : current.listing.publishedAt };
    const changes = changedFields(auditView(current.listing, current.underOffer), auditView(stored, underOffer));
    if (unchangedIsNoWrite && Object.keys(changes).length === 0) return { id, changed: false, events: 0 };
    const repriced = stored.price !== current.listing.price;
    await trx
      .updateTable('listings')
      .set({ ...rowOf(stored, underOffer, iso), published_at: stored.publishedAt })
      .where('id', '=', id)
      .execute();
    await trx.updateTable('listing_details').set(detailsOf(stored)).where('listing_id', '=', id).execute();
    // A draft's price is no advert's price: the history starts when the public could see it.
    if (repriced && current.listing.publication !== 'draft') await recordPriceChange(trx, id, current.listing.price, stored.price, now);
    if (Object.keys(changes).length) {
      await this.audit.record(trx, { networkId: current.networkId, siteId: stored.siteIds[1] ?? stored.siteIds[0] ?? null, actor, action: 'listing.update', targetType: 'listing', targetId: id, changes }, now);
    }
    const events = await this.events.inTransaction(trx, current.networkId, { listing: current.listing, underOffer: current.underOffer }, { listing: stored, underOffer });
    return { id, changed: true, events };
  }

  /** The scope's listings whose id starts with an import's prefix (one agency's feed), by id. */
  async importedListings(scope: ListingEditorScope, prefix: string): Promise<Map<string, EditorListing>> {
    const rows = (await this.scoped(this.db, scope)
      .innerJoin('sites', 'sites.id', 'listings.network_site_id')
      .selectAll('listings')
      .select([...DETAIL_COLUMNS, ...AGENT_COLUMNS, 'sites.network_id as network_id'])
      .where('listings.id', 'like', `${prefix.replace(/[%_\\]/g, (c) => `\\${c}`)}%`)
      .execute()) as Array<DetailRow & { network_id: string | null }>;
    return new Map(rows.filter((r) => r.id.startsWith(prefix)).map((row) => [row.id, { listing: listingOf(row), underOffer: Number(row.under_offer) === 1, adviserName: agentOf(row).name, networkId: row.network_id ?? scope.networkId }]));
  }

  /**
   * Applies an import in ONE transaction (all of it, or nothing): new listings inserted with their
   * ids, changed ones updated (a new price into the history, as the editor does), listings absent
   * from a full feed withdrawn. Each write has its audit entry in the same transaction. Every target
   * is re-read inside the transaction through the scope: one that left it is skipped.
   */
  async applyImport(
    actor: AuditActor,
    scope: ListingEditorScope,
    ops: { upserts: Array<{ id: string; listing: Listing; underOffer: boolean; adviser: EditorAdviser; reference: string }>; hide: string[] },
  ): Promise<void> {
    // The import's listing.published / listing.sold events, queued with its writes (decision 0127).
    let events = 0;
    await this.db.transaction().execute(async (trx) => {
      const now = this.clock();
      const iso = now.toISOString();
      for (const op of ops.upserts) {
        const current = await this.find(scope, op.id, trx);
        const siteIds = [op.adviser.networkSiteId, ...(op.adviser.agencySiteId ? [op.adviser.agencySiteId] : [])];
        const siteId = op.adviser.agencySiteId ?? op.adviser.networkSiteId;
        if (!current) {
          if (await trx.selectFrom('listings').select('id').where('id', '=', op.id).executeTakeFirst()) continue; // another tenant's id: never touched
          const stored = { ...op.listing, id: op.id, adviserId: op.adviser.id, siteIds, publishedAt: iso, slug: `${slugOf(`${op.listing.title} ${op.listing.city}`)}-${shortHash(op.id)}` };
          await trx.insertInto('listings').values({ ...rowOf(stored, op.underOffer, iso), network_site_id: op.adviser.networkSiteId, published_at: iso, price_changed_at: null }).execute();
          await trx.insertInto('listing_details').values({ listing_id: op.id, ...detailsOf(stored) }).execute();
          await this.audit.record(trx, { networkId: scope.networkId, siteId, actor, action: 'listing.import', targetType: 'listing', targetId: op.id, changes: changedFields(null, { reference: op.reference, ...auditView(stored, op.underOffer) }) }, now);
          events += await this.events.inTransaction(trx, scope.networkId, null, { listing: stored, underOffer: op.underOffer });
          continue;
        }
        const firstPublication = current.listing.publication === 'draft' && op.listing.publication === 'published';
        const stored = { ...op.listing, id: op.id, slug: current.listing.slug, adviserId: op.adviser.id, siteIds, publishedAt: firstPublication ? iso : current.listing.publishedAt };
        const changes = changedFields(auditView(current.listing, current.underOffer), auditView(stored, op.underOffer));
        if (!Object.keys(changes).length) continue;
        await trx.updateTable('listings').set({ ...rowOf(stored, op.underOffer, iso), network_site_id: op.adviser.networkSiteId, published_at: stored.publishedAt }).where('id', '=', op.id).execute();
        await trx.updateTable('listing_details').set(detailsOf(stored)).where('listing_id', '=', op.id).execute();
        if (stored.price !== current.listing.price && current.listing.publication !== 'draft') await recordPriceChange(trx, op.id, current.listing.price, stored.price, now);
        await this.audit.record(trx, { networkId: current.networkId, siteId, actor, action: 'listing.import', targetType: 'listing', targetId: op.id, changes: { reference: { before: op.reference, after: op.reference }, ...changes } }, now);
        events += await this.events.inTransaction(trx, current.networkId, { listing: current.listing, underOffer: current.underOffer }, { listing: stored, underOffer: op.underOffer });
      }
      for (const id of ops.hide) {
        const current = await this.find(scope, id, trx);
        if (!current || current.listing.publication === 'withdrawn') continue;
        await trx.updateTable('listings').set({ publication: 'withdrawn', import_hidden_at: iso, updated_at: iso }).where('id', '=', id).execute();
        await this.audit.record(trx, { networkId: current.networkId, siteId: current.listing.siteIds[1] ?? current.listing.siteIds[0] ?? null, actor, action: 'listing.import-hide', targetType: 'listing', targetId: id, changes: changedFields({ publication: current.listing.publication }, { publication: 'withdrawn' }) }, now);
      }
    });
    if (events) this.events.committed();
  }
}

/** Eight hex digits of an id: a stable, short slug suffix. */
function shortHash(id: string): string {
  return createHash('sha256').update(id).digest('hex').slice(0, 8);
}

function slugOf(text: string): string {
  return placeKey(text).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'bien';
}

function rowOf(l: Listing, underOffer: boolean, now: string) {
  const cover = l.photos[0] ?? null;
  return {
    id: l.id,
    slug: l.slug,
    adviser_id: l.adviserId,
    status: l.status,
    publication: l.publication,
    type: l.type,
    title: l.title,
    price: l.price,
    area: l.area,
    land: l.land,
    rooms: l.rooms,
    beds: l.beds,
    baths: l.baths,
    exclusive: l.exclusive ? 1 : 0,
    virtual_tour: l.virtualTourUrl ? 1 : 0,
    features: featureMask(Object.entries(l.features).filter(([, on]) => on).map(([f]) => f)),
    dpe_letter: l.energy?.kind === 'dpe' ? l.energy.dpeLetter : null,
    insee: l.insee,
    zip: l.zip,
    city: l.city,
    city_key: placeKey(l.city),
    dep: l.department,
    region: l.region,
    lat: l.coords?.lat ?? null,
    lng: l.coords?.lng ?? null,
    cover_src: cover?.src ?? null,
    cover_alt: cover?.alt ?? null,
    photo_count: l.photos.length,
    under_offer: underOffer ? 1 : 0,
    // Any write of the listing ends an import's withdrawal (it is no longer deleted 7 days later, migration 0044).
    import_hidden_at: null,
    updated_at: now,
  };
}

function detailsOf(l: Listing) {
  return {
    description: l.description,
    highlight: l.highlight,
    floor: l.floor,
    heating: l.heating,
    parking: l.parking,
    year: l.year,
    virtual_tour_url: l.virtualTourUrl,
    photos: JSON.stringify(l.photos),
    sale_terms: l.sale ? JSON.stringify(l.sale) : null,
    rent_terms: l.rent ? JSON.stringify(l.rent) : null,
    energy: l.energy ? JSON.stringify(l.energy) : null,
    coownership: l.coownership ? JSON.stringify(l.coownership) : null,
    georisques: l.georisquesMention ? 1 : 0,
    site_ids: JSON.stringify(l.siteIds),
  };
}

/** What the audit entry compares: the editable fields (not the dates the write sets). */
export function auditView(l: Listing, underOffer: boolean): Record<string, unknown> {
  const { publishedAt: _p, slug: _s, id: _i, ...rest } = l;
  return { ...rest, underOffer };
}
