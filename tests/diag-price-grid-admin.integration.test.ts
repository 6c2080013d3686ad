import { describe, expect, it } from 'vitest';
import { action, loader } from '../app/routes/gestion/site-prices';
import { action as devisAction } from '../app/routes/api.devis';
import { funnelBooking } from '../server/diagnostics/funnel.server';
import { leadsOfSite } from '../server/repositories/leads.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { parseCriteria } from '../domain/quote/criteria';
import { parisDay } from '../domain/diagnostics/slot-format';
import { gridFormValues } from '../domain/diagnostics/price-grid-form';
import { DEMO_PRICE_GRID } from '../server/seed/data/diag-booking';
import { ADMIN_ORIGIN, backofficeContext, statusOf } from './helpers/backoffice';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES, type TestDb } from './helpers/test-db';
import { jsonPost, routeContext } from './helpers/test-services';

const CLAIRE = 'claire.vasseur@diageo.example'; // owner of diag-paris15 (Diagéo)
const DIAG_ADMIN = 'admin-test@diageo.example'; // network admin of Diagéo (invited here)
const LEA = 'lea.garnier@maisonfort.example'; // owner of sevran (Maisonfort)
const ADMIN = 'admin@reseau.example'; // network admin of Maisonfort
const SITE = 'diag-paris15';
const ANSWERS = { projet: 'vendre', bien: 'appartement', copropriete: 'oui', dpeDeja: 'non', construction: 'avant1949', gaz: 'aucuneInstallationGaz', electricite: 'electricitePlus15', pieces: '4', surface: '75', address: '10 place des Cinq Martyrs du Lycée Buffon', postcode: '75015', city: 'Paris' };
const CONTACT = { civility: 'madame', firstName: 'Inès', lastName: 'Moreau', email: 'ines@example.fr', phone: '06 12 34 56 78', demandeExpresse: 'oui' };

/** A multipart post, as the browser sends the form (with an optional CSV file). */
function multipartPost(siteId: string, fields: Record<string, string>, file?: string): Request {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  if (file !== undefined) body.set('fichier', new File([file], 'tarifs.csv', { type: 'text/csv' }));
  return new Request(`${ADMIN_ORIGIN}/gestion/sites/${siteId}/tarifs`, { method: 'POST', body, headers: { origin: ADMIN_ORIGIN } });
}

