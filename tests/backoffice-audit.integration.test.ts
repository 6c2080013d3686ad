import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { action as leadAction } from '../app/routes/gestion/lead';
import { action as membersAction } from '../app/routes/gestion/members';
import type { Db } from '../server/db/database.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { ADMIN, CLAIRE, getAs, journalLoader, LEA, newSiteAction, shownFields, siteAction, statusOfPost, THOMAS } from './helpers/backoffice-sites';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';

const DIAG_ADMIN = 'admin@diageo.example';

async function addLead(db: Db, siteId: string): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('leads')
    .values({ id, site_id: siteId, type: 'contact', endpoint: '/api/contact/', idempotency_key: id, firstname: 'Test', lastname: siteId, email: `${siteId}@example.fr`, phone: '0600000000', message: 'Bonjour', payload: '{}', created_at: new Date().toISOString() })
    .execute();
  return id;
}

const memberIdOf = async (db: Db, email: string) =>
  (await db.selectFrom('members').innerJoin('auth_user', 'auth_user.id', 'members.user_id').select('members.id').where('auth_user.email', '=', email).executeTakeFirstOrThrow()).id;

type Journal = { total: number; entries: { createdAt: string; actor: string; action: string; targetType: string; targetId: string; siteId: string | null; changes: Record<string, { before: unknown; after: unknown }> }[] };

describe.each(TEST_DATABASES)('audit log of back-office writes on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it('every write type leaves one entry (who, what, before → after), read back in its network’s journal, never in another network’s', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    await services.backoffice.members.invite({ email: DIAG_ADMIN, displayName: 'Admin Diagéo', role: 'network-admin', networkId: 'diageo', siteIds: [], invitedBy: null });
    // The demo seed writes no entry (no member made it).
    expect(Number((await db.selectFrom('audit_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(0);
    const sevranLead = await addLead(db, 'sevran');
    const parisLead = await addLead(db, 'diag-paris15');
    const thomas = await memberIdOf(db, THOMAS);
    const leadPath = `/gestion/prospects/${sevranLead}`;

    const run = async (label: string, status: Promise<number>, expected = 303) => expect([label, await status]).toEqual([label, expected]);
    await run('site.update', statusOfPost(services, siteAction, ADMIN, '/gestion/sites/sevran', { ...(await shownFields(services, ADMIN, 'sevran')), 'settings.numeroTel': '01 99 00 93 99' }, { siteId: 'sevran' }));
    await run('site.unpublish', statusOfPost(services, siteAction, ADMIN, '/gestion/sites/sevran', { intent: 'unpublish' }, { siteId: 'sevran' }));
    await run('site.publish', statusOfPost(services, siteAction, ADMIN, '/gestion/sites/sevran', { intent: 'publish' }, { siteId: 'sevran' }));
    await run('site.create', statusOfPost(services, newSiteAction, ADMIN, '/gestion/sites/nouveau', { family: 'agence', id: 'agence-lyon', name: 'Maisonfort Lyon', hosts: '' }));
    await run('lead.status', statusOfPost(services, leadAction, LEA, leadPath, { intent: 'status', status: 'en_cours' }, { leadId: sevranLead }));
    await run('lead.note', statusOfPost(services, leadAction, LEA, leadPath, { intent: 'note', note: 'Rappeler lundi' }, { leadId: sevranLead }));
    await run('lead.assign', statusOfPost(services, leadAction, LEA, leadPath, { intent: 'assign', member: thomas }, { leadId: sevranLead }));
    await run('member.invite', statusOfPost(services, membersAction, ADMIN, '/gestion/membres', { intent: 'invite', email: 'nouvelle@maisonfort.example', name: 'Nouvelle', role: 'adviser', site: 'sevran' }));
    const invited = await memberIdOf(db, 'nouvelle@maisonfort.example');
    await run('member.revoke', statusOfPost(services, membersAction, ADMIN, '/gestion/membres', { intent: 'revoke', member: invited }));
    // A write in the other network.
    await run('lead.status (Diagéo)', statusOfPost(services, leadAction, CLAIRE, `/gestion/prospects/${parisLead}`, { intent: 'status', status: 'spam' }, { leadId: parisLead }));

    const maisonfort = (await getAs(services, journalLoader, ADMIN, '/gestion/journal')) as Journal;
    expect(maisonfort.total).toBe(9);
    const byAction = Object.fromEntries(maisonfort.entries.map((e) => [e.action, e]));
    expect(maisonfort.entries.map((e) => e.action).sort()).toEqual(['lead.assign', 'lead.note', 'lead.status', 'member.invite', 'member.revoke', 'site.create', 'site.publish', 'site.unpublish', 'site.update']);
    // Newest first (two writes within one millisecond may come in either order).
    const times = maisonfort.entries.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(byAction['site.update']).toMatchObject({ actor: ADMIN, targetType: 'site', targetId: 'sevran', changes: { 'settings.numeroTel': { before: '0639982277', after: '01 99 00 93 99' } } });
    expect(byAction['site.unpublish']).toMatchObject({ actor: ADMIN, changes: { published: { before: true, after: false } } });
    expect(byAction['site.publish']).toMatchObject({ changes: { published: { before: false, after: true } } });
    expect(byAction['site.create']).toMatchObject({ targetId: 'agence-lyon', changes: { family: { before: null, after: 'agence' }, name: { before: null, after: 'Maisonfort Lyon' } } });
    expect(byAction['lead.status']).toMatchObject({ actor: LEA, targetType: 'lead', targetId: sevranLead, siteId: 'sevran', changes: { status: { before: 'nouveau', after: 'en_cours' } } });
    expect(byAction['lead.note']).toMatchObject({ actor: LEA, changes: { note: { before: null, after: 'Rappeler lundi' } } });
    expect(byAction['lead.assign']).toMatchObject({ actor: LEA, changes: { assignee: { before: null, after: 'Thomas Garnier' } } });
    expect(byAction['member.invite']).toMatchObject({ actor: ADMIN, targetType: 'member', targetId: invited, changes: { email: { before: null, after: 'nouvelle@maisonfort.example' }, role: { before: null, after: 'adviser' }, sites: { before: null, after: ['sevran'] } } });
    expect(byAction['member.revoke']).toMatchObject({ actor: ADMIN, targetId: invited, changes: { active: { before: true, after: false } } });
    // Filtered on a site: that site's entries only.
    const sevranOnly = (await getAs(services, journalLoader, ADMIN, '/gestion/journal?site=sevran')) as Journal;
    expect(sevranOnly.entries.every((e) => e.siteId === 'sevran')).toBe(true);
    expect(sevranOnly.total).toBe(7);

    // The other network's admin sees its own network's write, and none of the above.
    const diageo = (await getAs(services, journalLoader, DIAG_ADMIN, '/gestion/journal')) as Journal;
    expect(diageo.entries.map((e) => [e.actor, e.action, e.targetId])).toEqual([[CLAIRE, 'lead.status', parisLead]]);
  }, 120_000);
});
