/**
 * Lead routing rules of a network (issue 36): evaluated in order, the default rule last (it matches
 * every lead and cannot be deleted). A rule matches on sites, forms, départements (of the lead or of
 * the listing) and a price band; each criterion left empty matches everything.
 */
export const STRATEGIES = ['member', 'round-robin', 'weighted', 'site-owner'] as const;
export type Strategy = (typeof STRATEGIES)[number];

export const isStrategy = (value: unknown): value is Strategy => typeof value === 'string' && (STRATEGIES as readonly string[]).includes(value);

export interface RuleTarget {
  memberId: string;
  /** Share in a weighted round-robin (1–100); 1 for the other strategies. */
  weight: number;
}

export interface RuleMatch {
  siteIds: readonly string[];
  /** Inbox form keys (domain/backoffice/lead-forms.ts). */
  forms: readonly string[];
  /** Départements ('93', '2A', '971'). */
  departments: readonly string[];
  /** Price band in euros, both ends included; null: open. */
  priceMin: number | null;
  priceMax: number | null;
}

export interface RoutingRule {
  id: string;
  name: string;
  isDefault: boolean;
  match: RuleMatch;
  strategy: Strategy;
  targets: readonly RuleTarget[];
}

/** What routing knows of a lead. */
export interface LeadFacts {
  siteId: string;
  /** The inbox form of the lead's type, or null. */
  form: string | null;
  /** The départements of the lead's postcode and of the listing's (either may match). */
  departments: readonly string[];
  /** The listing's price (or the lead's budget), euros. */
  price: number | null;
  /** The member who is the adviser of the listing or profile the lead came from: wins over rules. */
  adviserMemberId: string | null;
}

export const EMPTY_MATCH: RuleMatch = { siteIds: [], forms: [], departments: [], priceMin: null, priceMax: null };

export function ruleMatches(rule: RoutingRule, lead: LeadFacts): boolean {
  if (rule.isDefault) return true;
  const m = rule.match;
  if (m.siteIds.length && !m.siteIds.includes(lead.siteId)) return false;
  if (m.forms.length && (!lead.form || !m.forms.includes(lead.form))) return false;
  if (m.departments.length && !lead.departments.some((d) => m.departments.includes(d))) return false;
  if (m.priceMin !== null || m.priceMax !== null) {
    if (lead.price === null) return false;
    if (m.priceMin !== null && lead.price < m.priceMin) return false;
    if (m.priceMax !== null && lead.price > m.priceMax) return false;
  }
  return true;
}

/** The rules in evaluation order: the non-default ones as given, then the default rule (exactly one). */
export function inEvaluationOrder(rules: readonly RoutingRule[]): RoutingRule[] {
  return [...rules.filter((r) => !r.isDefault), ...rules.filter((r) => r.isDefault).slice(0, 1)];
}
