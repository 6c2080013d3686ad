import type { RoutingDecision } from '../../domain/routing/engine';
import type { Db } from '../db/database.server';

export interface LeadRoutingView {
  decision: RoutingDecision;
  assigneeName: string | null;
  assignedAt: string;
  dueAt: string | null;
  openedAt: string | null;
}

/** Why the lead went where it did (its stored decision), or null for a lead routing never saw. Call after the scope check. */
export async function leadRoutingOf(db: Db, leadId: string): Promise<LeadRoutingView | null> {
  const row = await db.selectFrom('lead_assignments').selectAll().where('lead_id', '=', leadId).executeTakeFirst();
  if (!row) return null;
  try {
    const parsed = JSON.parse(row.decision) as RoutingDecision & { assigneeName?: string | null };
    return { decision: { memberId: parsed.memberId, ruleId: parsed.ruleId, via: parsed.via, steps: parsed.steps ?? [] }, assigneeName: parsed.assigneeName ?? null, assignedAt: row.assigned_at, dueAt: row.due_at, openedAt: row.opened_at };
  } catch {
    return null;
  }
}

/** The lead's assignee (checked by the caller) opened it: its escalation clock stops (once; later openings change nothing). */
export async function markOpened(db: Db, leadId: string, now = new Date()): Promise<void> {
  await db.updateTable('lead_assignments').set({ opened_at: now.toISOString(), due_at: null }).where('lead_id', '=', leadId).where('opened_at', 'is', null).execute();
}
