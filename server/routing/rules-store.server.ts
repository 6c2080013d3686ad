import type { Kysely } from 'kysely';
import { isStrategy, type RoutingRule, type RuleTarget } from '../../domain/routing/rules';
import type { RoutingMember } from '../../domain/routing/engine';
import type { Database } from '../db/schema';
import type { RoutingRulesTable } from '../db/routing-schema';
import type { Selectable } from 'kysely';

type Reader = Kysely<Database>;

const list = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

const targetsOf = (json: string): RuleTarget[] => {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value
      .filter((t): t is { memberId: string; weight?: unknown } => typeof t === 'object' && t !== null && typeof (t as { memberId?: unknown }).memberId === 'string')
      .map((t) => ({ memberId: t.memberId, weight: typeof t.weight === 'number' && t.weight >= 1 ? Math.floor(t.weight) : 1 }));
  } catch {
    return [];
  }
};

/** The default rule's id in a network: one per network, stored at its first use. */
export const defaultRuleId = (networkId: string) => `${networkId}:default`;
export const DEFAULT_RULE_NAME = 'Règle par défaut';

export function ruleOf(row: Selectable<RoutingRulesTable>): RoutingRule {
  return {
    id: row.id,
    name: row.name,
    isDefault: Number(row.is_default) === 1,
    match: {
      siteIds: list(row.site_ids),
      forms: list(row.forms),
      departments: list(row.departments),
      priceMin: row.price_min === null ? null : Number(row.price_min),
      priceMax: row.price_max === null ? null : Number(row.price_max),
    },
    strategy: isStrategy(row.strategy) ? row.strategy : 'site-owner',
    targets: targetsOf(row.targets),
  };
}

/** Stores the network's default rule (to the site's owner) if it has none yet. */
export async function ensureDefaultRule(db: Reader, networkId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('routing_rules')
    .values({ id: defaultRuleId(networkId), network_id: networkId, position: 1_000_000, name: DEFAULT_RULE_NAME, is_default: 1, site_ids: '[]', forms: '[]', departments: '[]', price_min: null, price_max: null, strategy: 'site-owner', targets: '[]', created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** A network's rules in their stored order (the default one included when stored). */
export async function rulesOf(db: Reader, networkId: string): Promise<RoutingRule[]> {
  const rows = await db.selectFrom('routing_rules').selectAll().where('network_id', '=', networkId).orderBy('position').orderBy('created_at').execute();
  return rows.map(ruleOf);
}

/** The network's rules for routing: the stored ones, and the default rule even before it is stored. */
export async function rulesForRouting(db: Reader, networkId: string): Promise<RoutingRule[]> {
  const rules = await rulesOf(db, networkId);
  if (rules.some((r) => r.isDefault)) return rules;
  return [...rules, { id: defaultRuleId(networkId), name: DEFAULT_RULE_NAME, isDefault: true, match: { siteIds: [], forms: [], departments: [], priceMin: null, priceMax: null }, strategy: 'site-owner', targets: [] }];
}

export interface NetworkMember extends RoutingMember {
  email: string;
  role: string;
  workingHours: string | null;
}

/** Every member of a network (revoked ones too: a rule may still name them), with sites and availability. */
export async function networkMembers(db: Reader, networkId: string): Promise<NetworkMember[]> {
  const rows = await db
    .selectFrom('members')
    .innerJoin('auth_user', 'auth_user.id', 'members.user_id')
    .leftJoin('member_availability', 'member_availability.member_id', 'members.id')
    .select(['members.id', 'members.display_name', 'members.role', 'members.revoked_at', 'members.created_at', 'auth_user.email', 'member_availability.absent_until', 'member_availability.working_hours'])
    .where('members.network_id', '=', networkId)
    .orderBy('members.created_at')
    .orderBy('members.id')
    .execute();
  const sites = rows.length ? await db.selectFrom('member_sites').select(['member_id', 'site_id']).where('member_id', 'in', rows.map((r) => r.id)).execute() : [];
  return rows.map((r) => ({
    id: r.id,
    name: r.display_name,
    email: r.email,
    role: r.role,
    active: r.revoked_at === null,
    absentUntil: r.absent_until ?? null,
    workingHours: r.working_hours ?? null,
    siteIds: r.role === 'network-admin' ? null : sites.filter((s) => s.member_id === r.id).map((s) => s.site_id),
  }));
}
