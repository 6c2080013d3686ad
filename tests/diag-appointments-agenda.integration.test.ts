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
const DIAG_ADMIN = 'admin-test@diageo.example'; // network admin of Diagéo (invited here)
const LEA = 'lea.garnier@maisonfort.example'; // owner of sevran (Maisonfort)

async function book(db: Db, siteId: string, startsAt: string, cancelled = false): Promise<void> {
  const leadId = randomUUID();
  const at = new Date().toISOString();
  await db
    .insertInto('leads')
    .values({ id: leadId, site_id: siteId, type: 'devis', endpoint: '/api/devis', idempotency_key: leadId, firstname: 'Inès', lastname: siteId, email: `${siteId}@example.fr`, phone: '+33612345678', message: null, payload: '{}', created_at: at, assigned_member_id: null })
    .execute();
  await db.insertInto('diag_appointments').values({ id: randomUUID(), site_id: siteId, lead_id: leadId, starts_at: startsAt, duration_minutes: 120, cancelled_at: cancelled ? at : null, created_at: at }).execute();
}

describe.each(TEST_DATABASES)('the back-office agenda by day and week on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it('?vue=jour|semaine&date= lists that day or Monday-to-Sunday week, booked and cancelled, past or future, in scope only', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    await services.backoffice.members.invite({ email: DIAG_ADMIN, displayName: 'Admin Diagéo', role: 'network-admin', networkId: 'diageo', siteIds: [], invitedBy: null });
    await book(db, 'diag-paris15', '2026-11-29T17:00'); // Sunday before the week
    await book(db, 'diag-paris15', '2026-11-30T08:30'); // Monday
    await book(db, 'diag-paris15', '2026-12-02T10:30', true); // Wednesday, cancelled
    await book(db, 'diag-paris15', '2026-12-06T13:30'); // Sunday of the week
    await book(db, 'diag-paris15', '2026-12-07T08:30'); // next Monday
    await book(db, 'diag-annecy', '2026-12-02T08:30'); // same network, not Claire's
    await book(db, 'diag-paris15', '2020-01-08T08:30'); // long past

    const visit = async (who: string, query: string) => {
      const request = new Request(`${ADMIN_ORIGIN}/gestion/rendez-vous${query}`);
      let seen: string[] = [];
      const status = await statusOf(async () => {
        const data = (await loader({ request, url: new URL(request.url), params: {}, context: await backofficeContext(services, who) } as never)) as { appointments: Array<{ siteId: string; startsAt: string; cancelled: boolean }> };
        seen = data.appointments.map((a) => `${a.siteId} ${a.startsAt}${a.cancelled ? ' annulé' : ''}`);
        return data;
      });
      return { status, seen };
    };

    const table: Array<[who: string, query: string, status: number, seen: string[]]> = [
      [CLAIRE, '?vue=semaine&date=2026-12-03', 200, ['diag-paris15 2026-11-30T08:30', 'diag-paris15 2026-12-02T10:30 annulé', 'diag-paris15 2026-12-06T13:30']],
      [CLAIRE, '?vue=semaine&date=2026-11-30', 200, ['diag-paris15 2026-11-30T08:30', 'diag-paris15 2026-12-02T10:30 annulé', 'diag-paris15 2026-12-06T13:30']],
      [CLAIRE, '?vue=jour&date=2026-12-02', 200, ['diag-paris15 2026-12-02T10:30 annulé']],
      [CLAIRE, '?vue=jour&date=2020-01-08', 200, ['diag-paris15 2020-01-08T08:30']], // a past day is shown too
      [CLAIRE, '?vue=jour&date=2026-12-01', 200, []],
      [DIAG_ADMIN, '?vue=jour&date=2026-12-02', 200, ['diag-annecy 2026-12-02T08:30', 'diag-paris15 2026-12-02T10:30 annulé']],
      [DIAG_ADMIN, '?vue=jour&date=2026-12-02&site=diag-annecy', 200, ['diag-annecy 2026-12-02T08:30']],
      [CLAIRE, '?vue=jour&date=2026-12-02&site=diag-annecy', 404, []],
      [LEA, '?vue=semaine&date=2026-12-03', 200, []],
      [LEA, '?vue=semaine&date=2026-12-03&site=diag-paris15', 404, []],
    ];
    for (const [who, query, status, seen] of table) {
      expect(await visit(who, query), `${who} ${query}`).toEqual({ status, seen });
    }
  });
});
