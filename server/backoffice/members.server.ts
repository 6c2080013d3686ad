import { randomUUID } from 'node:crypto';
import { changedFields } from '../../domain/backoffice/audit-changes';
import type { Member, Role } from '../../domain/backoffice/grants';
import type { Db, DbKind } from '../db/database.server';
import { type AuditActor, AuditLog } from './audit-log.server';

export interface MemberListItem {
  id: string;
  email: string;
  displayName: string;
  role: Role;
  siteIds: string[];
  createdAt: string;
  revokedAt: string | null;
}

/** Normalised e-mail: the account key (better-auth compares e-mails as stored). */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Members: a person's place in a network, with a role and (site owners, advisers) the sites granted.
 * Accounts (auth_user) are created here, by invitation: nobody signs up on their own.
 */
export class MembersRepository {
  constructor(
    private readonly db: Db,
    private readonly kind: DbKind,
    private readonly audit: AuditLog = new AuditLog(db),
  ) {}

  /** The active member a signed-in user is (its first network if several), or null once revoked. */
  async activeMemberOfUser(userId: string): Promise<Member | null> {
    const row = await this.db
      .selectFrom('members')
      .innerJoin('auth_user', 'auth_user.id', 'members.user_id')
      .select(['members.id', 'members.user_id', 'members.network_id', 'members.role', 'members.display_name', 'auth_user.email'])
      .where('members.user_id', '=', userId)
      .where('members.revoked_at', 'is', null)
      .orderBy('members.created_at')
      .executeTakeFirst();
    if (!row) return null;
    const sites = await this.db.selectFrom('member_sites').select('site_id').where('member_id', '=', row.id).orderBy('site_id').execute();
    return { id: row.id, userId: row.user_id, networkId: row.network_id, role: row.role, displayName: row.display_name, email: row.email, siteIds: sites.map((s) => s.site_id) };
  }

