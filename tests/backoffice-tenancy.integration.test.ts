import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loader as exportLoader } from '../app/routes/gestion/export';
import { loader as inboxLoader } from '../app/routes/gestion/inbox';
import { action as leadAction, loader as leadLoader } from '../app/routes/gestion/lead';
import { action as membersAction, loader as membersLoader } from '../app/routes/gestion/members';
import type { Db } from '../server/db/database.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { ADMIN_ORIGIN, backofficeContext, formPost, statusOf } from './helpers/backoffice';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';

const LEA = 'lea.garnier@maisonfort.example'; // owner of sevran (Maisonfort network)
const CLAIRE = 'claire.vasseur@diageo.example'; // owner of diag-paris15 (Diagéo network)
const ADMIN = 'admin@reseau.example'; // network admin of Maisonfort
const THOMAS = 'thomas.garnier@maisonfort.example'; // adviser of sevran, assigned nothing
const DIAG_ADVISER = 'technicien@diageo.example'; // adviser of diag-paris15, for foreign assignments

async function addLead(db: Db, siteId: string): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('leads')
    .values({ id, site_id: siteId, type: 'contact', endpoint: '/api/contact/', idempotency_key: id, firstname: 'Test', lastname: siteId, email: `${siteId}@example.fr`, phone: '0600000000', message: 'Bonjour', payload: '{}', created_at: new Date().toISOString() })
    .execute();
  return id;
}

/** Everything a back-office write could touch, read back from the database. */
async function snapshot(db: Db) {
  return {
    leads: await db.selectFrom('leads').select(['id', 'status', 'assigned_member_id', 'updated_at']).orderBy('id').execute(),
    events: await db.selectFrom('lead_events').selectAll().orderBy('id').execute(),
    members: await db.selectFrom('members').select(['id', 'role', 'revoked_at']).orderBy('id').execute(),
    grants: await db.selectFrom('member_sites').selectAll().orderBy('member_id').orderBy('site_id').execute(),
    users: await db.selectFrom('auth_user').select(['id', 'email']).orderBy('id').execute(),
    sessions: await db.selectFrom('auth_session').select('id').orderBy('id').execute(),
    mails: await db.selectFrom('mail_deliveries').select('id').orderBy('id').execute(),
  };
}

