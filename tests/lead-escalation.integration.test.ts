import { describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../server/db/database.server';
import { createLogger } from '../server/log/logger.server';
import { EscalationJob } from '../server/routing/escalation-job.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { AuditLog } from '../server/backoffice/audit-log.server';
import { freshServicesEach, type FreshServices } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';

const LEA = 'lea.garnier@maisonfort.example'; // owner of sevran
const THOMAS = 'thomas.garnier@maisonfort.example'; // adviser of sevran
const ADMIN = 'admin@reseau.example';

async function memberIdOf(db: Db, email: string): Promise<string> {
  return (await db.selectFrom('members').innerJoin('auth_user', 'auth_user.id', 'members.user_id').select('members.id').where('auth_user.email', '=', email).executeTakeFirstOrThrow()).id;
}

const minus = (iso: string, ms: number) => new Date(new Date(iso).getTime() - ms);

describe.each(TEST_DATABASES)('lead escalation on %s', (kind) => {
  let fresh: FreshServices;
  let services: Services;
  // A configured SMTP server: mails are queued (the outbox is not started, nothing is sent).
  freshServicesEach(kind, (f) => ((fresh = f), (services = f.services)), () => ({ SMTP_URL: 'smtp://127.0.0.1:9' }));

  async function setUp(rules: 'none' | 'admin-next' = 'none') {
    await seedBackoffice(services.db, services.backoffice.members);
    await services.db.insertInto('routing_settings').values({ network_id: 'maisonfort', escalation_minutes: 30, updated_at: new Date().toISOString() }).execute();
    const ids = { thomas: await memberIdOf(services.db, THOMAS), lea: await memberIdOf(services.db, LEA), admin: await memberIdOf(services.db, ADMIN) };
    if (rules === 'admin-next') {
      const at = new Date().toISOString();
      await services.db
        .insertInto('routing_rules')
        .values({ id: 'admin-next', network_id: 'maisonfort', position: 1, name: 'Admin', is_default: 0, site_ids: '[]', forms: '[]', departments: '[]', price_min: null, price_max: null, strategy: 'member', targets: JSON.stringify([{ memberId: ids.admin, weight: 1 }]), created_at: at, updated_at: at })
        .execute();
    }
    return { ...ids, ...(await submitLead()) };
  }

  async function submitLead() {
    const site = (await services.sites.byId('sevran'))!;
    const { lead } = await services.leads.submit(site, { type: 'bien-contact', endpoint: 'test', firstname: 'Inès', recipients: [THOMAS], routing: { adviserEmail: THOMAS, postcode: '93270', price: 210_000 } });
    const assignment = await services.db.selectFrom('lead_assignments').selectAll().where('lead_id', '=', lead.id).executeTakeFirstOrThrow();
    return { leadId: lead.id, dueAt: assignment.due_at! };
  }

  const assigneeOf = async (leadId: string) => (await services.db.selectFrom('leads').select('assigned_member_id').where('id', '=', leadId).executeTakeFirstOrThrow()).assigned_member_id;
  const mails = () => services.db.selectFrom('mail_deliveries').select(['recipient', 'subject']).where('ref', '=', 'escalation').orderBy('recipient').execute();

  it('an unopened lead passes at its due time, once with two instances: old and new assignees e-mailed, then the chain ends at the site owner', async () => {
    const { thomas, lea, admin, leadId, dueAt } = await setUp('admin-next');
    expect(await assigneeOf(leadId)).toBe(thomas);
    // A second instance: its own connection pool on PostgreSQL, the same database.
    const second = fresh.testDb.url ? createDatabase(fresh.testDb.url).db : services.db;
    const other = new EscalationJob(second, new AuditLog(second), createLogger('silent'), true);
    try {
      // A minute before: nothing.
      expect(await services.backoffice.escalation.run(minus(dueAt, 60_000))).toBe(0);
      expect(await assigneeOf(leadId)).toBe(thomas);
      // At the due time, both instances at once: one reassignment.
      const due = new Date(dueAt);
      const results = await Promise.all([services.backoffice.escalation.run(due), other.run(due)]);
      expect(results.filter((r) => r === 1)).toHaveLength(1);
      expect(await assigneeOf(leadId)).toBe(admin);
      expect(await services.db.selectFrom('audit_events').select('id').where('action', '=', 'lead.escalate').where('target_id', '=', leadId).execute()).toHaveLength(1);
      // Thomas told it left him, the admin told it is hers, Léa (site owner) told it was not opened.
      expect((await mails()).map((m) => m.recipient)).toEqual([ADMIN, LEA, THOMAS].sort());
      // Next step: the admin does not open it either → the default rule → the site owner, Léa.
      const next = (await services.db.selectFrom('lead_assignments').select(['due_at', 'chain']).where('lead_id', '=', leadId).executeTakeFirstOrThrow());
      expect(JSON.parse(next.chain)).toEqual([thomas, admin]);
      expect(await other.run(new Date(next.due_at!))).toBe(1);
      expect(await assigneeOf(leadId)).toBe(lea);
      // Léa does not open it: nobody new is left, the chain ends with her and the clock stops.
      const last = (await services.db.selectFrom('lead_assignments').select('due_at').where('lead_id', '=', leadId).executeTakeFirstOrThrow()).due_at!;
      expect(await services.backoffice.escalation.run(new Date(new Date(last).getTime() + 86_400_000))).toBe(0);
      expect(await assigneeOf(leadId)).toBe(lea);
      const final = await services.db.selectFrom('lead_assignments').select(['due_at', 'member_id']).where('lead_id', '=', leadId).executeTakeFirstOrThrow();
      expect(final).toEqual({ due_at: null, member_id: lea });
      expect(await services.db.selectFrom('audit_events').select('id').where('action', '=', 'lead.escalate').where('target_id', '=', leadId).execute()).toHaveLength(2);
    } finally {
      if (second !== services.db) await second.destroy();
    }
  });

  it('a lead opened by its assignee, or moved along the workflow, does not pass on', async () => {
    const { thomas, leadId, dueAt } = await setUp();
    await services.db.updateTable('lead_assignments').set({ opened_at: new Date().toISOString(), due_at: null }).where('lead_id', '=', leadId).execute();
    expect(await services.backoffice.escalation.run(new Date(new Date(dueAt).getTime() + 3_600_000))).toBe(0);
    expect(await assigneeOf(leadId)).toBe(thomas);
    const other = await submitLead();
    await services.db.updateTable('leads').set({ status: 'en_cours' }).where('id', '=', other.leadId).execute();
    expect(await services.backoffice.escalation.run(new Date(new Date(other.dueAt).getTime() + 3_600_000))).toBe(0);
    expect(await assigneeOf(other.leadId)).toBe(thomas);
    expect(await mails()).toEqual([]);
  });

  it('the due time counts the assignee’s working time only', async () => {
    const { leadId } = await setUp();
    const assignment = await services.db.selectFrom('lead_assignments').select(['assigned_at', 'due_at']).where('lead_id', '=', leadId).executeTakeFirstOrThrow();
    const { workingDeadline, DEFAULT_WORKING_HOURS } = await import('../domain/routing/working-time');
    expect(assignment.due_at).toBe(workingDeadline(new Date(assignment.assigned_at), 30, DEFAULT_WORKING_HOURS).toISOString());
  });
});
