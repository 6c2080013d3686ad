import { randomUUID } from 'node:crypto';
import { PostgresAdapter, type SelectQueryBuilder, sql } from 'kysely';
import { changedFields } from '../../domain/backoffice/audit-changes';
import type { Scope } from '../../domain/backoffice/grants';
import { INBOX_FORMS } from '../../domain/backoffice/lead-forms';
import { canMove, isLeadStatus, LEAD_STATUSES, type LeadStatus } from '../../domain/backoffice/lead-workflow';
import { INBOX_COUNT_CAP, INBOX_PAGE_SIZE, type InboxFilter } from '../../domain/backoffice/inbox-filter';
import type { Db } from '../db/database.server';
import type { Database } from '../db/schema';
import type { AuditLog } from './audit-log.server';

/** The member writing (its id for the lead's history, its e-mail for the audit log). */
export type LeadActor = { memberId: string; label: string };
import { leadEventData, queueWebhookEvent } from '../webhooks/webhook-events.server';

export interface InboxLead {
  id: string;
  siteId: string;
  siteName: string;
  type: string;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  status: LeadStatus;
  assignedTo: string | null;
  createdAt: string;
}

export interface LeadDetail extends InboxLead {
  message: string | null;
  payload: string;
  endpoint: string;
  networkId: string;
  deliveries: { channel: string; status: string; attempts: number; lastError: string | null; deliveredAt: string | null; nextAttemptAt: string }[];
  events: { kind: string; detail: string; createdAt: string; by: string | null }[];
}

export type LeadQuery = SelectQueryBuilder<Database, 'leads' | 'sites', object>;

/** The scope as SQL: every back-office read and write of a lead goes through it (another tenant's lead is "not found"). */
export function inScope(query: LeadQuery, scope: Scope): LeadQuery {
  let q = query.where('sites.network_id', '=', scope.networkId);
  if (scope.siteIds) q = scope.siteIds.length ? q.where('leads.site_id', 'in', [...scope.siteIds]) : q.where(sql<boolean>`1 = 0`);
  if (scope.assignedTo) q = q.where('leads.assigned_member_id', '=', scope.assignedTo);
  return q;
}

/** The same scope without the join: the leads whose site is in the scope's list (counts read leads alone). */
function inScopeBySiteIds(query: SelectQueryBuilder<Database, 'leads', object>, scope: Scope): SelectQueryBuilder<Database, 'leads', object> {
  let q = query.where('leads.site_id', 'in', (eb) => {
    const sites = eb.selectFrom('sites').select('sites.id').where('sites.network_id', '=', scope.networkId);
    return scope.siteIds ? sites.where('sites.id', 'in', scope.siteIds.length ? [...scope.siteIds] : ['']) : sites;
  });
  if (scope.assignedTo) q = q.where('leads.assigned_member_id', '=', scope.assignedTo);
  return q;
}

/** Past this many candidates a search term is in most leads: the plain scan, which stops early, is faster. */
const DENSE_TERM = 30_000;

/** The FTS5 query of a search (migration 0042), or null when too short for trigrams (under 3 characters). */
function ftsQuery(q: string): string | null {
  if ([...q].length < 3) return null;
  const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;
  const digits = phoneDigits(q);
  return `{name email} : ${phrase(q)}${digits.length >= 4 ? ` OR phone : ${phrase(digits)}` : ''}`;
}

/** A French number typed the national way ('06 39…') also finds one stored in E.164 ('+33639…'). */
const phoneDigits = (q: string) => q.replace(/\D/g, '').replace(/^0(?=\d{4})/, '');

/**
 * A search already narrowed to a few sites: scanning their leads beats intersecting the trigram index's
 * candidates from every site (a site owner's 'martin' would otherwise read the whole network's Martins).
 */
function narrow(scope: Scope, filter: Omit<InboxFilter, 'page'>): boolean {
  return Boolean(filter.site) || (scope.siteIds !== null && scope.siteIds.length <= NARROW_SITES);
}
const NARROW_SITES = 20;

