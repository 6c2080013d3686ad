import { randomUUID } from 'node:crypto';
import type { Lead } from '../../../domain/crm/api-schemas';
import { canMove, isLeadStatus, type LeadStatus } from '../../../domain/backoffice/lead-workflow';
import type { AuditLog } from '../../backoffice/audit-log.server';
import type { Db } from '../../db/database.server';
import type { LeadsTable } from '../../db/schema';
import { queueWebhookEvent } from '../../webhooks/webhook-events.server';
import type { ApiCaller } from './api-keys.server';
import { pageOf, pageRequest } from './paging.server';
import { ApiProblem, notFound } from './problem.server';

type LeadRow = Pick<LeadsTable, 'id' | 'site_id' | 'type' | 'firstname' | 'lastname' | 'email' | 'phone' | 'message' | 'created_at'> & { status?: string; assigned_member_id?: string | null; updated_at?: string | null };

export function leadOf(r: LeadRow): Lead {
  return {
    id: r.id,
    siteId: r.site_id,
    type: r.type,
    status: isLeadStatus(r.status) ? r.status : 'nouveau',
    firstname: r.firstname,
    lastname: r.lastname,
    email: r.email,
    phone: r.phone,
    message: r.message,
    assignedTo: r.assigned_member_id ?? null,
    createdAt: r.created_at,
    updatedAt: r.updated_at ?? null,
  };
}

const COLUMNS = ['leads.id', 'leads.site_id', 'leads.type', 'leads.firstname', 'leads.lastname', 'leads.email', 'leads.phone', 'leads.message', 'leads.created_at', 'leads.status', 'leads.assigned_member_id', 'leads.updated_at'] as const;

/** The leads of the key's network only (joined to their site's network): another network's lead is not found. */
export class LeadsApi {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
    /** Wakes the webhook outbox once a write that queued events has committed. */
    private readonly onEvents: () => void = () => undefined,
  ) {}

  private base(networkId: string) {
    return this.db.selectFrom('leads').innerJoin('sites', 'sites.id', 'leads.site_id').where('sites.network_id', '=', networkId);
  }

  /** Oldest first (a CRM catches up from `since`), by (created_at, id). */
  async list(caller: ApiCaller, query: { cursor?: string; limit?: number; site?: string; status?: LeadStatus; since?: string }) {
    const { after, limit } = pageRequest(query, 2);
    let q = this.base(caller.networkId).select(COLUMNS);
    if (query.site) q = q.where('leads.site_id', '=', query.site);
    if (query.status) q = q.where('leads.status', '=', query.status);
    if (query.since) q = q.where('leads.created_at', '>=', new Date(query.since).toISOString());
    if (after) {
      const [at = '', id = ''] = after;
      q = q.where((eb) => eb.or([eb('leads.created_at', '>', at), eb.and([eb('leads.created_at', '=', at), eb('leads.id', '>', id)])]));
    }
    const rows = await q.orderBy('leads.created_at').orderBy('leads.id').limit(limit + 1).execute();
    return pageOf(rows, limit, (r) => [r.created_at, r.id], leadOf);
  }

  async find(caller: ApiCaller, id: string): Promise<Lead | null> {
    const row = await this.base(caller.networkId).select(COLUMNS).where('leads.id', '=', id).executeTakeFirst();
    return row ? leadOf(row) : null;
  }

  /**
   * Moves a lead along the inbox's workflow (domain/backoffice/lead-workflow.ts): the history line
   * and the audit entry in the same transaction; 422 for a move the workflow forbids.
   */
  async setStatus(caller: ApiCaller, id: string, to: LeadStatus, check: (current: Lead) => void, now = new Date()): Promise<Lead> {
    const at = now.toISOString();
    let events = 0;
    const moved = await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('leads').innerJoin('sites', 'sites.id', 'leads.site_id').where('sites.network_id', '=', caller.networkId).select(COLUMNS).where('leads.id', '=', id).executeTakeFirst();
      if (!row) throw notFound();
      const lead = leadOf(row);
      check(lead);
      if (lead.status === to) return lead;
      if (!canMove(lead.status, to)) throw new ApiProblem(422, `Passage de « ${lead.status} » à « ${to} » refusé : un prospect n’est jamais remis à « nouveau », et un dossier clos ne peut que revenir « en_cours ».`);
      const updated = await trx.updateTable('leads').set({ status: to, updated_at: at }).where('id', '=', id).where('status', '=', lead.status).executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new ApiProblem(412, 'Le prospect a changé pendant la requête : relisez-le.');
      await trx.insertInto('lead_events').values({ id: randomUUID(), lead_id: id, member_id: null, kind: 'status', detail: `${lead.status}→${to}`, created_at: at }).execute();
      await this.audit.record(trx, { networkId: caller.networkId, siteId: lead.siteId, actor: { memberId: null, label: caller.name }, action: 'lead.status', targetType: 'lead', targetId: id, changes: { status: { before: lead.status, after: to } } }, now);
      const after = { ...lead, status: to, updatedAt: at };
      events = await queueWebhookEvent(trx, caller.networkId, 'lead.updated', { ...after, previousStatus: lead.status }, now);
      return after;
    });
    if (events) this.onEvents();
    return moved;
  }
}
