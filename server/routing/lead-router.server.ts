import type { Transaction } from 'kysely';
import { formOfLeadType } from '../../domain/backoffice/lead-forms';
import { parisDay, routeLead, type RoutingDecision } from '../../domain/routing/engine';
import { departmentOf, postcodeIn } from '../../domain/routing/place';
import type { LeadFacts } from '../../domain/routing/rules';
import { parseWorkingHours, workingDeadline } from '../../domain/routing/working-time';
import type { Database } from '../db/schema';
import type { LeadRow } from '../repositories/leads.server';
import { defaultRuleId, ensureDefaultRule, type NetworkMember, networkMembers, rulesForRouting } from './rules-store.server';

/** What the endpoint knows besides the lead: the listing's or profile's adviser, its postcode and price. */
export interface RoutingHints {
  adviserEmail?: string | null;
  postcode?: string | null;
  price?: number | null;
}

/** A stored decision: the engine's, with the assignee's name at the time (the lead page shows it). */
export interface StoredDecision extends RoutingDecision {
  assigneeName: string | null;
}

function leadPostcode(lead: LeadRow): string | null {
  try {
    const payload = JSON.parse(lead.payload) as Record<string, unknown> | null;
    if (payload && typeof payload === 'object') {
      for (const key of ['postcode', 'codePostal', 'zip']) if (typeof payload[key] === 'string') return postcodeIn(payload[key] as string);
      if (typeof payload.address === 'string') return postcodeIn(payload.address);
    }
  } catch {
    // An unreadable payload names no place.
  }
  return null;
}

/** Routing's facts of a lead: the form of its type, the départements of its postcode and the listing's. */
export function factsOf(lead: LeadRow, hints: RoutingHints, adviserMemberId: string | null): LeadFacts {
  const departments = [departmentOf(leadPostcode(lead)), departmentOf(hints.postcode ?? null)].filter((d): d is string => d !== null);
  return { siteId: lead.site_id, form: formOfLeadType(lead.type), departments: [...new Set(departments)], price: hints.price ?? null, adviserMemberId };
}

export interface Routed {
  decision: StoredDecision;
  assignee: NetworkMember | null;
}

/**
 * Routes a lead in its own transaction (issue 36): reads the network's rules and members, asks the
 * engine, stores the assignment (leads.assigned_member_id, lead_assignments with the reasons and the
 * escalation's due time) and counts it for round robin. A site outside any network is left alone.
 * When the listing's adviser was passed over, the lead's e-mail goes to the assignee instead.
 */
export async function routeStoredLead(trx: Transaction<Database>, lead: LeadRow, hints: RoutingHints, now: Date, exclude: readonly string[] = []): Promise<Routed | null> {
  const site = await trx.selectFrom('sites').select('network_id').where('id', '=', lead.site_id).executeTakeFirst();
  const networkId = site?.network_id;
  if (!networkId) return null;
  const [rules, members, settings] = await Promise.all([
    rulesForRouting(trx, networkId),
    networkMembers(trx, networkId),
    trx.selectFrom('routing_settings').select('escalation_minutes').where('network_id', '=', networkId).executeTakeFirst(),
  ]);
  const adviserEmail = hints.adviserEmail?.trim().toLowerCase() || null;
  const adviser = adviserEmail ? (members.find((m) => m.email.toLowerCase() === adviserEmail && m.active) ?? members.find((m) => m.email.toLowerCase() === adviserEmail)) : undefined;
  const siteOwnerIds = members.filter((m) => m.role === 'site-owner' && m.siteIds?.includes(lead.site_id)).map((m) => m.id);
  const countRows = rules.length ? await trx.selectFrom('routing_counts').selectAll().where('rule_id', 'in', rules.map((r) => r.id)).execute() : [];
  const counts: Record<string, Record<string, number>> = {};
  for (const c of countRows) (counts[c.rule_id] ??= {})[c.member_id] = Number(c.assigned);
  const decision = routeLead(factsOf(lead, hints, adviser?.id ?? null), rules, { members, siteOwnerIds, counts, today: parisDay(now), exclude });
  const assignee = decision.memberId ? (members.find((m) => m.id === decision.memberId) ?? null) : null;
  const stored: StoredDecision = { ...decision, assigneeName: assignee?.name ?? null };
  const at = now.toISOString();
  const minutes = settings?.escalation_minutes ?? null;
  const dueAt = assignee && minutes !== null ? workingDeadline(now, minutes, parseWorkingHours(assignee.workingHours)).toISOString() : null;
  const chain = JSON.stringify([...exclude, ...(assignee ? [assignee.id] : [])]);
  const storedHints = JSON.stringify({ adviserEmail: hints.adviserEmail ?? null, postcode: hints.postcode ?? null, price: hints.price ?? null });
  await trx
    .insertInto('lead_assignments')
    .values({ lead_id: lead.id, member_id: assignee?.id ?? null, rule_id: decision.ruleId, decision: JSON.stringify(stored), assigned_at: at, due_at: dueAt, opened_at: null, chain, hints: storedHints })
    .onConflict((oc) => oc.column('lead_id').doUpdateSet({ member_id: assignee?.id ?? null, rule_id: decision.ruleId, decision: JSON.stringify(stored), assigned_at: at, due_at: dueAt, opened_at: null, chain }))
    .execute();
  if (assignee) {
    // The listing's adviser is a member who could not take it (absent, revoked): the e-mail follows the lead.
    // An adviser who is no member of the back-office keeps receiving it as before.
    const passedOver = adviser !== undefined && decision.via === 'rule';
    const recipients = passedOver ? JSON.stringify([assignee.email]) : lead.recipients;
    await trx.updateTable('leads').set({ assigned_member_id: assignee.id, recipients }).where('id', '=', lead.id).execute();
    lead.assigned_member_id = assignee.id;
    lead.recipients = recipients;
    if (decision.ruleId) {
      // The default rule is stored at its first use (its round-robin count needs the row).
      if (decision.ruleId === defaultRuleId(networkId)) await ensureDefaultRule(trx, networkId, now);
      await trx
        .insertInto('routing_counts')
        .values({ rule_id: decision.ruleId, member_id: assignee.id, assigned: 1 })
        .onConflict((oc) => oc.columns(['rule_id', 'member_id']).doUpdateSet((eb) => ({ assigned: eb('routing_counts.assigned', '+', 1) })))
        .execute();
    }
  }
  return { decision: stored, assignee };
}
