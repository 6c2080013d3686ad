import { describe, expect, it } from 'vitest';
import { action as accountAction, loader as accountLoader } from '../app/routes/gestion/account';
import { parisDay } from '../domain/analytics/page-view';
import { addDays } from '../domain/diagnostics/calendar-day';
import type { Db } from '../server/db/database.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { ADMIN_ORIGIN, backofficeContext, statusOf } from './helpers/backoffice';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';

const LEA = 'lea.garnier@maisonfort.example'; // owner of sevran
const THOMAS = 'thomas.garnier@maisonfort.example'; // adviser of sevran
/** Two months from today (Paris): within the two years a leave may span. */
const UNTIL = addDays(parisDay(new Date()), 60);

async function memberIdOf(db: Db, email: string): Promise<string> {
  return (await db.selectFrom('members').innerJoin('auth_user', 'auth_user.id', 'members.user_id').select('members.id').where('auth_user.email', '=', email).executeTakeFirstOrThrow()).id;
}

const post = async (services: Services, who: string, fields: Record<string, string>) => {
  const request = new Request(`${ADMIN_ORIGIN}/gestion/compte`, { method: 'POST', body: new URLSearchParams(fields), headers: { origin: ADMIN_ORIGIN } });
  let result: unknown;
  const status = await statusOf(async () => (result = await accountAction({ request, url: new URL(request.url), params: {}, context: await backofficeContext(services, who) } as never)));
  return { status, result: result as { data?: { leaveError?: string } } };
};

describe.each(TEST_DATABASES)('a member’s own leave on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it('Thomas sets his leave on his account page: stored, audited, shown, and his listing lead goes to the next rule; back again, leads reach him', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const thomas = await memberIdOf(services.db, THOMAS);
    const lea = await memberIdOf(services.db, LEA);
    expect((await post(services, THOMAS, { intent: 'leave', absentUntil: UNTIL })).status).toBe(303);
    expect((await services.db.selectFrom('member_availability').select('absent_until').where('member_id', '=', thomas).executeTakeFirstOrThrow()).absent_until).toBe(UNTIL);
    const audited = await services.db.selectFrom('audit_events').select(['actor', 'changes']).where('action', '=', 'member.availability').where('target_id', '=', thomas).executeTakeFirstOrThrow();
    expect(audited.actor).toBe(THOMAS);
    expect(JSON.parse(audited.changes).absentUntil).toEqual({ before: null, after: UNTIL });
    const shown = (await accountLoader({ request: new Request(`${ADMIN_ORIGIN}/gestion/compte?conges=1`), url: new URL(`${ADMIN_ORIGIN}/gestion/compte?conges=1`), params: {}, context: await backofficeContext(services, THOMAS) } as never)) as { absentUntil: string | null; leaveSaved: boolean };
    expect(shown).toMatchObject({ absentUntil: UNTIL, leaveSaved: true });

    const site = (await services.sites.byId('sevran'))!;
    const away = await services.leads.submit(site, { type: 'bien-contact', endpoint: 'test', firstname: 'Inès', recipients: [THOMAS], routing: { adviserEmail: THOMAS, postcode: '93270', price: 200_000 } });
    expect((await services.db.selectFrom('leads').select('assigned_member_id').where('id', '=', away.lead.id).executeTakeFirstOrThrow()).assigned_member_id).toBe(lea);
    const decision = JSON.parse((await services.db.selectFrom('lead_assignments').select('decision').where('lead_id', '=', away.lead.id).executeTakeFirstOrThrow()).decision);
    expect(decision.steps[0]).toMatchObject({ outcome: 'nobody-available', skipped: [{ reason: 'absent', until: UNTIL }] });

    // Back: an empty date clears it, and his listing's leads reach him again.
    expect((await post(services, THOMAS, { intent: 'leave', absentUntil: '' })).status).toBe(303);
    expect((await services.db.selectFrom('member_availability').select('absent_until').where('member_id', '=', thomas).executeTakeFirstOrThrow()).absent_until).toBeNull();
    const back = await services.leads.submit(site, { type: 'bien-contact', endpoint: 'test', firstname: 'Inès', recipients: [THOMAS], routing: { adviserEmail: THOMAS, postcode: '93270', price: 200_000 } });
    expect((await services.db.selectFrom('leads').select('assigned_member_id').where('id', '=', back.lead.id).executeTakeFirstOrThrow()).assigned_member_id).toBe(thomas);
  });

  it.each([
    ['2001-01-01', 'account.leave.past'],
    ['2026-02-30', 'account.leave.invalid'],
    ['31/12/2099', 'account.leave.invalid'],
    ['2999-01-01', 'account.leave.tooFar'],
  ])('a leave until %s is refused (400, %s), nothing stored', async (absentUntil, message) => {
    await seedBackoffice(services.db, services.backoffice.members);
    const answer = await post(services, THOMAS, { intent: 'leave', absentUntil });
    expect(answer.status).toBe(400);
    expect(answer.result.data?.leaveError).toBe(message);
    expect(await services.db.selectFrom('member_availability').selectAll().execute()).toEqual([]);
    expect(await services.db.selectFrom('audit_events').select('id').where('action', '=', 'member.availability').execute()).toEqual([]);
  });
});
