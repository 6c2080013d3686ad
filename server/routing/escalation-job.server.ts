import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.server';
import type { Database } from '../db/schema';
import type { AuditActor, AuditLog } from '../backoffice/audit-log.server';
import type { Logger } from '../log/logger.server';
import { LeasedJob } from '../jobs/leased-job.server';
import type { LeadRow } from '../repositories/leads.server';
import { routeStoredLead, type RoutingHints } from './lead-router.server';
import { networkMembers } from './rules-store.server';

export const ESCALATION_JOB = 'lead-escalation';
export const ESCALATION_ACTOR: AuditActor = { memberId: null, label: 'relance automatique' };
/** A running instance's hold on a pass: long enough for a batch, short enough for a crashed one to be taken over. */
const LEASE_MS = 2 * 60_000;
const BATCH = 100;

const parse = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Escalation of leads nobody opened (issue 36): a lead still 'nouveau' whose assignee has not opened
 * it by its due time (N minutes of the assignee's working time, set per network) is routed again
 * without the members it already went through, so it reaches the next candidate of the rules and, at
 * the end, the site's owner; the old and new assignees and the site's owners are e-mailed through the
 * back-office's mail outbox, in the reassignment's own transaction. The chain ends at the site owner:
 * when nobody new is left, the lead stays where it is and its clock stops.
 *
 * Runs like the retention job (decision 0089's lease): every instance looks every `intervalMs`, the
 * `job_leases` row lets one of them run a pass, and each lead is claimed by a conditional UPDATE of its
 * due time, so two overlapping passes still reassign it once. The clock is the caller's (`run(now)`),
 * the state is in the database: a restart loses nothing.
 */
export class EscalationJob extends LeasedJob {
  constructor(
    db: Db,
    private readonly audit: AuditLog,
    logger: Logger,
    /** Whether back-office mail can be sent (SMTP configured): otherwise nothing is queued. */
    private readonly mailEnabled: boolean,
    private readonly mailQueued: () => void = () => undefined,
    intervalMs = 60_000,
  ) {
    // Free at once: the next look (a minute later) may run again, after a failure too.
    super(db, logger, { name: ESCALATION_JOB, leaseMs: LEASE_MS, intervalMs, failure: 'lead escalation pass failed', releaseAt: (now) => now, releaseOnFailure: true });
  }

  protected async pass(now: Date): Promise<number> {
    const count = await this.escalateDue(now);
    if (count) this.logger.info({ count }, 'unopened leads passed on');
    return count;
  }

  /** Passes on every lead due at `now` (no lease: the pass itself). */
  async escalateDue(now: Date): Promise<number> {
    const at = now.toISOString();
    const due = await this.db
      .selectFrom('lead_assignments')
      .innerJoin('leads', 'leads.id', 'lead_assignments.lead_id')
      .select(['lead_assignments.lead_id', 'lead_assignments.due_at'])
      .where('lead_assignments.due_at', '<=', at)
      .where('lead_assignments.opened_at', 'is', null)
      .orderBy('lead_assignments.due_at')
      .limit(BATCH)
      .execute();
    let count = 0;
    let mails = 0;
    for (const row of due) {
      const done = await this.db.transaction().execute((trx) => this.escalate(trx, row.lead_id, row.due_at!, now));
      if (done.reassigned) count += 1;
      mails += done.mails;
    }
    if (mails) this.mailQueued();
    return count;
  }

  private async escalate(trx: Transaction<Database>, leadId: string, dueAt: string, now: Date): Promise<{ reassigned: boolean; mails: number }> {
    const at = now.toISOString();
    // The claim: only the pass that moves this due time on does the rest.
    const claimed = await trx.updateTable('lead_assignments').set({ due_at: null }).where('lead_id', '=', leadId).where('due_at', '=', dueAt).where('opened_at', 'is', null).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return { reassigned: false, mails: 0 };
    const lead = (await trx.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirst()) as LeadRow | undefined;
    const assignment = await trx.selectFrom('lead_assignments').selectAll().where('lead_id', '=', leadId).executeTakeFirst();
    const site = lead ? await trx.selectFrom('sites').select(['name', 'network_id']).where('id', '=', lead.site_id).executeTakeFirst() : undefined;
    // Worked on meanwhile (a status change), or no longer in a network: the clock just stops.
    if (!lead || !assignment || !site?.network_id || (lead.status ?? 'nouveau') !== 'nouveau') return { reassigned: false, mails: 0 };
    // Assigned by hand in the inbox since: a member chose, routing no longer decides.
    if ((lead.assigned_member_id ?? null) !== assignment.member_id) return { reassigned: false, mails: 0 };
    const chain = parse<string[]>(assignment.chain, []);
    const members = await networkMembers(trx, site.network_id);
    const previous = members.find((m) => m.id === assignment.member_id) ?? null;
    const routed = await routeStoredLead(trx, lead, parse<RoutingHints>(assignment.hints, {}), now, chain);
    const next = routed?.assignee ?? null;
    if (!routed || !next) {
      // Nobody new: the chain has reached its end (the site owner). The lead stays where it was.
      await trx.updateTable('lead_assignments').set({ member_id: assignment.member_id, rule_id: assignment.rule_id, decision: assignment.decision, assigned_at: assignment.assigned_at, due_at: null, chain: assignment.chain }).where('lead_id', '=', leadId).execute();
      if (assignment.member_id) await trx.updateTable('leads').set({ assigned_member_id: assignment.member_id }).where('id', '=', leadId).execute();
      return { reassigned: false, mails: 0 };
    }
    const who = [lead.firstname, lead.lastname].filter(Boolean).join(' ') || lead.email || 'un visiteur';
    await trx.insertInto('lead_events').values({ id: randomUUID(), lead_id: leadId, member_id: null, kind: 'assign', detail: next.name, created_at: at }).execute();
    await trx.updateTable('leads').set({ updated_at: at }).where('id', '=', leadId).execute();
    await this.audit.record(trx, { networkId: site.network_id, siteId: lead.site_id, actor: ESCALATION_ACTOR, action: 'lead.escalate', targetType: 'lead', targetId: leadId, changes: { assignee: { before: previous?.name ?? null, after: next.name } } }, now);
    const mails: Mail[] = [];
    mails.push({ to: next.email, subject: `Demande à traiter : ${who} (${site.name})`, text: `Bonjour ${next.name},\n\nLa demande de ${who} sur ${site.name} n’a pas été ouverte à temps${previous ? ` par ${previous.name}` : ''} : elle vous est maintenant attribuée. Retrouvez-la dans le back-office, boîte de réception.` });
    if (previous) mails.push({ to: previous.email, subject: `Demande réattribuée : ${who} (${site.name})`, text: `Bonjour ${previous.name},\n\nLa demande de ${who} sur ${site.name} ne vous est plus attribuée : elle n’a pas été ouverte dans le délai du réseau et passe à ${next.name}.` });
    const owners = members.filter((m) => m.role === 'site-owner' && m.active && m.siteIds?.includes(lead.site_id) && m.id !== next.id && m.id !== previous?.id);
    for (const owner of owners) mails.push({ to: owner.email, subject: `Demande non ouverte à temps : ${who} (${site.name})`, text: `Bonjour ${owner.name},\n\nLa demande de ${who} sur ${site.name} n’a pas été ouverte à temps${previous ? ` par ${previous.name}` : ''} ; elle passe à ${next.name}.` });
    if (this.mailEnabled) {
      for (const mail of mails) {
        await trx
          .insertInto('mail_deliveries')
          .values({ id: randomUUID(), channel: 'email', status: 'pending', attempts: 0, next_attempt_at: at, last_error: null, delivered_at: null, created_at: at, ref: 'escalation', recipient: mail.to, subject: mail.subject, body: mail.text })
          .execute();
      }
    }
    return { reassigned: true, mails: this.mailEnabled ? mails.length : 0 };
  }
}
