import { describe, expect, it } from 'vitest';
import { action } from '../app/routes/api.devis';
import { funnelBooking } from '../server/diagnostics/funnel.server';
import { bookInTransaction, SLOT_TAKEN_MESSAGE } from '../server/diagnostics/booking-store.server';
import { cancelOwnAppointment } from '../server/diagnostics/appointment-cancel.server';
import { LeadRefusedError } from '../server/leads/lead-service.server';
import { leadsOfSite } from '../server/repositories/leads.server';
import type { Services } from '../server/services.server';
import { parseCriteria } from '../domain/quote/criteria';
import { includedKeys, parseSelection } from '../domain/quote/selection';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES, type TestDb } from './helpers/test-db';
import { jsonPost, routeContext } from './helpers/test-services';

const SITE = 'diag-paris15';
const URL_DEVIS = 'http://paris15.diageo.fr/api/devis';

/** The 4-room, 75 m² pre-1949 flat in Paris 15 for sale: DPE, ERP, electricity, asbestos, lead, Carrez, termites = 3 h 15. */
const ANSWERS = {
  projet: 'vendre',
  bien: 'appartement',
  copropriete: 'oui',
  dpeDeja: 'non',
  construction: 'avant1949',
  gaz: 'aucuneInstallationGaz',
  electricite: 'electricitePlus15',
  pieces: '4',
  surface: '75',
  address: '10 place des Cinq Martyrs du Lycée Buffon',
  postcode: '75015',
  city: 'Paris',
};
/** The same flat, the visitor keeping only the DPE and the ERP: 1 h (36 min on site up to 45, + 15 of travel). */
const SHORT = { ...ANSWERS, retrait: 'electricite,amiante,plomb,carrez,termites' };
const CONTACT = { civility: 'madame', firstName: 'Inès', lastName: 'Moreau', email: 'ines@example.fr', phone: '06 12 34 56 78', demandeExpresse: 'oui' };

