import { isRole, type Role } from '../../domain/backoffice/grants';
import type { Db } from '../db/database.server';
import { type MembersRepository, normaliseEmail } from './members.server';

export interface InviteCommand {
  email: string;
  role: Role;
  networkId: string;
  siteIds: string[];
  name: string | null;
}

export const ADMIN_USAGE = 'usage : npm run admin -- invite <e-mail> --role network-admin|site-owner|adviser --network <id> [--site <id>]… [--name "Nom affiché"]';

/** Reads `invite <email> --role … --network … [--site …] [--name …]`; a French message naming what is wrong otherwise. */
export function parseAdminCommand(argv: readonly string[]): InviteCommand | { error: string } {
  const args = argv.filter((a) => a !== '--');
  if (args[0] !== 'invite') return { error: ADMIN_USAGE };
  const email = args[1];
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { error: `adresse e-mail invalide.\n${ADMIN_USAGE}` };
  const options = new Map<string, string[]>();
  for (let i = 2; i < args.length; i += 2) {
    const name = args[i];
    const value = args[i + 1];
    if (!name?.startsWith('--') || value === undefined || value.startsWith('--')) return { error: `option incomplète : ${name ?? ''}\n${ADMIN_USAGE}` };
    options.set(name, [...(options.get(name) ?? []), value]);
  }
  const role = options.get('--role')?.[0];
  if (!isRole(role)) return { error: `rôle manquant ou inconnu (network-admin, site-owner, adviser).\n${ADMIN_USAGE}` };
  const networkId = options.get('--network')?.[0];
  if (!networkId) return { error: `réseau manquant (--network).\n${ADMIN_USAGE}` };
  const siteIds = options.get('--site') ?? [];
  if (role !== 'network-admin' && !siteIds.length) return { error: `un ${role} a besoin d’au moins un site (--site).\n${ADMIN_USAGE}` };
  return { email: normaliseEmail(email), role, networkId, siteIds, name: options.get('--name')?.[0] ?? null };
}

/**
 * Runs an invitation from the command line: a network that does not exist yet is created (the first
 * administrator of a fresh install), then the member. Returns the member id.
 */
export async function runInvite(db: Db, members: MembersRepository, command: InviteCommand, now = new Date()): Promise<{ memberId: string; networkCreated: boolean }> {
  const existing = await db.selectFrom('networks').select('id').where('id', '=', command.networkId).executeTakeFirst();
  if (!existing) await db.insertInto('networks').values({ id: command.networkId, name: command.networkId, created_at: now.toISOString() }).execute();
  const memberId = await members.invite({ email: command.email, displayName: command.name ?? undefined, role: command.role, networkId: command.networkId, siteIds: command.siteIds, invitedBy: null, actor: { memberId: null, label: 'npm run admin' } }, now);
  return { memberId, networkCreated: !existing };
}
