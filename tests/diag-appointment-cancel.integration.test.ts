import { afterAll, describe, expect, it } from 'vitest';
import { action as devisAction } from '../app/routes/api.devis';
import { action as pageAction } from '../app/routes/page';
import { appointmentPageData } from '../app/families/diag/quote/appointment-manage.server';
import { parseCriteria } from '../domain/quote/criteria';
import { appointmentQuery } from '../server/diagnostics/appointment-links.server';
import { funnelBooking } from '../server/diagnostics/funnel.server';
import { leadsOfSite } from '../server/repositories/leads.server';
import type { Services } from '../server/services.server';
import { startFakeSmtp } from './helpers/fake-smtp';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES, type TestDb } from './helpers/test-db';
import { jsonPost, routeContext } from './helpers/test-services';

const SITE = 'diag-paris15';
const ANSWERS = {
  projet: 'vendre', bien: 'appartement', copropriete: 'oui', dpeDeja: 'non', construction: 'avant1949', gaz: 'aucuneInstallationGaz',
  electricite: 'electricitePlus15', pieces: '4', surface: '75', address: '10 place des Cinq Martyrs du Lycée Buffon', postcode: '75015', city: 'Paris',
};
const CONTACT = { civility: 'madame', firstName: 'Inès', lastName: 'Moreau', email: 'ines@example.fr', phone: '06 12 34 56 78', demandeExpresse: 'oui' };

/** 'YYYY-MM-DDTHH:MM' in Paris, `hours` from now (a slot string the store keeps). */
function parisSlotIn(hours: number): string {
  const parts = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(Date.now() + hours * 3_600_000));
  return parts.replace(' ', 'T');
}

describe.each(TEST_DATABASES)('cancelling a diagnostic visit by the signed link, on %s', (kind) => {
  const smtpPromise = startFakeSmtp();
  afterAll(async () => (await smtpPromise).close());
  let testDb: TestDb;
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ testDb, services } = fresh), async () => ({ SMTP_URL: (await smtpPromise).url }));

  const ctx = async (site = SITE) => (await routeContext(services, site)) as never;
  const post = async (query: string, site = SITE) =>
    (await pageAction({ request: new Request(`http://paris15.diageo.fr/devis-recapitulatif?${query}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' }), context: await ctx(site), params: {} } as never)) as Response;
  const freeSlots = async () => (await funnelBooking(services.db, (await services.sites.byId(SITE))!, parseCriteria(new URLSearchParams(ANSWERS)), new Date(), 'fr'))!.slots.map((s) => s.value);
  const appointmentOf = (leadId: string) => testDb.db.selectFrom('diag_appointments').select(['starts_at', 'cancelled_at']).where('lead_id', '=', leadId).executeTakeFirstOrThrow();
  async function book(key: string): Promise<{ leadId: string; slot: string }> {
    const [slot] = await freeSlots();
    const response = (await devisAction({ request: jsonPost('http://paris15.diageo.fr/api/devis', { ...ANSWERS, ...CONTACT, creneau: slot }, { 'idempotency-key': key }), context: await ctx(), params: {} } as never)) as Response;
    expect(response.status).toBe(201);
    const lead = (await leadsOfSite(testDb.db, SITE)).find((r) => r.idempotency_key === key)!;
    return { leadId: lead.id, slot: slot! };
  }

  it('the signed POST cancels it (read back), frees the slot, and goes back to the page that says so', async () => {
    const { leadId, slot } = await book('cancel-ok');
    expect(await freeSlots()).not.toContain(slot);
    const response = await post(appointmentQuery(services.alertLinkSecret, leadId));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`http://paris15.diageo.fr/devis-recapitulatif?${appointmentQuery(services.alertLinkSecret, leadId)}&etat=annule`);
    expect((await appointmentOf(leadId)).cancelled_at).not.toBeNull();
    expect(await freeSlots()).toContain(slot);
    const site = (await services.sites.byId(SITE))!;
    const page = await appointmentPageData({ services, site, url: new URL(response.headers.get('location')!), locale: 'fr' });
    expect(page).toMatchObject({ state: 'cancelled', outcome: 'cancelled' });
  });

  it('a wrong signature (403), another site (404) and opening the page (a GET) change nothing', async () => {
    const { leadId } = await book('cancel-refused');
    const forged = `rdv=${leadId}&signature=${'A'.repeat(43)}`;
    expect((await post(forged)).status).toBe(403);
    expect((await post(appointmentQuery(services.alertLinkSecret, leadId), 'diag-annecy')).status).toBe(404);
    const site = (await services.sites.byId(SITE))!;
    const page = await appointmentPageData({ services, site, url: new URL(`http://x/devis-recapitulatif?${appointmentQuery(services.alertLinkSecret, leadId)}`), locale: 'fr' });
    expect(page).toMatchObject({ state: 'live', action: `/devis-recapitulatif?${appointmentQuery(services.alertLinkSecret, leadId)}` });
    expect((await appointmentOf(leadId)).cancelled_at).toBeNull();
    await expect(appointmentPageData({ services, site, url: new URL(`http://x/devis-recapitulatif?${forged}`), locale: 'fr' })).rejects.toMatchObject({ init: { status: 403 } });
  });

  it('less than 24 hours before the visit it can no longer be cancelled online', async () => {
    const { leadId } = await book('cancel-late');
    const soon = parisSlotIn(20);
    await testDb.db.updateTable('diag_appointments').set({ starts_at: soon }).where('lead_id', '=', leadId).execute();
    const response = await post(appointmentQuery(services.alertLinkSecret, leadId));
    expect(response.headers.get('location')).toMatch(/&etat=trop-tard$/);
    expect(await appointmentOf(leadId)).toEqual({ starts_at: soon, cancelled_at: null });
    const site = (await services.sites.byId(SITE))!;
    const page = await appointmentPageData({ services, site, url: new URL(`http://x/devis-recapitulatif?${appointmentQuery(services.alertLinkSecret, leadId)}`), locale: 'fr' });
    expect(page).toMatchObject({ state: 'too-late' });
  });
});
