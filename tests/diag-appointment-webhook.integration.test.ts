import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { action } from '../app/routes/api.devis';
import { funnelBooking } from '../server/diagnostics/funnel.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { parseCriteria } from '../domain/quote/criteria';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES, type TestDb } from './helpers/test-db';
import { jsonPost, routeContext } from './helpers/test-services';

const SITE = 'diag-paris15';
const URL_DEVIS = 'http://paris15.diageo.fr/api/devis';
const ANSWERS = { projet: 'vendre', bien: 'appartement', copropriete: 'oui', dpeDeja: 'non', construction: 'avant1949', gaz: 'aucuneInstallationGaz', electricite: 'electricitePlus15', pieces: '4', surface: '75', address: '10 place des Cinq Martyrs du Lycée Buffon', postcode: '75015', city: 'Paris' };
const CONTACT = { civility: 'madame', firstName: 'Inès', lastName: 'Moreau', email: 'ines@example.fr', phone: '06 12 34 56 78', demandeExpresse: 'oui' };
const ACTOR = { memberId: null, label: 'test' };

describe.each(TEST_DATABASES)('appointment.booked webhook on %s', (kind) => {
  let testDb: TestDb;
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ testDb, services } = fresh));
  beforeEach(async () => {
    await seedBackoffice(services.db, services.backoffice.members);
  });
  afterEach(async () => {
    await services.backoffice.webhooks.outbox.stop();
  });

  const call = async (request: Request) => (await action({ request, context: (await routeContext(services, SITE)) as never, params: {} } as never)) as Response;
  const firstSlot = async () => (await funnelBooking(services.db, (await services.sites.byId(SITE))!, parseCriteria(new URLSearchParams(ANSWERS)), new Date(), 'fr'))!.slots[0]!.value;
  const deliveries = () => testDb.db.selectFrom('webhook_deliveries').select(['endpoint_id', 'event_type', 'network_id', 'payload']).orderBy('event_type').execute();

  it('a booked visit queues one appointment.booked delivery for the subscribed endpoint of the site’s network only (read back)', async () => {
    const subscribed = await services.backoffice.webhooks.endpoints.create({ networkId: 'diageo', url: 'http://127.0.0.1:9/rdv', description: '', events: ['appointment.booked'], actor: ACTOR });
    const leadsOnly = await services.backoffice.webhooks.endpoints.create({ networkId: 'diageo', url: 'http://127.0.0.1:9/leads', description: '', events: ['lead.created'], actor: ACTOR });
    await services.backoffice.webhooks.endpoints.create({ networkId: 'maisonfort', url: 'http://127.0.0.1:9/other', description: '', events: ['appointment.booked'], actor: ACTOR });
    const slot = await firstSlot();

    const response = await call(jsonPost(URL_DEVIS, { ...ANSWERS, ...CONTACT, creneau: slot }, { 'idempotency-key': 'webhook-booking-1' }));
    expect(response.status).toBe(201);

    const appointment = await testDb.db.selectFrom('diag_appointments').select(['id', 'lead_id']).where('site_id', '=', SITE).executeTakeFirstOrThrow();
    const rows = await deliveries();
    expect(rows.map((r) => [r.event_type, r.endpoint_id, r.network_id])).toEqual([
      ['appointment.booked', subscribed.id, 'diageo'],
      ['lead.created', leadsOnly.id, 'diageo'],
    ]);
    const message = JSON.parse(rows[0]!.payload) as { type: string; data: Record<string, unknown> };
    expect(message.type).toBe('appointment.booked');
    // The visit's computed length (decision 0142): this 75 m² pack of 7 diagnostics takes 3 h 15.
    expect(message.data).toEqual({ id: appointment.id, siteId: SITE, leadId: appointment.lead_id, startsAt: slot, durationMinutes: 195, timeZone: 'Europe/Paris' });
  });

  it('a refused booking (slot already taken) queues no appointment.booked', async () => {
    await services.backoffice.webhooks.endpoints.create({ networkId: 'diageo', url: 'http://127.0.0.1:9/rdv', description: '', events: ['appointment.booked'], actor: ACTOR });
    const slot = await firstSlot();
    expect((await call(jsonPost(URL_DEVIS, { ...ANSWERS, ...CONTACT, creneau: slot }, { 'idempotency-key': 'webhook-booking-a' }))).status).toBe(201);
    expect((await call(jsonPost(URL_DEVIS, { ...ANSWERS, ...CONTACT, email: 'autre@example.fr', creneau: slot }, { 'idempotency-key': 'webhook-booking-b' }))).status).toBe(409);
    expect((await deliveries()).filter((r) => r.event_type === 'appointment.booked')).toHaveLength(1);
  });
});