async function memberId(db: Db, email: string): Promise<string> {
  const row = await db.selectFrom('members').innerJoin('auth_user', 'auth_user.id', 'members.user_id').select('members.id').where('auth_user.email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

type Attempt = { who: string; what: string; run: (services: Services) => Promise<number> };

const get = (loader: (args: never) => unknown, who: string, path: string, params: Record<string, string> = {}) => async (services: Services) => {
  const request = new Request(`${ADMIN_ORIGIN}${path}`);
  return statusOf(async () => loader({ request, url: new URL(request.url), params, context: await backofficeContext(services, who) } as never));
};
const post = (action: (args: never) => unknown, who: string, path: string, fields: Record<string, string>, params: Record<string, string> = {}) => async (services: Services) => {
  const request = formPost(path, fields);
  return statusOf(async () => action({ request, url: new URL(request.url), params, context: await backofficeContext(services, who) } as never));
};

describe.each(TEST_DATABASES)('back-office tenancy on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it('another tenant’s ids answer 404 on every back-office URL and action, and nothing changes (read back from the database)', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    await services.backoffice.members.invite({ email: DIAG_ADVISER, displayName: 'Technicien Diagéo', role: 'adviser', networkId: 'diageo', siteIds: ['diag-paris15'], invitedBy: null });
    const leads = { sevran: await addLead(db, 'sevran'), versailles: await addLead(db, 'agence-versailles'), paris15: await addLead(db, 'diag-paris15'), annecy: await addLead(db, 'diag-annecy') };
    const ids = { thomas: await memberId(db, THOMAS), diagAdviser: await memberId(db, DIAG_ADVISER), claire: await memberId(db, CLAIRE), lea: await memberId(db, LEA) };

    const onLead = (who: string, leadId: string, label: string): Attempt[] => {
      const path = `/gestion/prospects/${leadId}`;
      const params = { leadId };
      return [
        { who, what: `GET ${label}`, run: get(leadLoader, who, path, params) },
        { who, what: `status en_cours on ${label}`, run: post(leadAction, who, path, { intent: 'status', status: 'en_cours' }, params) },
        { who, what: `status spam on ${label}`, run: post(leadAction, who, path, { intent: 'status', status: 'spam' }, params) },
        { who, what: `note on ${label}`, run: post(leadAction, who, path, { intent: 'note', note: 'intrusion' }, params) },
        { who, what: `assign ${label} to an adviser of Maisonfort`, run: post(leadAction, who, path, { intent: 'assign', member: ids.thomas }, params) },
        { who, what: `assign ${label} to an adviser of Diagéo`, run: post(leadAction, who, path, { intent: 'assign', member: ids.diagAdviser }, params) },
      ];
    };
    const attempts: Attempt[] = [
      // A site owner, on the other network's leads and on a site of its own network it does not own.
      ...onLead(LEA, leads.paris15, 'a diag-paris15 lead'),
      ...onLead(LEA, leads.versailles, 'a Versailles lead'),
      ...onLead(LEA, leads.annecy, 'a diag-annecy lead'),
      ...onLead(CLAIRE, leads.sevran, 'a Sevran lead'),
      ...onLead(CLAIRE, leads.annecy, 'a diag-annecy lead'),
      // A network admin, on the other network.
      ...onLead(ADMIN, leads.paris15, 'a diag-paris15 lead'),
      // An adviser, on a lead of its own site that is not assigned to it.
      ...onLead(THOMAS, leads.sevran, 'an unassigned Sevran lead'),
      // Its own lead, assigned to a member of the other network.
      { who: LEA, what: 'assign its own lead to a Diagéo adviser', run: post(leadAction, LEA, `/gestion/prospects/${leads.sevran}`, { intent: 'assign', member: ids.diagAdviser }, { leadId: leads.sevran }) },
      { who: ADMIN, what: 'assign a Sevran lead to a Diagéo adviser', run: post(leadAction, ADMIN, `/gestion/prospects/${leads.sevran}`, { intent: 'assign', member: ids.diagAdviser }, { leadId: leads.sevran }) },
      // The inbox and the export filtered on another tenant's site.
      { who: LEA, what: 'inbox filtered on diag-paris15', run: get(inboxLoader, LEA, '/gestion?site=diag-paris15') },
      { who: LEA, what: 'inbox filtered on agence-versailles', run: get(inboxLoader, LEA, '/gestion?site=agence-versailles') },
      { who: CLAIRE, what: 'inbox filtered on sevran', run: get(inboxLoader, CLAIRE, '/gestion?site=sevran') },
      { who: ADMIN, what: 'inbox filtered on diag-paris15', run: get(inboxLoader, ADMIN, '/gestion?site=diag-paris15') },
      { who: LEA, what: 'export filtered on diag-paris15', run: get(exportLoader, LEA, '/gestion/export?site=diag-paris15') },
      { who: CLAIRE, what: 'export filtered on sevran', run: get(exportLoader, CLAIRE, '/gestion/export?site=sevran') },
      // Members: a page and actions of network admins only, within their own network.
      { who: LEA, what: 'members page as a site owner', run: get(membersLoader, LEA, '/gestion/membres') },
      { who: THOMAS, what: 'members page as an adviser', run: get(membersLoader, THOMAS, '/gestion/membres') },
      { who: LEA, what: 'revoke an adviser as a site owner', run: post(membersAction, LEA, '/gestion/membres', { intent: 'revoke', member: ids.thomas }) },
      { who: LEA, what: 'invite as a site owner', run: post(membersAction, LEA, '/gestion/membres', { intent: 'invite', email: 'x@example.fr', role: 'network-admin', site: '' }) },
      { who: ADMIN, what: 'revoke a member of the other network', run: post(membersAction, ADMIN, '/gestion/membres', { intent: 'revoke', member: ids.claire }) },
      { who: ADMIN, what: 'invite onto a site of the other network', run: post(membersAction, ADMIN, '/gestion/membres', { intent: 'invite', email: 'intrus@example.fr', role: 'site-owner', site: 'diag-paris15' }) },
      { who: CLAIRE, what: 'revoke a member of the other network as a site owner', run: post(membersAction, CLAIRE, '/gestion/membres', { intent: 'revoke', member: ids.lea }) },
    ];
    expect(attempts.length).toBeGreaterThanOrEqual(40);

    const before = await snapshot(db);
    const answers: string[] = [];
    for (const attempt of attempts) answers.push(`${attempt.who} — ${attempt.what}: ${await attempt.run(services)}`);
    expect(answers).toEqual(attempts.map((a) => `${a.who} — ${a.what}: 404`));
    expect(await snapshot(db)).toEqual(before);
  }, 60_000);

  it('within its own scope the same member reads and changes its lead (the 404s above are not a broken route)', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    const lead = await addLead(db, 'sevran');
    const thomas = await memberId(db, THOMAS);
    const path = `/gestion/prospects/${lead}`;
    expect(await get(leadLoader, LEA, path, { leadId: lead })(services)).toBe(200);
    expect(await post(leadAction, LEA, path, { intent: 'status', status: 'en_cours' }, { leadId: lead })(services)).toBe(303);
    expect(await post(leadAction, LEA, path, { intent: 'assign', member: thomas }, { leadId: lead })(services)).toBe(303);
    expect(await post(leadAction, LEA, path, { intent: 'note', note: 'Rappeler lundi' }, { leadId: lead })(services)).toBe(303);
    // Assigned now: the adviser sees it.
    expect(await get(leadLoader, THOMAS, path, { leadId: lead })(services)).toBe(200);
    const stored = await db.selectFrom('leads').select(['status', 'assigned_member_id']).where('id', '=', lead).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'en_cours', assigned_member_id: thomas });
    const events = await db.selectFrom('lead_events').select(['kind', 'detail']).where('lead_id', '=', lead).orderBy('created_at').execute();
    expect(events.map((e) => e.kind).sort()).toEqual(['assign', 'note', 'status']);
    expect(events.find((e) => e.kind === 'note')?.detail).toBe('Rappeler lundi');
  }, 60_000);
  it('the inbox finds a number stored in E.164 when it is typed the French way, and only in the member’s scope', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    const sevranLead = await addLead(db, 'sevran');
    const parisLead = await addLead(db, 'diag-paris15');
    await db.updateTable('leads').set({ phone: '+33639980001' }).where('id', 'in', [sevranLead, parisLead]).execute();
    const search = async (who: string, q: string) => {
      const url = new URL(`${ADMIN_ORIGIN}/gestion?q=${encodeURIComponent(q)}`);
      const page = (await inboxLoader({ request: new Request(url), url, params: {}, context: await backofficeContext(services, who) } as never)) as { leads: { id: string }[] };
      return page.leads.map((l) => l.id);
    };
    for (const typed of ['06 39 98 00 01', '0639980001', '+33 6 39 98 00 01', '39 98 00 01']) expect({ typed, found: await search(LEA, typed) }).toEqual({ typed, found: [sevranLead] });
    expect(await search(CLAIRE, '06 39 98 00 01')).toEqual([parisLead]);
  }, 60_000);
});
