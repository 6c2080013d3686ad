import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loader } from '../app/routes/gestion/appointments';
import type { Db } from '../server/db/database.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { ADMIN_ORIGIN, backofficeContext, statusOf } from './helpers/backoffice';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';

const CLAIRE = 'claire.vasseur@diageo.example'; // owner of diag-paris15 (Diagéo)
const LEA = 'lea.garnier@maisonfort.example'; // owner of sevran (Maisonfort)
const ADMIN = 'admin@reseau.example'; // network admin of Maisonfort
const DIAG_ADVISER = 'technicien@diageo.example'; // adviser of diag-paris15

/** A quote lead with an appointment on `siteId`, written as the funnel writes them. */
async function book(db: Db, siteId: string, startsAt: string, assignedTo: string | null = null): Promise<string> {
  const leadId = randomUUID();
  await db
    .insertInto('leads')
    .values({ id: leadId, site_id: siteId, type: 'devis', endpoint: '/api/devis', idempotency_key: leadId, firstname: 'Inès', lastname: siteId, email: `${siteId}@example.fr`, phone: '+33612345678', message: null, payload: '{}', created_at: new Date().toISOString(), assigned_member_id: assignedTo })
    .execute();
  await db.insertInto('diag_appointments').values({ id: randomUUID(), site_id: siteId, lead_id: leadId, starts_at: startsAt, duration_minutes: 120, cancelled_at: null, created_at: new Date().toISOString() }).execute();
  return leadId;
}

async function memberId(db: Db, email: string): Promise<string> {
  return (await db.selectFrom('members').innerJoin('auth_user', 'auth_user.id', 'members.user_id').select('members.id').where('auth_user.email', '=', email).executeTakeFirstOrThrow()).id;
}

describe.each(TEST_DATABASES)('back-office appointments are scoped on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it('each member sees only its own sites’ appointments; another tenant’s site answers 404', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    await services.backoffice.members.invite({ email: DIAG_ADVISER, displayName: 'Technicien Diagéo', role: 'adviser', networkId: 'diageo', siteIds: ['diag-paris15'], invitedBy: null });
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await book(db, 'diag-paris15', `${future}T08:30`);
    await book(db, 'diag-paris15', `${future}T13:30`, await memberId(db, DIAG_ADVISER));
    await book(db, 'diag-annecy', `${future}T10:30`);
    await book(db, 'diag-paris15', '2020-01-06T08:30'); // past: not listed

    const visit = async (who: string, query = '') => {
      const request = new Request(`${ADMIN_ORIGIN}/gestion/rendez-vous${query}`);
      let seen: string[] = [];
      const status = await statusOf(async () => {
        const data = (await loader({ request, url: new URL(request.url), params: {}, context: await backofficeContext(services, who) } as never)) as { appointments: Array<{ siteId: string; startsAt: string }> };
        seen = data.appointments.map((a) => `${a.siteId} ${a.startsAt.slice(11)}`);
        return data;
      });
      return { status, seen };
    };

    const table: Array<[who: string, query: string, status: number, seen: string[]]> = [
      [CLAIRE, '', 200, ['diag-paris15 08:30', 'diag-paris15 13:30']],
      [CLAIRE, '?site=diag-paris15', 200, ['diag-paris15 08:30', 'diag-paris15 13:30']],
      [CLAIRE, '?site=diag-annecy', 404, []], // same network, not granted
      [CLAIRE, '?site=sevran', 404, []], // another network
      [DIAG_ADVISER, '', 200, ['diag-paris15 13:30']], // only the lead assigned to it
      [LEA, '', 200, []],
      [LEA, '?site=diag-paris15', 404, []],
      [ADMIN, '', 200, []], // Maisonfort's admin: Diagéo's sites are another network
      [ADMIN, '?site=diag-annecy', 404, []],
    ];
    for (const [who, query, status, seen] of table) {
      expect(await visit(who, query), `${who} ${query}`).toEqual({ status, seen });
    }
  });
});
