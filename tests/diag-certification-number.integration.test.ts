import { describe, expect, it } from 'vitest';
import { action as devisAction } from '../app/routes/api.devis';
import { diagAppointmentConfirmationWith } from '../server/diagnostics/appointment-mail.server';
import { funnelBooking } from '../server/diagnostics/funnel.server';
import { leadsOfSite } from '../server/repositories/leads.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { parseCriteria } from '../domain/quote/criteria';
import { CLAIRE, LEA, shownFields, siteAction, statusOfPost } from './helpers/backoffice-sites';
import { freshServicesEach } from './helpers/fresh-services';
import { pdfText } from './helpers/pdf-text';
import { TEST_DATABASES, type TestDb } from './helpers/test-db';
import { jsonPost, routeContext } from './helpers/test-services';

const SITE = 'diag-paris15';
const ANSWERS = { projet: 'vendre', bien: 'appartement', copropriete: 'oui', dpeDeja: 'non', construction: 'avant1949', gaz: 'aucuneInstallationGaz', electricite: 'electricitePlus15', pieces: '4', surface: '75', address: '10 place des Cinq Martyrs du Lycée Buffon', postcode: '75015', city: 'Paris' };
const CONTACT = { civility: 'madame', firstName: 'Inès', lastName: 'Moreau', email: 'ines@example.fr', phone: '06 12 34 56 78', demandeExpresse: 'oui' };

describe.each(TEST_DATABASES)('the certification number on the devis on %s', (kind) => {
  let testDb: TestDb;
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ testDb, services } = fresh));

  it('the owner enters it in the site form (stored, audited); the devis PDF of the next booking prints it; another network’s owner cannot', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const fields = await shownFields(services, CLAIRE, SITE);
    expect(fields).toHaveProperty('crm.ActivNumeroCertification');
    expect(await statusOfPost(services, siteAction, LEA, `/gestion/sites/${SITE}`, { ...fields, intent: 'save', 'crm.ActivNumeroCertification': 'INTRUS' }, { siteId: SITE })).toBe(404);
    expect(await statusOfPost(services, siteAction, CLAIRE, `/gestion/sites/${SITE}`, { ...fields, intent: 'save', 'crm.ActivNumeroCertification': 'CPDI-4821; QD-2024-117' }, { siteId: SITE })).toBe(303);

    const row = await testDb.db.selectFrom('sites').select('crm').where('id', '=', SITE).executeTakeFirstOrThrow();
    expect(JSON.parse(String(row.crm)).ActivNumeroCertification).toBe('CPDI-4821; QD-2024-117');
    const audit = await testDb.db.selectFrom('audit_events').select(['action', 'changes']).where('site_id', '=', SITE).where('action', '=', 'site.update').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes)).toMatchObject({ 'crm.ActivNumeroCertification': { before: null, after: 'CPDI-4821; QD-2024-117' } });

    const site = (await services.sites.byId(SITE))!;
    const slot = (await funnelBooking(services.db, site, parseCriteria(new URLSearchParams(ANSWERS)), new Date(), 'fr'))!.slots[0]!.value;
    const response = (await devisAction({ request: jsonPost('http://paris15.diageo.fr/api/devis', { ...ANSWERS, ...CONTACT, creneau: slot }, { 'idempotency-key': 'certif-1' }), context: (await routeContext(services, SITE)) as never, params: {} } as never)) as Response;
    expect(response.status).toBe(201);
    const [lead] = (await leadsOfSite(testDb.db, SITE)).filter((r) => r.idempotency_key === 'certif-1');
    const mail = await diagAppointmentConfirmationWith('test-secret')(lead!, site as never);
    const pdf = mail.attachments?.find((a) => String(a.filename).endsWith('.pdf'));
    expect(pdfText(pdf!.content as Buffer)).toContain('N° de certification : CPDI-4821, QD-2024-117');
  });
});
