import { changedFields } from '../../domain/backoffice/audit-changes';
import type { RuleFormValues } from '../../domain/routing/rule-form';
import type { RoutingRule } from '../../domain/routing/rules';
import type { WorkingHours } from '../../domain/routing/working-time';
import type { Db } from '../db/database.server';
import type { AuditActor, AuditLog } from '../backoffice/audit-log.server';
import { type NetworkMember, networkMembers, rulesForRouting } from './rules-store.server';
import { randomUUID } from 'node:crypto';

export class RoutingNotFound extends Error {}

export interface RoutingPage {
  rules: RoutingRule[];
  members: NetworkMember[];
  sites: { id: string; name: string }[];
  escalationMinutes: number | null;
}

/**
 * The network admin's routing settings (issue 36): rules, escalation delay, members' availability.
 * Every read and write takes the admin's network: another network's rule or member is "not found"
 * and nothing changes. Each write is audited in its own transaction.
 */
export class RoutingAdmin {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
  ) {}

  async page(networkId: string): Promise<RoutingPage> {
    const [rules, members, sites, settings] = await Promise.all([
      rulesForRouting(this.db, networkId),
      networkMembers(this.db, networkId),
      this.db.selectFrom('sites').select(['id', 'name']).where('network_id', '=', networkId).orderBy('name').execute(),
      this.db.selectFrom('routing_settings').select('escalation_minutes').where('network_id', '=', networkId).executeTakeFirst(),
    ]);
    return { rules, members, sites, escalationMinutes: settings?.escalation_minutes ?? null };
  }

  async addRule(networkId: string, actor: AuditActor, values: RuleFormValues, now = new Date()): Promise<string> {
    const { members, sites } = await this.page(networkId);
    const active = new Set(members.filter((m) => m.active).map((m) => m.id));
    const known = new Set(sites.map((s) => s.id));
    // A member or site of another network (a forged form) is refused as unknown.
    if (!values.targets.every((t) => active.has(t.memberId)) || !values.siteIds.every((id) => known.has(id))) throw new RoutingNotFound();
    const id = randomUUID();
    const at = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      const last = await trx.selectFrom('routing_rules').select((eb) => eb.fn.max('position').as('p')).where('network_id', '=', networkId).where('is_default', '=', 0).executeTakeFirst();
      const row = {
        id,
        network_id: networkId,
        position: Number(last?.p ?? 0) + 1,
        name: values.name,
        is_default: 0,
        site_ids: JSON.stringify(values.siteIds),
        forms: JSON.stringify(values.forms),
        departments: JSON.stringify(values.departments),
        price_min: values.priceMin,
        price_max: values.priceMax,
        strategy: values.strategy,
        targets: JSON.stringify(values.strategy === 'site-owner' ? [] : values.targets),
        created_at: at,
        updated_at: at,
      };
      await trx.insertInto('routing_rules').values(row).execute();
      await this.audit.record(trx, { networkId, actor, action: 'routing.rule.create', targetType: 'routing-rule', targetId: id, changes: changedFields({}, { name: row.name, sites: row.site_ids, forms: row.forms, departments: row.departments, priceMin: row.price_min, priceMax: row.price_max, strategy: row.strategy, targets: row.targets }) }, now);
    });
    return id;
  }

  /** Deletes a rule of the network; the default rule cannot be deleted (not found, like another network's). */
  async deleteRule(networkId: string, actor: AuditActor, ruleId: string, now = new Date()): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('routing_rules').selectAll().where('id', '=', ruleId).where('network_id', '=', networkId).where('is_default', '=', 0).executeTakeFirst();
      if (!row) throw new RoutingNotFound();
      await trx.deleteFrom('routing_counts').where('rule_id', '=', ruleId).execute();
      await trx.deleteFrom('routing_rules').where('id', '=', ruleId).execute();
      await this.audit.record(trx, { networkId, actor, action: 'routing.rule.delete', targetType: 'routing-rule', targetId: ruleId, changes: changedFields({ name: row.name }, { name: null }) }, now);
    });
  }

  /** Moves a rule one place up or down among the network's rules (the default one stays last). */
  async moveRule(networkId: string, actor: AuditActor, ruleId: string, direction: 'up' | 'down', now = new Date()): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('routing_rules').selectAll().where('network_id', '=', networkId).where('is_default', '=', 0).orderBy('position').orderBy('created_at').execute();
      const index = rows.findIndex((r) => r.id === ruleId);
      if (index < 0) throw new RoutingNotFound();
      const other = direction === 'up' ? index - 1 : index + 1;
      if (other < 0 || other >= rows.length) return;
      const order = rows.map((r) => r.id);
      [order[index], order[other]] = [order[other]!, order[index]!];
      for (const [i, id] of order.entries()) await trx.updateTable('routing_rules').set({ position: i + 1, updated_at: now.toISOString() }).where('id', '=', id).where('network_id', '=', networkId).execute();
      await this.audit.record(trx, { networkId, actor, action: 'routing.rule.move', targetType: 'routing-rule', targetId: ruleId, changes: changedFields({ position: index + 1 }, { position: other + 1 }) }, now);
    });
  }

  async setEscalation(networkId: string, actor: AuditActor, minutes: number | null, now = new Date()): Promise<void> {
    const at = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('routing_settings').select('escalation_minutes').where('network_id', '=', networkId).executeTakeFirst();
      await trx
        .insertInto('routing_settings')
        .values({ network_id: networkId, escalation_minutes: minutes, updated_at: at })
        .onConflict((oc) => oc.column('network_id').doUpdateSet({ escalation_minutes: minutes, updated_at: at }))
        .execute();
      await this.audit.record(trx, { networkId, actor, action: 'routing.escalation', targetType: 'network', targetId: networkId, changes: changedFields({ escalationMinutes: before?.escalation_minutes ?? null }, { escalationMinutes: minutes }) }, now);
    });
  }

  /** A member's absence and working week; a member of another network is not found. */
  async setAvailability(networkId: string, actor: AuditActor, memberId: string, absentUntil: string | null, hours: WorkingHours, now = new Date()): Promise<void> {
    const at = now.toISOString();
    const workingHours = JSON.stringify({ days: [...hours.days].sort(), start: hours.start, end: hours.end });
    await this.db.transaction().execute(async (trx) => {
      const member = await trx.selectFrom('members').select('id').where('id', '=', memberId).where('network_id', '=', networkId).executeTakeFirst();
      if (!member) throw new RoutingNotFound();
      const before = await trx.selectFrom('member_availability').select(['absent_until', 'working_hours']).where('member_id', '=', memberId).executeTakeFirst();
      await trx
        .insertInto('member_availability')
        .values({ member_id: memberId, absent_until: absentUntil, working_hours: workingHours, updated_at: at })
        .onConflict((oc) => oc.column('member_id').doUpdateSet({ absent_until: absentUntil, working_hours: workingHours, updated_at: at }))
        .execute();
      await this.audit.record(trx, { networkId, actor, action: 'member.availability', targetType: 'member', targetId: memberId, changes: changedFields({ absentUntil: before?.absent_until ?? null, workingHours: before?.working_hours ?? null }, { absentUntil, workingHours }) }, now);
    });
  }

  /** The member's own leave (from 'Mon compte'): its last day, or null when back; the working week is kept. Audited. */
  async setOwnLeave(member: { id: string; networkId: string }, actor: AuditActor, absentUntil: string | null, now = new Date()): Promise<void> {
    const at = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('member_availability').select('absent_until').where('member_id', '=', member.id).executeTakeFirst();
      await trx
        .insertInto('member_availability')
        .values({ member_id: member.id, absent_until: absentUntil, working_hours: null, updated_at: at })
        .onConflict((oc) => oc.column('member_id').doUpdateSet({ absent_until: absentUntil, updated_at: at }))
        .execute();
      await this.audit.record(trx, { networkId: member.networkId, actor, action: 'member.availability', targetType: 'member', targetId: member.id, changes: changedFields({ absentUntil: before?.absent_until ?? null }, { absentUntil }) }, now);
    });
  }

  /** The member's own leave as stored (null: not away). */
  async ownLeave(memberId: string): Promise<string | null> {
    const row = await this.db.selectFrom('member_availability').select('absent_until').where('member_id', '=', memberId).executeTakeFirst();
    return row?.absent_until ?? null;
  }
}
