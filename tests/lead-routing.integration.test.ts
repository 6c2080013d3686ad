import { describe, expect, it } from 'vitest';
import type { Db } from '../server/db/database.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';

const LEA = 'lea.garnier@maisonfort.example'; // owner of sevran
const THOMAS = 'thomas.garnier@maisonfort.example'; // adviser of sevran, a Sevran listing's adviser
const ADMIN = 'admin@reseau.example';

export async function memberIdOf(db: Db, email: string): Promise<string> {
  const row = await db.selectFrom('members').innerJoin('auth_user', 'auth_user.id', 'members.user_id').select('members.id').where('auth_user.email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

async function propertyLead(services: Services, adviserEmail = THOMAS) {
  const site = (await services.sites.byId('sevran'))!;
  const { lead } = await services.leads.submit(site, {
    type: 'bien-contact',
    endpoint: '/api/bien-immobilier/contact',
    firstname: 'Inès',
    email: 'ines@example.fr',
    recipients: [adviserEmail],
    routing: { adviserEmail, postcode: '93270', price: 210_000 },
  });
  const stored = await services.db.selectFrom('leads').select(['assigned_member_id', 'recipients']).where('id', '=', lead.id).executeTakeFirstOrThrow();
  const assignment = await services.db.selectFrom('lead_assignments').selectAll().where('lead_id', '=', lead.id).executeTakeFirstOrThrow();
  return { lead, stored, assignment, decision: JSON.parse(assignment.decision) as { via: string; ruleId: string | null; assigneeName: string; steps: { outcome: string; skipped: { reason: string }[] }[] } };
}

async function addRule(db: Db, id: string, values: { position: number; strategy: string; targets: { memberId: string; weight: number }[]; departments?: string[]; forms?: string[] }) {
  const at = new Date().toISOString();
  await db
    .insertInto('routing_rules')
    .values({ id, network_id: 'maisonfort', position: values.position, name: id, is_default: 0, site_ids: '[]', forms: JSON.stringify(values.forms ?? []), departments: JSON.stringify(values.departments ?? []), price_min: null, price_max: null, strategy: values.strategy, targets: JSON.stringify(values.targets), created_at: at, updated_at: at })
    .execute();
}

describe.each(TEST_DATABASES)('lead routing on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it('a lead from a Sevran listing is stored assigned to the listing adviser, with why', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const thomas = await memberIdOf(services.db, THOMAS);
    const { stored, assignment, decision } = await propertyLead(services);
    expect(stored.assigned_member_id).toBe(thomas);
    expect(assignment.member_id).toBe(thomas);
    expect(decision.via).toBe('listing-adviser');
    expect(decision.assigneeName).toBe('Thomas Garnier');
    expect(JSON.parse(stored.recipients as string)).toEqual([THOMAS]);
  });

  it('with the adviser absent, the lead goes by the next rule (the default: the site owner) and its e-mail to her', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const thomas = await memberIdOf(services.db, THOMAS);
    const lea = await memberIdOf(services.db, LEA);
    await services.db.insertInto('member_availability').values({ member_id: thomas, absent_until: '2099-12-31', working_hours: null, updated_at: new Date().toISOString() }).execute();
    const { stored, decision } = await propertyLead(services);
    expect(stored.assigned_member_id).toBe(lea);
    expect(decision.via).toBe('rule');
    expect(decision.ruleId).toBe('maisonfort:default');
    expect(decision.steps[0]).toMatchObject({ outcome: 'nobody-available', skipped: [{ reason: 'absent' }] });
    expect(JSON.parse(stored.recipients as string)).toEqual([LEA]);
    // The default rule is stored at its first use, and its count with it.
    const count = await services.db.selectFrom('routing_counts').select('assigned').where('rule_id', '=', 'maisonfort:default').where('member_id', '=', lea).executeTakeFirstOrThrow();
    expect(Number(count.assigned)).toBe(1);
  });

  it('a rule by département with weighted round robin shares 10 leads 3:2, counts stored', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const thomas = await memberIdOf(services.db, THOMAS);
    const lea = await memberIdOf(services.db, LEA);
    await addRule(services.db, 'seine-saint-denis', { position: 1, strategy: 'weighted', departments: ['93'], targets: [{ memberId: lea, weight: 3 }, { memberId: thomas, weight: 2 }] });
    const site = (await services.sites.byId('sevran'))!;
    for (let i = 0; i < 10; i++) await services.leads.submit(site, { type: 'agence-lead', endpoint: 'test', firstname: `N${i}`, payload: { address: '3 rue de Paris, 93270 Sevran' } });
    const counts = await services.db.selectFrom('routing_counts').select(['member_id', 'assigned']).where('rule_id', '=', 'seine-saint-denis').execute();
    expect(Object.fromEntries(counts.map((c) => [c.member_id, Number(c.assigned)]))).toEqual({ [lea]: 6, [thomas]: 4 });
    const assigned = await services.db.selectFrom('leads').select('assigned_member_id').where('endpoint', '=', 'test').execute();
    expect(assigned.filter((a) => a.assigned_member_id === lea)).toHaveLength(6);
  });

  it('a lead of a site in no network is stored unassigned and unrouted', async () => {
    const site = (await services.sites.byId('sevran'))!;
    // No seedBackoffice: sites have no network yet.
    const { lead } = await services.leads.submit(site, { type: 'contact', endpoint: 'test', firstname: 'X' });
    const stored = await services.db.selectFrom('leads').select('assigned_member_id').where('id', '=', lead.id).executeTakeFirstOrThrow();
    expect(stored.assigned_member_id).toBeNull();
    expect(await services.db.selectFrom('lead_assignments').selectAll().execute()).toEqual([]);
  });

  it('a revoked named member is skipped: the network admin rule after it takes the lead', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const thomas = await memberIdOf(services.db, THOMAS);
    const admin = await memberIdOf(services.db, ADMIN);
    await services.db.updateTable('members').set({ revoked_at: new Date().toISOString() }).where('id', '=', thomas).execute();
    await addRule(services.db, 'thomas-first', { position: 1, strategy: 'member', targets: [{ memberId: thomas, weight: 1 }] });
    await addRule(services.db, 'admin-next', { position: 2, strategy: 'member', targets: [{ memberId: admin, weight: 1 }] });
    const { stored, decision } = await propertyLead(services, 'nobody@example.fr');
    expect(stored.assigned_member_id).toBe(admin);
    expect(decision.ruleId).toBe('admin-next');
    expect(decision.steps[0]).toMatchObject({ outcome: 'nobody-available', skipped: [{ reason: 'inactive' }] });
  });
});
