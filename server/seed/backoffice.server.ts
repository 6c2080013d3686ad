import { sql } from 'kysely';
import type { Db } from '../db/database.server';
import type { MembersRepository } from '../backoffice/members.server';

/** The demo's two networks (issue 29): the diagnostics franchise and the adviser network. */
export const DEMO_NETWORKS = [
  { id: 'diageo', name: 'Diagéo (réseau de diagnostiqueurs)', families: ['diag'] },
  { id: 'maisonfort', name: 'Maisonfort Immobilier (réseau de conseillers)', families: ['immo', 'agence', 'recrutement'] },
] as const;

/** The demo's members: one network admin, the Sevran agency's owner, the diag-paris15 diagnostician, one adviser. */
export const DEMO_MEMBERS = [
  { email: 'admin@reseau.example', displayName: 'Administratrice du réseau', role: 'network-admin', networkId: 'maisonfort', siteIds: [] },
  { email: 'lea.garnier@maisonfort.example', displayName: 'Léa Garnier (Sevran)', role: 'site-owner', networkId: 'maisonfort', siteIds: ['sevran'] },
  { email: 'claire.vasseur@diageo.example', displayName: 'Claire Vasseur (Diagéo Paris 15)', role: 'site-owner', networkId: 'diageo', siteIds: ['diag-paris15'] },
  { email: 'thomas.garnier@maisonfort.example', displayName: 'Thomas Garnier', role: 'adviser', networkId: 'maisonfort', siteIds: ['sevran'] },
] as const;

/**
 * Puts every demo site in its network and creates the demo members, once (no member yet). Runs at each
 * demo start, so a database seeded before the back-office existed gets them too. Returns members added.
 */
export async function seedBackoffice(db: Db, members: MembersRepository, now = new Date()): Promise<number> {
  for (const network of DEMO_NETWORKS) {
    await db.insertInto('networks').values({ id: network.id, name: network.name, created_at: now.toISOString() }).onConflict((oc) => oc.column('id').doNothing()).execute();
    await db
      .updateTable('sites')
      .set({ network_id: network.id })
      .where('network_id', 'is', null)
      .where('family', 'in', [...network.families])
      .execute();
  }
  const existing = await db.selectFrom('members').select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  if (Number(existing?.n ?? 0) > 0) return 0;
  const known = new Set((await db.selectFrom('sites').select('id').execute()).map((s) => s.id));
  let added = 0;
  for (const member of DEMO_MEMBERS) {
    if (!member.siteIds.every((id) => known.has(id))) continue;
    await members.invite({ ...member, siteIds: member.siteIds, invitedBy: null }, now);
    added += 1;
  }
  return added;
}
