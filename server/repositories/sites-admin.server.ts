import { sql, type Transaction } from 'kysely';
import { changedFields } from '../../domain/backoffice/audit-changes';
import type { AuditChanges } from '../../domain/backoffice/audit-changes';
import { isFamily, type Family } from '../../domain/sites/site';
import type { AuditActor, AuditLog } from '../backoffice/audit-log.server';
import type { Db } from '../db/database.server';
import type { Database } from '../db/schema';

/** Which sites a member may open in the back-office: a network's, or only some of them (a site owner's). */
export interface SiteScope {
  networkId: string;
  /** null: every site of the network. */
  siteIds: readonly string[] | null;
}

/** A site as the back-office edits it: its raw record (the page reads it through its family's schemas). */
export interface SiteRecordRow {
  id: string;
  networkId: string;
  family: Family;
  name: string;
  hosts: string[];
  published: boolean;
  crm: Record<string, unknown>;
  settings: Record<string, unknown>;
}

export interface SiteListItem {
  id: string;
  family: Family;
  name: string;
  hosts: string[];
  published: boolean;
}

/** A host another site holds (the `site_hosts` primary key refuses it too). */
export class HostTaken extends Error {
  constructor(readonly host: string) {
    super(`host already held by another site: ${host}`);
  }
}

/** A new site's id already used (by any network: ids are also `<id>.localhost`). */
export class SiteIdTaken extends Error {}

