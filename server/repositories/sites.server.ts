import type { HostIndex } from '../../domain/sites/host';
import { parseSite } from '../../domain/sites/parse-site';
import { isFamily, type PageDefinition, type Site } from '../../domain/sites/site';
import type { Db } from '../db/database.server';
import type { SitesTable } from '../db/schema';

function parseJson<T>(text: string, fallback: T): T {
  try {
    const value = JSON.parse(text) as unknown;
    return (value ?? fallback) as T;
  } catch {
    return fallback;
  }
}

export function rowToSite(row: SitesTable, hosts: string[] = []): Site | null {
  if (!isFamily(row.family)) return null;
  // Parsed once here, by the family's schemas: loaders and components get a typed site.
  return parseSite({
    id: row.id,
    family: row.family,
    name: row.name,
    hosts,
    crm: parseJson<unknown>(row.crm, {}),
    settings: parseJson<unknown>(row.settings, {}),
    pages: parseJson<Record<string, PageDefinition>>(row.pages, {}),
  });
}

/**
 * Sites are few and read on every request: they are kept in memory and reloaded after a short
 * time, so a franchisee added as a row shows up without a restart. An unpublished site (back-office,
 * migration 0022) is left out of the host index and the directory: its hosts answer 404 and its forms
 * find no site; `byId` still finds it, so the outbox can deliver the leads it took before.
 */
export class SitesRepository {
  private cache: { at: number; sites: Map<string, Site>; published: Site[]; index: HostIndex } | null = null;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  invalidate(): void {
    this.cache = null;
  }

  private async ensure(): Promise<NonNullable<SitesRepository['cache']>> {
    if (this.cache && this.now() - this.cache.at < this.ttlMs) return this.cache;
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    await this.loading;
    return this.cache!;
  }

  private async load(): Promise<void> {
    const [rows, hostRows] = await Promise.all([
      this.db.selectFrom('sites').selectAll().orderBy('id').execute(),
      this.db.selectFrom('site_hosts').select(['host', 'site_id']).orderBy('site_id').orderBy('position').orderBy('host').execute(),
    ]);
    const hostsOf = new Map<string, string[]>();
    for (const { host, site_id } of hostRows) hostsOf.set(site_id, [...(hostsOf.get(site_id) ?? []), host]);
    const sites = new Map<string, Site>();
    const published: Site[] = [];
    const hosts = new Map<string, string>();
    for (const row of rows) {
      const site = rowToSite(row, hostsOf.get(row.id));
      if (!site) continue;
      sites.set(site.id, site);
      if (row.unpublished_at) continue;
      published.push(site);
      for (const host of site.hosts) hosts.set(host, site.id);
    }
    this.cache = { at: this.now(), sites, published, index: { hosts, siteIds: new Set(published.map((s) => s.id)) } };
  }

  async hostIndex(): Promise<HostIndex> {
    return (await this.ensure()).index;
  }

  async byId(id: string): Promise<Site | null> {
    return (await this.ensure()).sites.get(id) ?? null;
  }

  /** The published sites (the directory). */
  async all(): Promise<Site[]> {
    return [...(await this.ensure()).published];
  }
}