  /** Whether an e-mail belongs to an active member (sign-in links go to members only). */
  async isActiveEmail(email: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('members')
      .innerJoin('auth_user', 'auth_user.id', 'members.user_id')
      .select('members.id')
      .where('auth_user.email', '=', normaliseEmail(email))
      .where('members.revoked_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Creates (or re-activates) a member of a network: the account if it does not exist, the role, the
   * sites. The sites must belong to the network; an unknown network or foreign site throws.
   */
  async invite(input: { email: string; displayName?: string; role: Role; networkId: string; siteIds: readonly string[]; invitedBy: string | null; actor?: AuditActor }, now = new Date()): Promise<string> {
    const email = normaliseEmail(input.email);
    const at = now.toISOString();
    return this.db.transaction().execute(async (trx) => {
      const network = await trx.selectFrom('networks').select('id').where('id', '=', input.networkId).executeTakeFirst();
      if (!network) throw new InvitationError(`réseau inconnu : ${input.networkId}`);
      if (input.siteIds.length) {
        const found = await trx.selectFrom('sites').select('id').where('id', 'in', [...input.siteIds]).where('network_id', '=', input.networkId).execute();
        if (found.length !== new Set(input.siteIds).size) throw new InvitationError('site inconnu dans ce réseau');
      }
      let user = await trx.selectFrom('auth_user').select('id').where('email', '=', email).executeTakeFirst();
      if (!user) {
        user = { id: randomUUID() };
        // better-auth's columns: a Date on PostgreSQL, ISO text on SQLite; an invited address counts as verified once its link is used.
        await trx.insertInto('auth_user').values({ id: user.id, name: input.displayName ?? email, email, emailVerified: this.kind === 'postgres' ? false : 0, image: null, createdAt: at, updatedAt: at }).execute();
      }
      const existing = await trx.selectFrom('members').select(['id', 'role', 'display_name', 'revoked_at']).where('user_id', '=', user.id).where('network_id', '=', input.networkId).executeTakeFirst();
      const previousSites = existing ? (await trx.selectFrom('member_sites').select('site_id').where('member_id', '=', existing.id).orderBy('site_id').execute()).map((r) => r.site_id) : [];
      const memberId = existing?.id ?? randomUUID();
      if (existing) {
        await trx.updateTable('members').set({ role: input.role, revoked_at: null, display_name: input.displayName ?? email }).where('id', '=', memberId).execute();
        await trx.deleteFrom('member_sites').where('member_id', '=', memberId).execute();
      } else {
        await trx
          .insertInto('members')
          .values({ id: memberId, user_id: user.id, network_id: input.networkId, role: input.role, display_name: input.displayName ?? email, invited_by: input.invitedBy, created_at: at, revoked_at: null })
          .execute();
      }
      if (input.siteIds.length) await trx.insertInto('member_sites').values([...new Set(input.siteIds)].map((site_id) => ({ member_id: memberId, site_id }))).execute();
      // A back-office invitation or `npm run admin` is recorded; the demo seed (no actor) is not.
      if (input.actor) {
        const before = existing ? { email, displayName: existing.display_name, role: existing.role, sites: previousSites, active: existing.revoked_at === null } : null;
        const after = { email, displayName: input.displayName ?? email, role: input.role, sites: [...new Set(input.siteIds)].sort(), active: true };
        await this.audit.record(trx, { networkId: input.networkId, siteId: input.siteIds.length === 1 ? input.siteIds[0] : null, actor: input.actor, action: 'member.invite', targetType: 'member', targetId: memberId, changes: changedFields(before, after) }, now);
      }
      return memberId;
    });
  }

  /** Members of a network, newest first. */
  async listOfNetwork(networkId: string): Promise<MemberListItem[]> {
    const rows = await this.db
      .selectFrom('members')
      .innerJoin('auth_user', 'auth_user.id', 'members.user_id')
      .select(['members.id', 'auth_user.email', 'members.display_name', 'members.role', 'members.created_at', 'members.revoked_at'])
      .where('members.network_id', '=', networkId)
      .orderBy('members.created_at', 'desc')
      .execute();
    const grants = rows.length ? await this.db.selectFrom('member_sites').selectAll().where('member_id', 'in', rows.map((r) => r.id)).execute() : [];
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      displayName: r.display_name,
      role: r.role,
      siteIds: grants.filter((g) => g.member_id === r.id).map((g) => g.site_id),
      createdAt: r.created_at,
      revokedAt: r.revoked_at,
    }));
  }

  /**
   * Revokes a member of the given network: its sessions are deleted at once (every instance reads
   * sessions from the database), so its next request is signed out. False when no such member there.
   */
  async revoke(networkId: string, memberId: string, actor: AuditActor, now = new Date()): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const member = await trx
        .selectFrom('members')
        .innerJoin('auth_user', 'auth_user.id', 'members.user_id')
        .select(['members.id', 'members.user_id', 'auth_user.email'])
        .where('members.id', '=', memberId)
        .where('members.network_id', '=', networkId)
        .where('members.revoked_at', 'is', null)
        .executeTakeFirst();
      if (!member) return false;
      await trx.updateTable('members').set({ revoked_at: now.toISOString() }).where('id', '=', member.id).execute();
      const sessions = await trx.deleteFrom('auth_session').where('userId', '=', member.user_id).executeTakeFirst();
      await this.audit.record(
        trx,
        { networkId, actor, action: 'member.revoke', targetType: 'member', targetId: member.id, changes: { email: { before: member.email, after: member.email }, active: { before: true, after: false }, sessions: { before: Number(sessions.numDeletedRows), after: 0 } } },
        now,
      );
      return true;
    });
  }

  /** 'Sign out everywhere': every session of the user. */
  async endAllSessions(userId: string): Promise<number> {
    const result = await this.db.deleteFrom('auth_session').where('userId', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Advisers (and owners) of a site a lead may be assigned to: active members granted that site. */
  async assigneesOfSite(networkId: string, siteId: string): Promise<{ id: string; displayName: string; email: string; role: Role }[]> {
    const rows = await this.db
      .selectFrom('members')
      .innerJoin('member_sites', 'member_sites.member_id', 'members.id')
      .innerJoin('auth_user', 'auth_user.id', 'members.user_id')
      .select(['members.id', 'members.display_name', 'auth_user.email', 'members.role'])
      .where('members.network_id', '=', networkId)
      .where('member_sites.site_id', '=', siteId)
      .where('members.revoked_at', 'is', null)
      .where('members.role', '=', 'adviser')
      .orderBy('members.display_name')
      .execute();
    return rows.map((r) => ({ id: r.id, displayName: r.display_name, email: r.email, role: r.role }));
  }
}

export class InvitationError extends Error {}
