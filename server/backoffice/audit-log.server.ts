import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { AuditChanges } from '../../domain/backoffice/audit-changes';
import type { Db } from '../db/database.server';
import type { Database } from '../db/schema';

/** Who made a write: a member, or a command/job with no member (npm run admin, the daily anonymisation). */
export type AuditActor = { memberId: string; label: string } | { memberId: null; label: string };

/** A signed-in member as the author of a write: its id, and its e-mail as the journal shows it. */
export const memberActor = (member: { id: string; email: string }): { memberId: string; label: string } => ({ memberId: member.id, label: member.email });

export interface AuditEntryInput {
  networkId: string;
  siteId?: string | null;
  actor: AuditActor;
  /** What was done, as a stable key: 'site.create', 'site.update', 'lead.erase', 'member.invite'… */
  action: string;
  targetType: string;
  targetId: string;
  changes: AuditChanges;
}

export interface AuditEntry {
  id: string;
  siteId: string | null;
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  changes: AuditChanges;
  createdAt: string;
}

export const AUDIT_PAGE_SIZE = 50;

/**
 * The audit log (issue 29 item 6). `record` takes the write's own transaction, so an entry exists if and
 * only if the write committed. Reads are scoped to one network: another network's entries never show.
 */
export class AuditLog {
  constructor(private readonly db: Db) {}

  async record(trx: Transaction<Database> | Db, entry: AuditEntryInput, now: Date = new Date()): Promise<void> {
    await trx
      .insertInto('audit_events')
      .values({
        id: randomUUID(),
        network_id: entry.networkId,
        site_id: entry.siteId ?? null,
        member_id: entry.actor.memberId,
        actor: entry.actor.label,
        action: entry.action,
        target_type: entry.targetType,
        target_id: entry.targetId,
        changes: JSON.stringify(entry.changes),
        created_at: now.toISOString(),
      })
      .execute();
  }

  /** A network's entries, newest first; optionally one site's, or one target's (a site's, a lead's). */
  async list(networkId: string, options: { page?: number; siteId?: string; targetType?: string; targetId?: string } = {}): Promise<{ entries: AuditEntry[]; total: number }> {
    let base = this.db.selectFrom('audit_events').where('network_id', '=', networkId);
    if (options.siteId) base = base.where('site_id', '=', options.siteId);
    if (options.targetType) base = base.where('target_type', '=', options.targetType);
    if (options.targetId) base = base.where('target_id', '=', options.targetId);
    const page = Math.max(1, options.page ?? 1);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(AUDIT_PAGE_SIZE).offset((page - 1) * AUDIT_PAGE_SIZE).execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      total: Number(count.n),
      entries: rows.map((r) => ({
        id: r.id,
        siteId: r.site_id,
        actor: r.actor,
        action: r.action,
        targetType: r.target_type,
        targetId: r.target_id,
        changes: JSON.parse(r.changes) as AuditChanges,
        createdAt: r.created_at,
      })),
    };
  }
}
