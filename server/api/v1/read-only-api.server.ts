import type { ApiSite, Listing } from '../../../domain/crm/api-schemas';
import type { Db } from '../../db/database.server';
import type { SitesTable } from '../../db/schema';
import { listingOfRow } from './listing-view.server';
import type { ApiCaller } from './api-keys.server';
import { pageOf, pageRequest } from './paging.server';

const objectOf = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/**
 * Listings and sites, read only this round: listings are written by the listings editor (its
 * publication rules), site records in the back-office. Both scoped to the key's network.
 */
export class ReadOnlyApi {
  constructor(private readonly db: Db) {}

  private listings(networkId: string) {
    return this.db.selectFrom('listings').innerJoin('sites', 'sites.id', 'listings.network_site_id').where('sites.network_id', '=', networkId).selectAll('listings');
  }

  async listListings(caller: ApiCaller, query: { cursor?: string; limit?: number; site?: string }) {
    const { after, limit } = pageRequest(query, 1);
    let q = this.listings(caller.networkId);
    if (query.site) q = q.where('listings.network_site_id', '=', query.site);
    if (after) q = q.where('listings.id', '>', after[0] ?? '');
    const rows = await q.orderBy('listings.id').limit(limit + 1).execute();
    return pageOf(rows, limit, (r) => [r.id], listingOfRow);
  }

  async findListing(caller: ApiCaller, id: string): Promise<Listing | null> {
    const row = await this.listings(caller.networkId).where('listings.id', '=', id).executeTakeFirst();
    return row ? listingOfRow(row) : null;
  }

  private async sitesOf(rows: SitesTable[]): Promise<ApiSite[]> {
    const hosts = rows.length ? await this.db.selectFrom('site_hosts').select(['site_id', 'host']).where('site_id', 'in', rows.map((r) => r.id)).orderBy('position').orderBy('host').execute() : [];
    return rows.map((r) => ({ id: r.id, name: r.name, family: r.family, hosts: hosts.filter((h) => h.site_id === r.id).map((h) => h.host), crm: objectOf(r.crm), settings: objectOf(r.settings) }));
  }

  async listSites(caller: ApiCaller, query: { cursor?: string; limit?: number }) {
    const { after, limit } = pageRequest(query, 1);
    let q = this.db.selectFrom('sites').selectAll().where('network_id', '=', caller.networkId);
    if (after) q = q.where('id', '>', after[0] ?? '');
    const rows = await q.orderBy('id').limit(limit + 1).execute();
    const page = pageOf(rows, limit, (r) => [r.id], (r) => r);
    return { items: await this.sitesOf(page.items), nextCursor: page.nextCursor };
  }

  async findSite(caller: ApiCaller, id: string): Promise<ApiSite | null> {
    const row = await this.db.selectFrom('sites').selectAll().where('network_id', '=', caller.networkId).where('id', '=', id).executeTakeFirst();
    return row ? ((await this.sitesOf([row]))[0] ?? null) : null;
  }
}
