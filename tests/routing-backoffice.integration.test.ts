import { describe, expect, it } from 'vitest';
import * as diagContact from '../app/routes/api.contact';
import { action as leadAction, loader as leadLoader } from '../app/routes/gestion/lead';
import { action as routingAction, loader as routingLoader } from '../app/routes/gestion/routing';
import { loader as spamLoader } from '../app/routes/gestion/spam';
import type { Db } from '../server/db/database.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { ADMIN_ORIGIN, backofficeContext, formPost, statusOf } from './helpers/backoffice';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';
import { jsonPost, routeContext } from './helpers/test-services';

const ADMIN = 'admin@reseau.example'; // network admin of Maisonfort
const DIAG_ADMIN = 'admin@diageo.example'; // network admin of Diagéo, added here
const LEA = 'lea.garnier@maisonfort.example'; // owner of sevran
const THOMAS = 'thomas.garnier@maisonfort.example'; // adviser of sevran

async function memberIdOf(db: Db, email: string): Promise<string> {
  return (await db.selectFrom('members').innerJoin('auth_user', 'auth_user.id', 'members.user_id').select('members.id').where('auth_user.email', '=', email).executeTakeFirstOrThrow()).id;
}

const post = async (services: Services, who: string, fields: Record<string, string | string[]>, action: (args: never) => unknown = routingAction as never, path = '/gestion/routage', params: Record<string, string> = {}) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const value of Array.isArray(v) ? v : [v]) body.append(k, value);
  const request = new Request(`${ADMIN_ORIGIN}${path}`, { method: 'POST', body, headers: { origin: ADMIN_ORIGIN } });
  return statusOf(async () => action({ request, url: new URL(request.url), params, context: await backofficeContext(services, who) } as never));
};
const get = async (services: Services, who: string, loader: (args: never) => unknown, path: string, params: Record<string, string> = {}) => {
  const request = new Request(`${ADMIN_ORIGIN}${path}`);
  let result: unknown;
  const status = await statusOf(async () => (result = await loader({ request, url: new URL(request.url), params, context: await backofficeContext(services, who) } as never)));
  return { status, result: result as Record<string, unknown> };
};

/** Everything a routing write could touch, read back. */
async function snapshot(db: Db) {
  return {
    rules: await db.selectFrom('routing_rules').selectAll().orderBy('id').execute(),
    availability: await db.selectFrom('member_availability').selectAll().orderBy('member_id').execute(),
    settings: await db.selectFrom('routing_settings').selectAll().orderBy('network_id').execute(),
    audit: await db.selectFrom('audit_events').select('id').orderBy('id').execute(),
  };
}

