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
  // A few leads to read on a fresh clone (fictional people, .example addresses), the first one late.
  for (const [index, lead] of DEMO_LEADS.entries()) {
    if (!known.has(lead.site_id)) continue;
    const id = `demo-lead-${index + 1}`;
    const createdAt = new Date(now.getTime() - lead.hoursAgo * 3_600_000).toISOString();
    const { hoursAgo: _hours, ...row } = lead;
    await db
      .insertInto('leads')
      .values({ ...row, id, idempotency_key: id, created_at: createdAt, status: lead.status })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  return added;
}

const DEMO_LEADS = [
  { site_id: 'sevran', type: 'agence-lead', endpoint: '/api/expertimo/lead', firstname: 'Nadia', lastname: null, email: 'nadia.demo@example.fr', phone: '06 39 98 00 00', message: null, payload: JSON.stringify({ kind: 'estimation', address: '3 rue de Paris, 93270 Sevran', utm: { utm_source: 'google', utm_medium: 'cpc', gclid: 'demo-gclid' } }), status: 'nouveau', hoursAgo: 30 },
  { site_id: 'sevran', type: 'agence-contact', endpoint: '/api/expertimo/contact', firstname: 'Karim', lastname: 'Benali', email: 'karim.demo@example.fr', phone: '06 12 00 00 01', message: 'Bonjour, nous souhaitons vendre notre pavillon à Aulnay-sous-Bois.', payload: '{}', status: 'en_cours', hoursAgo: 50 },
  { site_id: 'reseau', type: 'estimation', endpoint: '/api/evaluation', firstname: 'Sophie', lastname: 'Martin', email: 'sophie.demo@example.fr', phone: '06 12 00 00 02', message: null, payload: JSON.stringify({ property: { type: 'appartement', surface: 64 }, address: '10 rue de Lyon, 75012 Paris' }), status: 'nouveau', hoursAgo: 2 },
  { site_id: 'diag-paris15', type: 'devis', endpoint: '/api/devis', firstname: 'Paul', lastname: 'Lefèvre', email: 'paul.demo@example.fr', phone: '06 12 00 00 03', message: 'DPE et amiante avant vente.', payload: JSON.stringify({ diagnostics: ['dpe', 'amiante'], surface: 48 }), status: 'nouveau', hoursAgo: 5 },
  { site_id: 'diag-paris15', type: 'contact', endpoint: '/api/contact', firstname: 'Julie', lastname: 'Roux', email: 'julie.demo@example.fr', phone: null, message: 'Êtes-vous disponibles samedi ?', payload: '{}', status: 'gagne', hoursAgo: 80 },
] as const;