describe.each(TEST_DATABASES)('visits of different lengths on %s (decision 0142)', (kind) => {
  let testDb: TestDb;
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ testDb, services } = fresh));

  const call = async (body: Record<string, string>, key: string) =>
    (await action({ request: jsonPost(URL_DEVIS, body, { 'idempotency-key': key }), context: (await routeContext(services, SITE)) as never, params: {} } as never)) as Response;
  /** Step 2 for these answers and the selection they carry (as its loader passes it). */
  const offer = async (answers: Record<string, string>) => {
    const params = new URLSearchParams(answers);
    const criteria = parseCriteria(params);
    return (await funnelBooking(services.db, (await services.sites.byId(SITE))!, criteria, new Date(), 'fr', includedKeys(criteria, parseSelection(params, criteria))))!;
  };
  const live = () => testDb.db.selectFrom('diag_appointments').select(['id', 'lead_id', 'starts_at', 'duration_minutes']).where('site_id', '=', SITE).where('cancelled_at', 'is', null).execute();
  const quartersOf = (appointmentId: string) => testDb.db.selectFrom('diag_visit_quarters').select('quarter').where('appointment_id', '=', appointmentId).orderBy('quarter').execute();
  /** The first weekday whose 08:30 start the 3 h 15 visit is offered. */
  const firstMorning = async () => (await offer(ANSWERS)).slots.map((s) => s.value).find((v) => v.endsWith('T08:30'))!;

  it('each selection has its length: 3 h 15 spans two of the two-hour slots, 1 h fits in one; stored with the visit and its quarter hours', async () => {
    const [pack, short] = [await offer(ANSWERS), await offer(SHORT)];
    expect([pack.visitMinutes, short.visitMinutes]).toEqual([195, 60]);
    expect(short.visitLength).toBe('Durée estimée de la visite : 1 h.');
    // The short visit may start at 10:30 and 15:30 too; the long one may not (it would run into the break or the evening).
    expect(short.slots.some((s) => s.value.endsWith('T10:30'))).toBe(true);
    expect(pack.slots.some((s) => s.value.endsWith('T10:30') || s.value.endsWith('T15:30'))).toBe(false);

    const day = (await firstMorning()).slice(0, 10);
    expect((await call({ ...ANSWERS, ...CONTACT, creneau: `${day}T08:30` }, 'long-1')).status).toBe(201);
    const [visit] = await live();
    expect(visit).toMatchObject({ starts_at: `${day}T08:30`, duration_minutes: 195 });
    const quarters = (await quartersOf(visit!.id)).map((q) => q.quarter);
    expect(quarters).toHaveLength(13);
    expect([quarters[0], quarters.at(-1)]).toEqual([`${day}T08:30`, `${day}T11:30`]);
  });

  it('a short visit at 10:30 leaves no room for the long one at 08:30: not offered, and its post refused with nothing stored', async () => {
    const morning = await firstMorning();
    const day = morning.slice(0, 10);
    expect((await call({ ...SHORT, ...CONTACT, email: 'court@example.fr', creneau: `${day}T10:30` }, 'short-1')).status).toBe(201);
    expect((await offer(ANSWERS)).slots.map((s) => s.value)).not.toContain(morning);
    // 08:30 still has two hours before the short visit: enough for another short one.
    expect((await offer(SHORT)).slots.map((s) => s.value)).toContain(morning);
    const before = (await leadsOfSite(testDb.db, SITE)).length;
    const refused = await call({ ...ANSWERS, ...CONTACT, creneau: morning }, 'long-refused');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(SLOT_TAKEN_MESSAGE.fr);
    expect((await leadsOfSite(testDb.db, SITE)).length).toBe(before);
    expect((await live()).map((a) => [a.starts_at, a.duration_minutes])).toEqual([[`${day}T10:30`, 60]]);
  });

  it('concurrent posts of a 3 h 15 visit at 08:30 and a 1 h visit at 10:30 of one morning: exactly one is booked, the others refused', async () => {
    const day = (await firstMorning()).slice(0, 10);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0
          ? call({ ...ANSWERS, ...CONTACT, email: `long${i}@example.fr`, creneau: `${day}T08:30` }, `race-long-${i}`)
          : call({ ...SHORT, ...CONTACT, email: `short${i}@example.fr`, creneau: `${day}T10:30` }, `race-short-${i}`),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(11);
    expect((await live()).filter((a) => a.starts_at.startsWith(day))).toHaveLength(1);
  });

  it('the database itself refuses an overlapping visit of another start and length (the calendar check bypassed); a cancelled visit gives its quarters back', async () => {
    const day = (await firstMorning()).slice(0, 10);
    expect((await call({ ...ANSWERS, ...CONTACT, creneau: `${day}T08:30` }, 'db-long')).status).toBe(201);
    expect((await call({ ...ANSWERS, ...CONTACT, email: 'autre@example.fr' }, 'db-other')).status).toBe(201);
    const leads = await leadsOfSite(testDb.db, SITE);
    const longId = leads.find((l) => l.idempotency_key === 'db-long')!.id;
    const otherId = leads.find((l) => l.idempotency_key === 'db-other')!.id;
    const book = (startsAt: string, durationMinutes: number) =>
      services.db.transaction().execute((trx) => bookInTransaction(trx, { siteId: SITE, leadId: otherId, startsAt, durationMinutes, refusal: 'pris' }));
    await expect(book(`${day}T11:00`, 30)).rejects.toBeInstanceOf(LeadRefusedError);
    await expect(book(`${day}T07:45`, 60)).rejects.toBeInstanceOf(LeadRefusedError);
    expect((await live()).map((a) => a.lead_id)).toEqual([longId]);
    // Touching it at its end (11:45) is no overlap.
    await book(`${day}T11:45`, 30);
    expect((await live()).map((a) => a.starts_at).sort()).toEqual([`${day}T08:30`, `${day}T11:45`]);
    // Cancelled by the signed link (more than 24 h ahead): its 13 quarters are free, and the 1 h visit fits at 10:30 again.
    const longVisit = (await live()).find((a) => a.lead_id === longId)!;
    expect(await cancelOwnAppointment(services.db, SITE, longId, new Date())).toBe('cancelled');
    expect(await quartersOf(longVisit.id)).toEqual([]);
    expect((await call({ ...SHORT, ...CONTACT, email: 'apres@example.fr', creneau: `${day}T10:30` }, 'db-after')).status).toBe(201);
  });
});