describe.each(TEST_DATABASES)('routing back-office on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  async function setUp() {
    await seedBackoffice(services.db, services.backoffice.members);
    await services.backoffice.members.invite({ email: DIAG_ADMIN, displayName: 'Admin Diagéo', role: 'network-admin', networkId: 'diageo', siteIds: [], invitedBy: null });
    return { thomas: await memberIdOf(services.db, THOMAS), lea: await memberIdOf(services.db, LEA) };
  }

  it('the network admin adds a rule (stored, audited), moves it, and the default rule stays last and cannot be deleted', async () => {
    const { thomas, lea } = await setUp();
    const rule = { intent: 'add', name: 'Seine-Saint-Denis', departments: '93, 94', site: 'sevran', strategy: 'weighted', member: [thomas, lea], [`weight-${thomas}`]: '3', [`weight-${lea}`]: '1' };
    expect(await post(services, ADMIN, rule)).toBe(303);
    expect(await post(services, ADMIN, { ...rule, name: 'Corse', departments: '2A 2B', member: [lea] })).toBe(303);
    const stored = await services.db.selectFrom('routing_rules').selectAll().where('network_id', '=', 'maisonfort').orderBy('position').execute();
    expect(stored.map((r) => [r.name, r.position, JSON.parse(r.departments)])).toEqual([
      ['Seine-Saint-Denis', 1, ['93', '94']],
      ['Corse', 2, ['2A', '2B']],
    ]);
    expect(JSON.parse(stored[0]!.targets)).toEqual([{ memberId: thomas, weight: 3 }, { memberId: lea, weight: 1 }]);
    const audit = await services.db.selectFrom('audit_events').select(['action', 'target_id']).where('action', '=', 'routing.rule.create').execute();
    expect(audit.map((a) => a.target_id).sort()).toEqual(stored.map((r) => r.id).sort());
    expect(await post(services, ADMIN, { intent: 'up', rule: stored[1]!.id })).toBe(303);
    const moved = await services.db.selectFrom('routing_rules').select(['name']).where('network_id', '=', 'maisonfort').orderBy('position').execute();
    expect(moved.map((r) => r.name)).toEqual(['Corse', 'Seine-Saint-Denis']);
    const { result } = await get(services, ADMIN, routingLoader as never, '/gestion/routage');
    expect((result.rules as { name: string; isDefault: boolean }[]).map((r) => r.name)).toEqual(['Corse', 'Seine-Saint-Denis', 'Règle par défaut']);
    expect(await post(services, ADMIN, { intent: 'delete', rule: 'maisonfort:default' })).toBe(404);
    expect(await post(services, ADMIN, { intent: 'delete', rule: stored[0]!.id })).toBe(303);
    expect(await services.db.selectFrom('routing_rules').select('id').where('id', '=', stored[0]!.id).executeTakeFirst()).toBeUndefined();
  });

  it('a bad rule answers 400 with the message next to its field, and stores nothing', async () => {
    await setUp();
    const before = await snapshot(services.db);
    const request = formPost('/gestion/routage', { intent: 'add', name: 'X', departments: '20', strategy: 'round-robin' });
    const answer = (await routingAction({ request, params: {}, context: await backofficeContext(services, ADMIN) } as never)) as { init: { status: number }; data: { errors: Record<string, string> } };
    expect(answer.init.status).toBe(400);
    expect(answer.data.errors.departments).toBe('Département inconnu : écrivez par exemple 93, 2A ou 971.');
    expect(await snapshot(services.db)).toEqual(before);
  });

  it('the admin marks Thomas on leave: stored, audited, and his listing lead goes by the next rule, the lead page saying why', async () => {
    const { thomas, lea } = await setUp();
    expect(await post(services, ADMIN, { intent: 'availability', member: thomas, absentUntil: '2099-01-31', day: ['1', '2', '3', '4', '5'], start: '09:00', end: '18:00' })).toBe(303);
    const availability = await services.db.selectFrom('member_availability').selectAll().where('member_id', '=', thomas).executeTakeFirstOrThrow();
    expect(availability.absent_until).toBe('2099-01-31');
    expect(JSON.parse(availability.working_hours!)).toEqual({ days: [1, 2, 3, 4, 5], start: '09:00', end: '18:00' });
    const audited = await services.db.selectFrom('audit_events').select(['actor', 'changes']).where('action', '=', 'member.availability').where('target_id', '=', thomas).executeTakeFirstOrThrow();
    expect(audited.actor).toBe(ADMIN);
    expect(JSON.parse(audited.changes).absentUntil).toEqual({ before: null, after: '2099-01-31' });
    const site = (await services.sites.byId('sevran'))!;
    const { lead } = await services.leads.submit(site, { type: 'bien-contact', endpoint: 'test', firstname: 'Inès', recipients: [THOMAS], routing: { adviserEmail: THOMAS, postcode: '93270', price: 200_000 } });
    const { status, result } = await get(services, LEA, leadLoader as never, `/gestion/prospects/${lead.id}`, { leadId: lead.id });
    expect(status).toBe(200);
    const routing = result.routing as { assigneeName: string; decision: { steps: { outcome: string; skipped: { reason: string; until?: string }[] }[] } };
    expect(routing.assigneeName).toBe('Léa Garnier (Sevran)');
    expect(routing.decision.steps[0]).toMatchObject({ outcome: 'nobody-available', skipped: [{ reason: 'absent', until: '2099-01-31' }] });
    expect((await services.db.selectFrom('leads').select('assigned_member_id').where('id', '=', lead.id).executeTakeFirstOrThrow()).assigned_member_id).toBe(lea);
    // Léa is the assignee: opening the page stopped the escalation clock.
    expect((await services.db.selectFrom('lead_assignments').select('opened_at').where('lead_id', '=', lead.id).executeTakeFirstOrThrow()).opened_at).not.toBeNull();
  });

  it('the spam view lists a lead marked spam with who marked it, and counts the honeypot’s catches', async () => {
    await setUp();
    const site = (await services.sites.byId('sevran'))!;
    const { lead } = await services.leads.submit(site, { type: 'contact', endpoint: 'test', firstname: 'Robot' });
    expect(await post(services, LEA, { intent: 'status', status: 'spam' }, leadAction as never, `/gestion/prospects/${lead.id}`, { leadId: lead.id })).toBe(303);
    for (let i = 0; i < 3; i++) {
      const response = await diagContact.action({ request: jsonPost('http://x.localhost/api', { name: 'Bot', email: 'bot@example.fr', message: 'spam', website: 'http://spam' }), context: (await routeContext(services, 'diag-paris15')) as never, params: {} } as never);
      expect(response.status).toBe(200);
    }
    const { result } = await get(services, ADMIN, spamLoader as never, '/gestion/spam');
    expect(result.total).toBe(1);
    expect(result.leads).toMatchObject([{ id: lead.id, markedBy: 'Léa Garnier (Sevran)' }]);
    // diag-paris15 is Diagéo's: not in Maisonfort's counts; Diagéo's admin sees its 3 catches.
    expect(result.catches).toEqual([]);
    const diag = await get(services, DIAG_ADMIN, spamLoader as never, '/gestion/spam');
    expect(diag.result.catches).toMatchObject([{ siteId: 'diag-paris15', last30: 3, total: 3 }]);
    expect(diag.result.leads).toEqual([]);
    const stored = await services.db.selectFrom('honeypot_catches').select(['site_id', 'count']).execute();
    expect(stored.map((c) => [c.site_id, Number(c.count)])).toEqual([['diag-paris15', 3]]);
  });

  it.each([
    ['a site owner', LEA],
    ['an adviser', THOMAS],
  ])('%s does not see the routing and spam pages (404)', async (_who, email) => {
    await setUp();
    expect((await get(services, email, routingLoader as never, '/gestion/routage')).status).toBe(404);
    expect((await get(services, email, spamLoader as never, '/gestion/spam')).status).toBe(404);
    const before = await snapshot(services.db);
    expect(await post(services, email, { intent: 'escalation', minutes: '30' })).toBe(404);
    expect(await snapshot(services.db)).toEqual(before);
  });

  it('another network’s admin gets 404 on every routing write of Maisonfort, and nothing changes', async () => {
    const { thomas, lea } = await setUp();
    expect(await post(services, ADMIN, { intent: 'add', name: 'Sevran', strategy: 'member', member: [lea] })).toBe(303);
    const rule = await services.db.selectFrom('routing_rules').select('id').where('network_id', '=', 'maisonfort').executeTakeFirstOrThrow();
    const before = await snapshot(services.db);
    const attempts: Record<string, string | string[]>[] = [
      { intent: 'delete', rule: rule.id },
      { intent: 'up', rule: rule.id },
      { intent: 'down', rule: rule.id },
      { intent: 'delete', rule: 'maisonfort:default' },
      { intent: 'availability', member: thomas, absentUntil: '2099-01-01', day: ['1'], start: '09:00', end: '18:00' },
      { intent: 'add', name: 'Vol', strategy: 'member', member: [thomas] },
      { intent: 'add', name: 'Vol', strategy: 'site-owner', site: 'sevran' },
    ];
    for (const fields of attempts) expect([fields.intent, await post(services, DIAG_ADMIN, fields)]).toEqual([fields.intent, 404]);
    expect(await snapshot(services.db)).toEqual(before);
    // Its own page lists its own network only.
    const { result } = await get(services, DIAG_ADMIN, routingLoader as never, '/gestion/routage');
    expect((result.members as { id: string }[]).map((m) => m.id)).not.toContain(thomas);
    expect((result.sites as { id: string }[]).map((s) => s.id)).not.toContain('sevran');
  });
});