function filtered(query: LeadQuery, filter: Omit<InboxFilter, 'page'>, withStatus: boolean, candidates: string | null = null): LeadQuery {
  let q = query;
  if (filter.site) q = q.where('leads.site_id', '=', filter.site);
  if (filter.form) q = q.where('leads.type', 'in', [...INBOX_FORMS[filter.form]]);
  if (withStatus && filter.status) q = q.where('leads.status', '=', filter.status);
  if (filter.from) q = q.where('leads.created_at', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) q = q.where('leads.created_at', '<=', `${filter.to}T23:59:59.999Z`);
  if (filter.q) {
    const like = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = phoneDigits(filter.q);
    // PostgreSQL serves the LIKEs from its trigram indexes (same expressions); on SQLite the FTS table
    // gives the candidates (a superset), and the LIKEs below stay the exact filter.
    if (candidates !== null) q = q.where(sql<boolean>`leads.rowid in (select rowid from leads_search where leads_search match ${candidates})`);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(coalesce(leads.firstname, '') || ' ' || coalesce(leads.lastname, ''))`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(coalesce(leads.email, ''))`, 'like', sql`${like} escape '\\'`),
        ...(digits.length >= 4 ? [eb(sql`replace(replace(replace(coalesce(leads.phone, ''), ' ', ''), '.', ''), '-', '')`, 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  return q;
}

const INBOX_COLUMNS = [
  'leads.id',
  'leads.site_id',
  'sites.name as site_name',
  'leads.type',
  'leads.firstname',
  'leads.lastname',
  'leads.email',
  'leads.phone',
  'leads.status',
  'leads.assigned_member_id',
  'leads.created_at',
] as const;

function toInboxLead(r: { id: string; site_id: string; site_name: string; type: string; firstname: string | null; lastname: string | null; email: string | null; phone: string | null; status?: string; assigned_member_id?: string | null; created_at: string }): InboxLead {
  return {
    id: r.id,
    siteId: r.site_id,
    siteName: r.site_name,
    type: r.type,
    firstname: r.firstname,
    lastname: r.lastname,
    email: r.email,
    phone: r.phone,
    status: isLeadStatus(r.status) ? r.status : 'nouveau',
    assignedTo: r.assigned_member_id ?? null,
    createdAt: r.created_at,
  };
}

export class LeadNotFound extends Error {}
export class WorkflowRefused extends Error {}

/** The lead inbox of one member: every query takes its scope (domain/backoffice/grants.ts). */
export class LeadInboxRepository {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
    /** Wakes the webhook outbox after a status change queued `lead.updated` (issue 34). */
    private readonly onEvents: () => void = () => undefined,
  ) {}

  /** Whether the text search goes through SQLite's FTS table (migration 0042). */
  private get sqlite(): boolean {
    return !(this.db.getExecutor().adapter instanceof PostgresAdapter);
  }

  /**
   * On SQLite, the FTS query of the leads whose name, e-mail or phone digits may hold the search
   * (decision 0139); null when the plain scan is better: PostgreSQL (its planner uses the trigram
   * indexes), a search narrowed to a few sites, a term under 3 characters, or one in most leads.
   */
  private async textCandidates(scope: Scope, filter: Omit<InboxFilter, 'page'>): Promise<string | null> {
    if (!filter.q || !this.sqlite || narrow(scope, filter)) return null;
    const match = ftsQuery(filter.q);
    if (!match) return null;
    // How many leads hold the term, counted only up to the threshold.
    const probe = await sql<{ n: number }>`select count(*) as n from (select rowid from leads_search where leads_search match ${match} limit ${DENSE_TERM + 1})`.execute(this.db);
    return Number(probe.rows[0]?.n ?? 0) > DENSE_TERM ? null : match;
  }

  private base(scope: Scope): LeadQuery {
    return inScope(this.db.selectFrom('leads').innerJoin('sites', 'sites.id', 'leads.site_id'), scope);
  }

  /**
   * A page of the inbox, its total and its counts per status. Counts stop at `cap` (decision 0139): a
   * status with more leads than that under the filter is counted as cap + 1 and shown "plus de 1 000",
   * and the total is then a lower bound (`totalExact` false): counting 200,000 leads on every page view
   * is what made a network's inbox slow, and past a thousand the exact figure tells a member nothing
   * the list does not.
   */
  async list(scope: Scope, filter: InboxFilter, cap = INBOX_COUNT_CAP): Promise<{ leads: InboxLead[]; total: number; totalExact: boolean; counts: Record<LeadStatus, number>; countCap: number }> {
    // The page walks leads newest first (index on created_at, id) and stops after 25: leads first (on
    // SQLite the left table of a CROSS JOIN stays the outer loop; on PostgreSQL a cross join with its
    // condition is an inner join the planner orders itself). Each status is counted apart, up to the
    // cap, from leads alone (the scope as a list of site ids: the same rows as the join) through the
    // covering index on (status, site_id, type, created_at), status first: a status's rows are one range.
    const candidates = await this.textCandidates(scope, filter);
    const pageQuery = inScope(this.db.selectFrom('leads').crossJoin('sites').whereRef('sites.id', '=', 'leads.site_id'), scope);
    // Cast: `filtered` names leads' columns only, which this query has.
    const countQuery = inScopeBySiteIds(this.db.selectFrom('leads'), scope) as unknown as LeadQuery;
    const [rows, counts] = await Promise.all([
      filtered(pageQuery, filter, true, candidates)
        .select(INBOX_COLUMNS)
        .orderBy('leads.created_at', 'desc')
        .orderBy('leads.id', 'desc')
        .limit(INBOX_PAGE_SIZE)
        .offset((filter.page - 1) * INBOX_PAGE_SIZE)
        .execute(),
      candidates === null ? this.cappedCounts(countQuery, filter, cap) : this.groupedCounts(countQuery, filter, candidates, cap),
    ]);
    const inTotal: readonly LeadStatus[] = filter.status ? [filter.status] : LEAD_STATUSES;
    const total = inTotal.reduce((sum: number, s) => sum + counts[s], 0);
    return { leads: rows.map(toInboxLead), total, totalExact: inTotal.every((s) => counts[s] <= cap), counts, countCap: cap };
  }

  /** Each status counted apart, up to cap + 1, through the index whose first column is the status. */
  private async cappedCounts(countQuery: LeadQuery, filter: Omit<InboxFilter, 'page'>, cap: number): Promise<Record<LeadStatus, number>> {
    const counted = await Promise.all(
      LEAD_STATUSES.map((status) =>
        this.db
          .selectFrom(filtered(countQuery, filter, false).where('leads.status', '=', status).select(sql<number>`1`.as('one')).limit(cap + 1).as('capped'))
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    );
    return Object.fromEntries(LEAD_STATUSES.map((s, i) => [s, Number(counted[i]!.n)])) as Record<LeadStatus, number>;
  }

  /**
   * The counts of a search SQLite's FTS table narrowed to at most 30,000 candidates: one grouped count
   * over them (one FTS evaluation, not one per status), clamped to cap + 1 like the capped counts.
   */
  private async groupedCounts(countQuery: LeadQuery, filter: Omit<InboxFilter, 'page'>, candidates: string, cap: number): Promise<Record<LeadStatus, number>> {
    const rows = await filtered(countQuery, filter, false, candidates)
      .select(['leads.status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('leads.status')
      .execute();
    const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
    for (const r of rows) if (isLeadStatus(r.status)) counts[r.status] = Math.min(Number(r.n), cap + 1);
    return counts;
  }

  /** Every lead of the filter (the CSV export), newest first, with its message. */
  async export(scope: Scope, filter: InboxFilter, max = 50_000): Promise<(InboxLead & { message: string | null })[]> {
    const rows = await filtered(this.base(scope), filter, true, await this.textCandidates(scope, filter)).select([...INBOX_COLUMNS, 'leads.message']).orderBy('leads.created_at', 'desc').orderBy('leads.id', 'desc').limit(max).execute();
    return rows.map((r) => ({ ...toInboxLead(r), message: r.message }));
  }

  /** One lead of the scope, or null: another tenant's id is indistinguishable from an unknown one. */
  async find(scope: Scope, leadId: string): Promise<LeadDetail | null> {
    const row = await this.base(scope)
      .select([...INBOX_COLUMNS, 'leads.message', 'leads.payload', 'leads.endpoint', 'sites.network_id'])
      .where('leads.id', '=', leadId)
      .executeTakeFirst();
    if (!row) return null;
    const [deliveries, events] = await Promise.all([
      this.db.selectFrom('lead_deliveries').selectAll().where('lead_id', '=', leadId).orderBy('created_at').execute(),
      this.db
        .selectFrom('lead_events')
        .leftJoin('members', 'members.id', 'lead_events.member_id')
        .select(['lead_events.kind', 'lead_events.detail', 'lead_events.created_at', 'members.display_name'])
        .where('lead_events.lead_id', '=', leadId)
        .orderBy('lead_events.created_at', 'desc')
        .execute(),
    ]);
    return {
      ...toInboxLead(row),
      message: row.message,
      payload: row.payload,
      endpoint: row.endpoint,
      networkId: row.network_id ?? '',
      deliveries: deliveries.map((d) => ({ channel: d.channel, status: d.status, attempts: d.attempts, lastError: d.last_error, deliveredAt: d.delivered_at, nextAttemptAt: d.next_attempt_at })),
      events: events.map((e) => ({ kind: e.kind, detail: e.detail, createdAt: e.created_at, by: e.display_name ?? null })),
    };
  }

  /** Moves a lead of the scope along the workflow; LeadNotFound outside the scope, WorkflowRefused for a move the workflow forbids. */
  async setStatus(scope: Scope, actor: LeadActor, leadId: string, to: LeadStatus, now = new Date()): Promise<void> {
    const lead = await this.find(scope, leadId);
    if (!lead) throw new LeadNotFound();
    if (lead.status === to) return;
    if (!canMove(lead.status, to)) throw new WorkflowRefused();
    const at = now.toISOString();
    let events = 0;
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('leads').set({ status: to, updated_at: at }).where('id', '=', leadId).where('status', '=', lead.status).execute();
      await trx.insertInto('lead_events').values({ id: randomUUID(), lead_id: leadId, member_id: actor.memberId, kind: 'status', detail: `${lead.status}→${to}`, created_at: at }).execute();
      await this.audit.record(trx, { networkId: lead.networkId, siteId: lead.siteId, actor, action: 'lead.status', targetType: 'lead', targetId: leadId, changes: { status: { before: lead.status, after: to } } }, now);
      // The network's CRM hears of it (webhooks), in the same transaction.
      events = await queueWebhookEvent(trx, lead.networkId, 'lead.updated', { ...leadEventData({ ...lead, site_id: lead.siteId, created_at: lead.createdAt, assigned_member_id: lead.assignedTo, updated_at: at }, to), previousStatus: lead.status }, now);
    });
    if (events) this.onEvents();
  }

  async addNote(scope: Scope, actor: LeadActor, leadId: string, note: string, now = new Date()): Promise<void> {
    const lead = await this.find(scope, leadId);
    if (!lead) throw new LeadNotFound();
    const at = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('lead_events').values({ id: randomUUID(), lead_id: leadId, member_id: actor.memberId, kind: 'note', detail: note, created_at: at }).execute();
      await trx.updateTable('leads').set({ updated_at: at }).where('id', '=', leadId).execute();
      await this.audit.record(trx, { networkId: lead.networkId, siteId: lead.siteId, actor, action: 'lead.note', targetType: 'lead', targetId: leadId, changes: { note: { before: null, after: note } } }, now);
    });
  }

  /** Assigns a lead of the scope to a member who may take it (checked by the caller against the site's assignees). */
  async assign(scope: Scope, actor: LeadActor, leadId: string, assignee: { id: string; displayName: string }, now = new Date()): Promise<void> {
    const lead = await this.find(scope, leadId);
    if (!lead) throw new LeadNotFound();
    const at = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      const previous = lead.assignedTo ? await trx.selectFrom('members').select('display_name').where('id', '=', lead.assignedTo).executeTakeFirst() : undefined;
      await trx.updateTable('leads').set({ assigned_member_id: assignee.id, updated_at: at }).where('id', '=', leadId).execute();
      await trx.insertInto('lead_events').values({ id: randomUUID(), lead_id: leadId, member_id: actor.memberId, kind: 'assign', detail: assignee.displayName, created_at: at }).execute();
      const changes = changedFields({ assignee: previous?.display_name ?? null }, { assignee: assignee.displayName });
      await this.audit.record(trx, { networkId: lead.networkId, siteId: lead.siteId, actor, action: 'lead.assign', targetType: 'lead', targetId: leadId, changes }, now);
    });
  }

  /** The sites of the scope, for the filter's select. */
  async sites(scope: Scope): Promise<{ id: string; name: string }[]> {
    return this.sitesInScope(scope).select(['id', 'name']).orderBy('name').execute();
  }

  /** The site families of the member's scope (the appointments page is for diagnostics sites, listings for property ones). */
  async familiesInScope(scope: Scope): Promise<Set<string>> {
    return new Set((await this.sitesInScope(scope).select('family').distinct().execute()).map((r) => r.family));
  }

  private sitesInScope(scope: Scope) {
    const q = this.db.selectFrom('sites').where('network_id', '=', scope.networkId);
    if (!scope.siteIds) return q;
    return scope.siteIds.length ? q.where('id', 'in', [...scope.siteIds]) : q.where(sql<boolean>`1 = 0`);
  }
}