function objectOf(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

type Writer = Transaction<Database> | Db;

/**
 * Site records for the back-office (issue 29 item 5), scoped like every back-office read and write: a
 * site outside the scope is not found. Each write and its audit entry commit together; the `sites` and
 * `site_hosts` triggers (migration 0010) bump the site's content version, so every instance drops its
 * pages and reloads its sites; `changed` tells this instance at once.
 */
export class SiteRecordsRepository {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
    private readonly changed: () => void = () => {},
  ) {}

  private scoped(db: Writer, scope: SiteScope) {
    let q = db.selectFrom('sites').where('network_id', '=', scope.networkId);
    if (scope.siteIds) q = scope.siteIds.length ? q.where('id', 'in', [...scope.siteIds]) : q.where(sql<boolean>`1 = 0`);
    return q;
  }

  private async hostsOf(db: Writer, siteIds: readonly string[]): Promise<Map<string, string[]>> {
    const rows = siteIds.length ? await db.selectFrom('site_hosts').select(['host', 'site_id']).where('site_id', 'in', [...siteIds]).orderBy('position').orderBy('host').execute() : [];
    const hosts = new Map<string, string[]>();
    for (const row of rows) hosts.set(row.site_id, [...(hosts.get(row.site_id) ?? []), row.host]);
    return hosts;
  }

  /** The sites of the scope, by name. */
  async list(scope: SiteScope): Promise<SiteListItem[]> {
    const rows = await this.scoped(this.db, scope).select(['id', 'family', 'name', 'unpublished_at']).orderBy('name').orderBy('id').execute();
    const hosts = await this.hostsOf(
      this.db,
      rows.map((r) => r.id),
    );
    return rows.flatMap((r) => (isFamily(r.family) ? [{ id: r.id, family: r.family, name: r.name, hosts: hosts.get(r.id) ?? [], published: !r.unpublished_at }] : []));
  }

  /** The families a network runs (those of its sites): a new site takes one of them. */
  async familiesOf(networkId: string): Promise<Family[]> {
    const rows = await this.db.selectFrom('sites').select('family').distinct().where('network_id', '=', networkId).orderBy('family').execute();
    return rows.map((r) => r.family).filter(isFamily);
  }

  /** One site of the scope, or null: another tenant's id reads like an unknown one. */
  async find(scope: SiteScope, id: string, db: Writer = this.db): Promise<SiteRecordRow | null> {
    const row = await this.scoped(db, scope).select(['id', 'network_id', 'family', 'name', 'crm', 'settings', 'unpublished_at']).where('id', '=', id).executeTakeFirst();
    if (!row || !isFamily(row.family)) return null;
    const hosts = await this.hostsOf(db, [row.id]);
    return {
      id: row.id,
      networkId: row.network_id ?? scope.networkId,
      family: row.family,
      name: row.name,
      hosts: hosts.get(row.id) ?? [],
      published: !row.unpublished_at,
      crm: objectOf(String(row.crm)),
      settings: objectOf(String(row.settings)),
    };
  }

  /** The first of these hosts another site than `siteId` holds, or null (the form shows it with the other errors). */
  async hostHeldElsewhere(hosts: readonly string[], siteId: string): Promise<string | null> {
    try {
      await this.checkHosts(this.db, hosts, siteId);
      return null;
    } catch (error) {
      if (error instanceof HostTaken) return error.host;
      throw error;
    }
  }

  /** Throws HostTaken when one of the hosts belongs to another site than `siteId`. */
  private async checkHosts(db: Writer, hosts: readonly string[], siteId: string): Promise<void> {
    if (!hosts.length) return;
    const held = await db.selectFrom('site_hosts').select(['host', 'site_id']).where('host', 'in', [...hosts]).where('site_id', '<>', siteId).orderBy('host').executeTakeFirst();
    if (held) throw new HostTaken(held.host);
  }

  /**
   * A write, then a second look when it failed: a host taken meanwhile by another site (the primary
   * key of `site_hosts` refused it) is HostTaken, not a database error.
   */
  private async write<T>(siteId: string, hosts: readonly string[], work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    try {
      const result = await this.db.transaction().execute(work);
      this.changed();
      return result;
    } catch (error) {
      if (error instanceof HostTaken || error instanceof SiteIdTaken) throw error;
      // Throws HostTaken when another site took one of the hosts between the check and the write.
      await this.checkHosts(this.db, hosts, siteId);
      throw error;
    }
  }

  private async replaceHosts(trx: Transaction<Database>, siteId: string, hosts: readonly string[]): Promise<void> {
    await trx.deleteFrom('site_hosts').where('site_id', '=', siteId).execute();
    if (hosts.length) await trx.insertInto('site_hosts').values(hosts.map((host, position) => ({ host, site_id: siteId, position }))).execute();
  }

  /** A network admin creates a site of its network, published. */
  async create(actor: AuditActor, networkId: string, input: { id: string; family: Family; name: string; hosts: readonly string[]; crm: Record<string, unknown>; settings: Record<string, unknown> }, now = new Date()): Promise<void> {
    await this.write(input.id, input.hosts, async (trx) => {
      if (await trx.selectFrom('sites').select('id').where('id', '=', input.id).executeTakeFirst()) throw new SiteIdTaken();
      await this.checkHosts(trx, input.hosts, input.id);
      await trx
        .insertInto('sites')
        .values({ id: input.id, family: input.family, name: input.name, crm: JSON.stringify(input.crm), settings: JSON.stringify(input.settings), pages: '{}', created_at: now.toISOString(), network_id: networkId, unpublished_at: null })
        .execute();
      await this.replaceHosts(trx, input.id, input.hosts);
      await this.audit.record(
        trx,
        { networkId, siteId: input.id, actor, action: 'site.create', targetType: 'site', targetId: input.id, changes: changedFields(null, { family: input.family, name: input.name, hosts: [...input.hosts], ...flatten(input.crm, 'crm'), ...flatten(input.settings, 'settings') }) },
        now,
      );
    });
  }

  /**
   * Saves a site of the scope: its record (crm and settings as the form computed them from the stored
   * ones), and for a network admin its name and hosts. `recordChanges` are the record's changed fields
   * (before, after) for the audit entry. False when the site is not in the scope; nothing is written
   * (nor recorded) when nothing changed.
   */
  async update(
    actor: AuditActor,
    scope: SiteScope,
    id: string,
    input: { name?: string; hosts?: readonly string[]; crm: Record<string, unknown>; settings: Record<string, unknown>; recordChanges: AuditChanges },
    now = new Date(),
    /** Called with the stored site inside the write's transaction (the API's If-Match): throwing writes nothing. */
    check: (site: SiteRecordRow) => void = () => undefined,
  ): Promise<boolean> {
    return this.write(id, input.hosts ?? [], async (trx) => {
      const site = await this.find(scope, id, trx);
      if (!site) return false;
      check(site);
      const identity = changedFields({ name: site.name, hosts: site.hosts }, { ...(input.name !== undefined ? { name: input.name } : {}), ...(input.hosts ? { hosts: [...input.hosts] } : {}) });
      const changes = { ...identity, ...input.recordChanges };
      if (!Object.keys(changes).length) return true;
      if (input.hosts && identity.hosts) {
        await this.checkHosts(trx, input.hosts, id);
        await this.replaceHosts(trx, id, input.hosts);
      }
      await trx
        .updateTable('sites')
        .set({ name: input.name ?? site.name, crm: JSON.stringify(input.crm), settings: JSON.stringify(input.settings) })
        .where('id', '=', id)
        .where('network_id', '=', scope.networkId)
        .execute();
      await this.audit.record(trx, { networkId: site.networkId, siteId: id, actor, action: 'site.update', targetType: 'site', targetId: id, changes }, now);
      return true;
    });
  }

  /** Publishes or unpublishes a site of the scope; false when not in it. */
  async setPublished(actor: AuditActor, scope: SiteScope, id: string, published: boolean, now = new Date()): Promise<boolean> {
    return this.write(id, [], async (trx) => {
      const site = await this.find(scope, id, trx);
      if (!site) return false;
      if (site.published === published) return true;
      await trx
        .updateTable('sites')
        .set({ unpublished_at: published ? null : now.toISOString() })
        .where('id', '=', id)
        .where('network_id', '=', scope.networkId)
        .execute();
      await this.audit.record(trx, { networkId: site.networkId, siteId: id, actor, action: published ? 'site.publish' : 'site.unpublish', targetType: 'site', targetId: id, changes: { published: { before: site.published, after: published } } }, now);
      return true;
    });
  }
}

/** A record's top-level fields as audit fields ('crm.PhoneNumber'); nested objects stay whole. */
function flatten(record: Record<string, unknown>, prefix: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [`${prefix}.${key}`, value]));
}
