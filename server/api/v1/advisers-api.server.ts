import { createHash, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Adviser, AdviserInput } from '../../../domain/crm/api-schemas';
import { changedFields } from '../../../domain/backoffice/audit-changes';
import { foldText } from '../../../domain/geo/fold-text';
import { placeKey } from '../../../domain/geo/place-query';
import type { AuditLog } from '../../backoffice/audit-log.server';
import type { Db } from '../../db/database.server';
import type { AdvisersTable, Database } from '../../db/schema';
import type { ApiCaller } from './api-keys.server';
import { pageOf, pageRequest } from './paging.server';
import { notFound } from './problem.server';

export function adviserOfRow(r: AdvisersTable): Adviser {
  return {
    id: r.id,
    externalId: r.external_id ?? null,
    siteId: r.network_site_id,
    agencySiteId: r.agency_site_id,
    slug: r.slug,
    kind: r.kind,
    firstName: r.first_name,
    lastName: r.last_name,
    title: r.title,
    phone: r.phone,
    email: r.email,
    address: r.address,
    city: r.city,
    zip: r.zip,
    description: r.description,
    active: Number(r.active) === 1,
    legal: {
      rsacNumber: r.rsac_number,
      rsacCity: r.rsac_city,
      networkName: r.network_name,
      cardTNumber: r.card_t_number,
      cardTIssuer: r.card_t_issuer,
      guaranteeInsurer: r.guarantee_insurer,
      guaranteeAmount: Number(r.guarantee_amount),
    },
    createdAt: r.created_at,
  };
}

/** The columns an upsert writes (the CRM's fields); slug, zones, reviews and counters stay the site's. */
function columnsOf(input: AdviserInput) {
  return {
    network_site_id: input.siteId,
    agency_site_id: input.agencySiteId ?? null,
    kind: input.kind,
    first_name: input.firstName,
    last_name: input.lastName,
    name_key: placeKey(`${input.firstName} ${input.lastName}`),
    title: input.title,
    phone: input.phone,
    email: input.email,
    address: input.address,
    city: input.city,
    zip: input.zip,
    dep: input.zip.startsWith('97') ? input.zip.slice(0, 3) : input.zip.slice(0, 2),
    description: input.description,
    active: input.active ? 1 : 0,
    rsac_number: input.legal.rsacNumber,
    rsac_city: input.legal.rsacCity,
    network_name: input.legal.networkName,
    card_t_number: input.legal.cardTNumber,
    card_t_issuer: input.legal.cardTIssuer,
    guarantee_insurer: input.legal.guaranteeInsurer,
    guarantee_amount: input.legal.guaranteeAmount,
  };
}

/** A new adviser's address: its name, and a short hash of its network and CRM id (never taken by another). */
function slugFor(networkId: string, externalId: string, input: AdviserInput): string {
  const name = foldText(`${input.firstName} ${input.lastName}`).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'conseiller';
  return `${name}-${createHash('sha256').update(`${networkId}\n${externalId}`).digest('hex').slice(0, 8)}`;
}

/** Advisers of the key's network: those whose network site belongs to it. */
export class AdvisersApi {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
  ) {}

  private base(db: Db | Transaction<Database>, networkId: string) {
    return db.selectFrom('advisers').innerJoin('sites', 'sites.id', 'advisers.network_site_id').where('sites.network_id', '=', networkId).selectAll('advisers');
  }

  async list(caller: ApiCaller, query: { cursor?: string; limit?: number; site?: string }) {
    const { after, limit } = pageRequest(query, 1);
    let q = this.base(this.db, caller.networkId);
    if (query.site) q = q.where('advisers.network_site_id', '=', query.site);
    if (after) q = q.where('advisers.id', '>', after[0] ?? '');
    const rows = await q.orderBy('advisers.id').limit(limit + 1).execute();
    return pageOf(rows, limit, (r) => [r.id], adviserOfRow);
  }

  async find(caller: ApiCaller, id: string): Promise<Adviser | null> {
    const row = await this.base(this.db, caller.networkId).where('advisers.id', '=', id).executeTakeFirst();
    return row ? adviserOfRow(row) : null;
  }

  async findByExternalId(caller: ApiCaller, externalId: string): Promise<Adviser | null> {
    const row = await this.base(this.db, caller.networkId).where('advisers.network_id', '=', caller.networkId).where('advisers.external_id', '=', externalId).executeTakeFirst();
    return row ? adviserOfRow(row) : null;
  }

  /**
   * Creates or updates the adviser with this CRM id, in one transaction with its audit entry. The same
   * body twice writes once (nothing changed: no write, no entry). Sites named in the body must be the network's (404 otherwise).
   */
  async upsert(caller: ApiCaller, externalId: string, input: AdviserInput, check: (current: Adviser | null) => void, now = new Date()): Promise<{ adviser: Adviser; created: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      const siteIds = [input.siteId, ...(input.agencySiteId ? [input.agencySiteId] : [])];
      const sites = await trx.selectFrom('sites').select('id').where('network_id', '=', caller.networkId).where('id', 'in', siteIds).execute();
      if (sites.length !== new Set(siteIds).size) throw notFound();
      const row = await this.base(trx, caller.networkId).where('advisers.network_id', '=', caller.networkId).where('advisers.external_id', '=', externalId).executeTakeFirst();
      const before = row ? adviserOfRow(row) : null;
      check(before);
      const columns = columnsOf(input);
      const actor = { memberId: null, label: caller.name };
      if (row && before) {
        const changes = changedFields(row as unknown as Record<string, unknown>, columns);
        if (Object.keys(changes).length === 0) return { adviser: before, created: false };
        await trx.updateTable('advisers').set(columns).where('id', '=', row.id).execute();
        await this.audit.record(trx, { networkId: caller.networkId, siteId: input.siteId, actor, action: 'adviser.update', targetType: 'adviser', targetId: row.id, changes }, now);
        const after = await trx.selectFrom('advisers').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
        return { adviser: adviserOfRow(after), created: false };
      }
      const values: AdvisersTable = {
        ...columns,
        id: randomUUID(),
        slug: slugFor(caller.networkId, externalId, input),
        avatar_url: null,
        cover_url: null,
        insee: null,
        region: null,
        country: 'France',
        lat: null,
        lng: null,
        zones: '[]',
        languages: '["fr"]',
        networks: '[]',
        years_experience: 0,
        sales_count: 0,
        created_at: now.toISOString(),
        network_id: caller.networkId,
        external_id: externalId,
      };
      await trx.insertInto('advisers').values(values).execute();
      await this.audit.record(trx, { networkId: caller.networkId, siteId: input.siteId, actor, action: 'adviser.create', targetType: 'adviser', targetId: values.id, changes: changedFields(null, columns) }, now);
      return { adviser: adviserOfRow(values), created: true };
    });
  }
}
