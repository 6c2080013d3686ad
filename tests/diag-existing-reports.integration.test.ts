import { afterAll, describe, expect, it } from 'vitest';
import { action } from '../app/routes/api.devis';
import { addDays, addMonths } from '../domain/diagnostics/calendar-day';
import { parisDay } from '../domain/diagnostics/slot-format';
import { leadsOfSite } from '../server/repositories/leads.server';
import type { Services } from '../server/services.server';
import { startFakeSmtp } from './helpers/fake-smtp';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES, type TestDb } from './helpers/test-db';
import { jsonPost, routeContext } from './helpers/test-services';

const SITE = 'diag-paris15';
const URL_DEVIS = 'http://paris15.diageo.fr/api/devis';

/** The booking test's flat: sell a 4-room, 75 m² pre-1949 flat in a condominium in Paris 15, no DPE yet. */
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
const CONTACT = { civility: 'madame', firstName: 'Inès', lastName: 'Moreau', email: 'ines@example.fr', phone: '06 12 34 56 78' };

const payloadOf = (row: { payload: string }) => JSON.parse(row.payload) as Record<string, unknown>;

describe.each(TEST_DATABASES)('diagnostics already done, on a quote stored on %s', (kind) => {
  const smtpPromise = startFakeSmtp();
  afterAll(async () => (await smtpPromise).close());
  let testDb: TestDb;
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ testDb, services } = fresh), async () => ({ SMTP_URL: (await smtpPromise).url }));

  const call = async (request: Request) => (await action({ request, context: (await routeContext(services, SITE)) as never, params: {} } as never)) as Response;
  const leadOf = async (key: string) => (await leadsOfSite(testDb.db, SITE)).find((r) => r.idempotency_key === key)!;

  it('a still-valid asbestos survey and a recent ERP are left out of the stored firm price; an expired DPE of 2019 is recorded as expired', async () => {
    const today = parisDay(new Date());
    const erpDay = addMonths(today, -1);
    const existants = `dpe:2019-05-20,erp:${erpDay},amiante:2014-05-05:absent`;
    const response = await call(jsonPost(URL_DEVIS, { ...ANSWERS, ...CONTACT, existants }, { 'idempotency-key': 'existing-1' }));
    expect(response.status).toBe(201);
    const payload = payloadOf(await leadOf('existing-1'));
    // Without them: DPE 105 + electricity 80 + lead 100 + Carrez 60 + termites 80 = 425 € HT (asbestos' 85 € gone; ERP no line).
    const price = payload.firmPrice as { diagnosticsHt: number; lines: Array<{ key: string }> };
    expect(price.diagnosticsHt).toBe(42500);
    expect(price.lines.map((l) => l.key)).toEqual(['dpe', 'electricite', 'plomb', 'carrez', 'termites']);
    expect(payload.leftOutDiagnostics).toEqual(['erp', 'amiante']);
    expect(payload.existingReports).toEqual([
      { key: 'dpe', doneOn: '2019-05-20', valid: false, validUntil: '2024-12-31', rule: 'dpe-2018-2021', judgedOn: today },
      { key: 'erp', doneOn: erpDay, valid: true, validUntil: addDays(addMonths(erpDay, 6), -1), rule: 'erp-6-months', judgedOn: today },
      { key: 'amiante', doneOn: '2014-05-05', result: 'absent', valid: true, validUntil: null, rule: 'asbestos-absent-unlimited', judgedOn: today },
    ]);
  });

  it('a quote without declared reports keeps the whole price and no report fields', async () => {
    const response = await call(jsonPost(URL_DEVIS, { ...ANSWERS, ...CONTACT }, { 'idempotency-key': 'existing-none' }));
    expect(response.status).toBe(201);
    const payload = payloadOf(await leadOf('existing-none'));
    expect((payload.firmPrice as { diagnosticsHt: number }).diagnosticsHt).toBe(51000);
    expect(payload).not.toHaveProperty('existingReports');
  });
});
