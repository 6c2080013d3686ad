import { inEvaluationOrder, type LeadFacts, ruleMatches, type RoutingRule } from './rules';

/** A member as routing sees it. */
export interface RoutingMember {
  id: string;
  name: string;
  /** False once revoked. */
  active: boolean;
  /** 'En congés' through this Paris calendar day (YYYY-MM-DD, included); null: present. */
  absentUntil: string | null;
  /** The sites the member sees (null: every site of the network, a network admin). */
  siteIds: readonly string[] | null;
}

export type SkipReason = 'inactive' | 'absent' | 'no-site-access' | 'unknown' | 'already-tried';

export interface Skip {
  memberId: string;
  name: string;
  reason: SkipReason;
  /** The last day of the absence, for 'absent'. */
  until?: string;
}

export interface RoutingStep {
  /** null: the listing's adviser (before the rules). */
  ruleId: string | null;
  ruleName: string;
  outcome: 'assigned' | 'no-match' | 'nobody-available';
  skipped: Skip[];
}

export interface RoutingDecision {
  memberId: string | null;
  ruleId: string | null;
  via: 'listing-adviser' | 'rule' | 'none';
  steps: RoutingStep[];
}

export interface RoutingContext {
  members: readonly RoutingMember[];
  /** The owners of the lead's site, in a stable order (the 'site-owner' strategy). */
  siteOwnerIds: readonly string[];
  /** Leads each rule has given each member so far (round-robin state). */
  counts: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** Today in Paris, YYYY-MM-DD. */
  today: string;
  /** Members the lead already went through (an escalation looks for the next one). */
  exclude?: readonly string[];
}

/** Why a member cannot take a lead of this site today, or null when it can. */
export function unavailability(member: RoutingMember | undefined, siteId: string, today: string, exclude: readonly string[] = []): SkipReason | null {
  if (!member) return 'unknown';
  if (exclude.includes(member.id)) return 'already-tried';
  if (!member.active) return 'inactive';
  if (member.absentUntil && today <= member.absentUntil) return 'absent';
  if (member.siteIds && !member.siteIds.includes(siteId)) return 'no-site-access';
  return null;
}

function skipOf(id: string, member: RoutingMember | undefined, reason: SkipReason): Skip {
  return { memberId: id, name: member?.name ?? id, reason, ...(reason === 'absent' && member?.absentUntil ? { until: member.absentUntil } : {}) };
}

/**
 * Picks the member for a lead: the listing's adviser when available, else the first matching rule that
 * has an available candidate. A member is skipped when revoked, absent ('en congés') or without access
 * to the lead's site; a rule whose candidates are all skipped passes the lead to the next rule. Round
 * robin gives the lead to the candidate with the lowest count / weight (ties: the rule's order), which
 * shares leads exactly in proportion to the weights and keeps it fair when someone was skipped.
 * Pure: the caller reads the rules, members and counts, and stores the decision with the lead.
 */
export function routeLead(lead: LeadFacts, rules: readonly RoutingRule[], ctx: RoutingContext): RoutingDecision {
  const byId = new Map(ctx.members.map((m) => [m.id, m]));
  const steps: RoutingStep[] = [];
  if (lead.adviserMemberId) {
    const adviser = byId.get(lead.adviserMemberId);
    const reason = unavailability(adviser, lead.siteId, ctx.today, ctx.exclude);
    if (!reason) {
      steps.push({ ruleId: null, ruleName: 'listing-adviser', outcome: 'assigned', skipped: [] });
      return { memberId: lead.adviserMemberId, ruleId: null, via: 'listing-adviser', steps };
    }
    steps.push({ ruleId: null, ruleName: 'listing-adviser', outcome: 'nobody-available', skipped: [skipOf(lead.adviserMemberId, adviser, reason)] });
  }
  for (const rule of inEvaluationOrder(rules)) {
    if (!ruleMatches(rule, lead)) {
      steps.push({ ruleId: rule.id, ruleName: rule.name, outcome: 'no-match', skipped: [] });
      continue;
    }
    const candidates = rule.strategy === 'site-owner' ? ctx.siteOwnerIds.map((memberId) => ({ memberId, weight: 1 })) : rule.strategy === 'member' ? rule.targets.slice(0, 1) : rule.targets;
    const skipped: Skip[] = [];
    const available: { memberId: string; weight: number }[] = [];
    for (const target of candidates) {
      const member = byId.get(target.memberId);
      const reason = unavailability(member, lead.siteId, ctx.today, ctx.exclude);
      if (reason) skipped.push(skipOf(target.memberId, member, reason));
      else available.push({ memberId: target.memberId, weight: rule.strategy === 'weighted' ? Math.max(1, target.weight) : 1 });
    }
    if (!available.length) {
      steps.push({ ruleId: rule.id, ruleName: rule.name, outcome: 'nobody-available', skipped });
      continue;
    }
    const counts = ctx.counts[rule.id] ?? {};
    let chosen = available[0]!;
    let best = ((counts[chosen.memberId] ?? 0) + 1) / chosen.weight;
    for (const candidate of available.slice(1)) {
      const load = ((counts[candidate.memberId] ?? 0) + 1) / candidate.weight;
      if (load < best) [chosen, best] = [candidate, load];
    }
    steps.push({ ruleId: rule.id, ruleName: rule.name, outcome: 'assigned', skipped });
    return { memberId: chosen.memberId, ruleId: rule.id, via: 'rule', steps };
  }
  return { memberId: null, ruleId: null, via: 'none', steps };
}

/** Today's date in Paris (YYYY-MM-DD): an absence 'jusqu'au 12 décembre' includes the whole 12th, French time. */
export function parisDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