describe.each(TEST_DATABASES)('the price grid in the back-office on %s', (kind) => {
  let testDb: TestDb;
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ testDb, services } = fresh));

  const today = () => parisDay(new Date());
  const post = async (who: string, siteId: string, fields: Record<string, string>, file?: string) => {
    let answer: unknown;
    const status = await statusOf(async () => (answer = await action({ request: multipartPost(siteId, fields, file), params: { siteId }, context: await backofficeContext(services, who) } as never)));
    return { status, errors: (answer as { data?: { errors?: Record<string, string[]> } } | undefined)?.data?.errors };
  };
  const rows = (siteId: string) => testDb.db.selectFrom('diag_price_grids').select(['id', 'effective_from', 'grid']).where('site_id', '=', siteId).orderBy('created_at').execute();
  const audits = (siteId: string) => testDb.db.selectFrom('audit_events').select(['actor', 'target_id', 'changes']).where('site_id', '=', siteId).where('action', '=', 'diag.grid.version').execute();
  const book = async (key: string) => {
    const site = (await services.sites.byId(SITE))!;
    const slots = (await funnelBooking(services.db, site, parseCriteria(new URLSearchParams(ANSWERS)), new Date(), 'fr'))!.slots;
    const response = (await devisAction({ request: jsonPost('http://paris15.diageo.fr/api/devis', { ...ANSWERS, ...CONTACT, email: `${key}@example.fr`, creneau: slots[0]!.value }, { 'idempotency-key': key }), context: (await routeContext(services, SITE)) as never, params: {} } as never)) as Response;
    expect(response.status).toBe(201);
    const [lead] = (await leadsOfSite(testDb.db, SITE)).filter((r) => r.idempotency_key === key);
    return (JSON.parse(lead!.payload) as { firmPrice: { gridId: string; total: { ttc: number } } }).firmPrice;
  };
  const setUp = async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    await services.backoffice.members.invite({ email: DIAG_ADMIN, displayName: 'Admin Diagéo', role: 'network-admin', networkId: 'diageo', siteIds: [], invitedBy: null });
  };

  it('a save is a new dated version, audited; the next quote is priced with it and a quote already given keeps its version', async () => {
    await setUp();
    const [seeded] = await rows(SITE);
    const before = await book('grid-before');
    expect(before.gridId).toBe(seeded!.id);

    // The DPE of a 40–80 m² flat goes from 105 € to 125 € HT, from today.
    const values = gridFormValues(DEMO_PRICE_GRID, today());
    const csv = values.prix!.replace('dpe;appartement;90,00;105,00', 'dpe;appartement;90,00;125,00');
    expect((await post(CLAIRE, SITE, { ...values, prix: csv })).status).toBe(303);

    const stored = await rows(SITE);
    expect(stored).toHaveLength(2);
    expect(stored[0]).toEqual(seeded); // the old version is untouched
    expect(JSON.parse(stored[1]!.grid).prices.dpe.appartement).toEqual([9000, 12500, 12000, 14000]);
    expect(stored[1]!.effective_from).toBe(today());
    const [entry] = await audits(SITE);
    expect(entry).toMatchObject({ actor: CLAIRE, target_id: stored[1]!.id });
    expect(JSON.parse(entry!.changes)).toMatchObject({ effectiveFrom: { before: '2026-01-01', after: today() }, prices: { after: expect.objectContaining({ dpe: expect.objectContaining({ appartement: [9000, 12500, 12000, 14000] }) }) } });

    const after = await book('grid-after');
    expect(after.gridId).toBe(stored[1]!.id);
    // 20 € more on the DPE, 15 % pack discount, 20 % VAT: 20.40 € TTC more.
    expect(after.total.ttc - before.total.ttc).toBe(2040);
    const [kept] = (await leadsOfSite(testDb.db, SITE)).filter((r) => r.idempotency_key === 'grid-before');
    expect(JSON.parse(kept!.payload).firmPrice).toEqual(before);

    // A second save for the same day is one more version, and the one in force.
    expect((await post(CLAIRE, SITE, { ...values })).status).toBe(303);
    expect((await book('grid-third')).gridId).toBe((await rows(SITE))[2]!.id);
  });

  it('a CSV file with wrong lines: 400, each line named in French, nothing stored, nothing audited', async () => {
    await setUp();
    const values = gridFormValues(DEMO_PRICE_GRID, today());
    const file = 'diagnostic;type;a;b;c;d\ndpe;appartement;90;105;120;140\ndpf;maison;1;1;1;1\namiante;maison;90;100;110\nplomb;maison;90;100;110;12O';
    const answer = await post(CLAIRE, SITE, values, file);
    expect(answer).toEqual({
      status: 400,
      errors: { prix: ['Ligne 3 : diagnostic inconnu « dpf » (dpe, audit, erp, electricite, gaz, amiante, plomb, carrez, boutin, termites)', 'Ligne 4 : 3 prix au lieu de 4 (un par tranche de surface)', 'Ligne 5 : prix invalide « 12O » (en euros HT, comme 105,00)'] },
    });
    expect(await rows(SITE)).toHaveLength(1);
    expect(await audits(SITE)).toEqual([]);
    // The same file corrected is imported: its prices replace the typed ones.
    expect((await post(CLAIRE, SITE, values, 'dpe;appartement;99;99;99;99')).status).toBe(303);
    expect(JSON.parse((await rows(SITE))[1]!.grid).prices).toEqual({ dpe: { appartement: [9900, 9900, 9900, 9900] } });
  });

  it('scope: only a diag site of the member’s own scope; any other answers 404 and stores nothing', async () => {
    await setUp();
    const values = gridFormValues(DEMO_PRICE_GRID, '2030-01-01');
    const table: Array<[who: string, siteId: string, status: number]> = [
      [CLAIRE, SITE, 303],
      [CLAIRE, 'diag-annecy', 404],
      [DIAG_ADMIN, 'diag-annecy', 303],
      [LEA, SITE, 404],
      [ADMIN, SITE, 404],
      [LEA, 'sevran', 404],
    ];
    for (const [who, siteId, status] of table) {
      const before = (await rows(siteId)).length;
      const request = new Request(`${ADMIN_ORIGIN}/gestion/sites/${siteId}/tarifs`);
      expect(await statusOf(async () => loader({ request, url: new URL(request.url), params: { siteId }, context: await backofficeContext(services, who) } as never)), `GET ${who} ${siteId}`).toBe(status === 303 ? 200 : 404);
      expect((await post(who, siteId, values)).status, `POST ${who} ${siteId}`).toBe(status);
      expect((await rows(siteId)).length, `${who} ${siteId} rows`).toBe(before + (status === 303 ? 1 : 0));
    }
  });
});
