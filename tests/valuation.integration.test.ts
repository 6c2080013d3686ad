import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as evaluation from '../app/routes/api.evaluation';
import { valuationStep2Loader, valuationStep3Loader } from '../app/network/valuation/loaders.server';
import { deliveriesOfLead, leadsOfSite } from '../server/repositories/leads.server';
import type { Services } from '../server/services.server';
import { stopWorkers } from '../server/services.server';
import type { ImmoSite } from '../domain/immo/site';
import { startFakeSmtp } from './helpers/fake-smtp';
import { openTestDb, TEST_DATABASES, type TestDb } from './helpers/test-db';
import { routeContext, testServices } from './helpers/test-services';

type Handler = (args: { request: Request; context: never; params: Record<string, string> }) => Promise<Response>;

/** A plain HTML form post, as a browser without JavaScript sends it. */
const formPost = (url: string, fields: Record<string, string>) =>
  new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

const CONTACT = { civility: 'madame', firstName: 'Camille', lastName: 'Roux', email: 'camille.roux@exemple.example', phone: '06 11 22 33 44', consent: 'on' };

describe.each(TEST_DATABASES)('valuation funnel without JavaScript on %s', (kind) => {
  const smtpPromise = startFakeSmtp();
  let testDb: TestDb;
  let services: Services;
  let site: ImmoSite;
  beforeEach(async () => {
    testDb = await openTestDb(kind);
    services = testServices(testDb, { SMTP_URL: (await smtpPromise).url });
    site = (await services.sites.byId('reseau')) as ImmoSite;
  }, 60_000);
  afterEach(async () => {
    await stopWorkers(services);
    await testDb.close();
  });
  afterAll(async () => (await smtpPromise).close());

  const post = async (fields: Record<string, string>) =>
    (evaluation.action as unknown as Handler)({ request: formPost('http://reseau.localhost/api/evaluation', fields), context: (await routeContext(services, 'reseau')) as never, params: {} });
  const step3 = async (location: string, cookie?: string) => {
    const url = new URL(location, 'http://reseau.localhost');
    return valuationStep3Loader({ site, services, request: new Request(url, cookie ? { headers: { cookie } } : {}), url, params: {}, locale: 'fr' }, {});
  };

  it('a 70 m² flat in Sevran: one lead stored and delivered, nothing personal in any URL, range from Sevran’s DVF median', async () => {
    const smtp = await smtpPromise;
    const before = smtp.mails.length;
    // Step 1 → step 2 is a GET with the property only.
    const step2Url = new URL('http://reseau.localhost/evaluation-two?adresse=Sevran&type=Appartement&surface=70&condition=entretenu&objective=vendre&timing=1m');
    const step2 = await valuationStep2Loader({ site, services, request: new Request(step2Url), url: step2Url, params: {}, locale: 'fr' }, {});
    expect(step2.seo?.noindex).toBe(true);
    const hidden = Object.fromEntries([...step2Url.searchParams.entries()]);
    const response = await post({ ...hidden, ...CONTACT, idempotencyKey: step2.data.idempotencyKey, website: '' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toMatch(/\/evaluation-three\?demande=[0-9a-f-]{36}$/);
    for (const url of [step2Url.toString(), location]) {
      expect(url).not.toContain('camille');
      expect(url).not.toContain('%40');
      expect(url).not.toContain('@');
      expect(url.replace(/\s|%20/g, '')).not.toContain('0611223344');
    }

    const leads = await leadsOfSite(testDb.db, 'reseau');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ type: 'estimation', endpoint: '/api/evaluation', firstname: 'Camille', lastname: 'Roux', email: 'camille.roux@exemple.example', phone: '06 11 22 33 44' });
    const payload = JSON.parse(leads[0]!.payload);
    expect(payload.commune).toEqual({ insee: '93071', name: 'Sevran' });
    // Sevran's adviser pair cover the town: the request is addressed to one of them.
    expect(JSON.parse(leads[0]!.recipients!)[0]).toMatch(/garnier@maisonfort\.example$/);

    await services.outbox.kick();
    expect((await deliveriesOfLead(testDb.db, leads[0]!.id)).map((d) => d.status)).toEqual(['delivered']);
    const mails = smtp.mails.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toContain('contact@maisonfort.example');

    // Step 3 reads the stored request: Sevran flats 2427 €/m² over 44 sales; 70 m² kept up 93–107 %.
    // The contact shows only to the browser that sent it (its cookie); the bare link shows it masked (issue 38 item 5).
    const viewerCookie = response.headers.get('set-cookie')!.split(/,\s*(?=demande_|saisie_)/).find((c) => c.startsWith('demande_'))!;
    expect(viewerCookie).toMatch(/HttpOnly/);
    const page = await step3(location, viewerCookie.split(';')[0]);
    expect(page.seo?.noindex).toBe(true);
    expect(page.data.contact).toMatchObject({ firstName: 'Camille', email: 'camille.roux@exemple.example' });
    const elsewhere = await step3(location);
    expect(elsewhere.data.masked).toBe(true);
    expect(JSON.stringify(elsewhere.data.contact)).not.toMatch(/camille|Roux|0611|11 22 33/i);
    expect(page.data.estimate).toMatchObject({ kind: 'range', low: 158_000, high: 182_000, eurPerM2: 2427, sales: 44, level: 'commune', period: { from: '2024-08-15', to: '2025-08-15' } });
  });

  it('the same post twice (same idempotency key) stores one lead', async () => {
    const fields = { adresse: 'Sevran', type: 'Appartement', surface: '70', ...CONTACT, idempotencyKey: 'cle-unique-1' };
    const first = await post(fields);
    const second = await post(fields);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect(await leadsOfSite(testDb.db, 'reseau')).toHaveLength(1);
  });

  it('a Paris address: stored, and step 3 says there is no data, without a number', async () => {
    const response = await post({ adresse: '10 rue de Rivoli 75004 Paris', citycode: '75104', type: 'Appartement', surface: '50', ...CONTACT });
    const page = await step3(response.headers.get('location')!);
    expect(page.data.estimate).toEqual({ kind: 'none', reason: 'paris' });
    expect(JSON.stringify(page.data.estimate)).not.toMatch(/\d{3}/);
  });

  it('honeypot filled: nothing stored', async () => {
    const response = await post({ adresse: 'Sevran', surface: '70', ...CONTACT, website: 'http://spam.example' });
    expect(response.status).toBe(303);
    expect(await leadsOfSite(testDb.db, 'reseau')).toHaveLength(0);
  });

  it('consent missing: back to step 2 with an error code, the answers kept, nothing personal in the URL, nothing stored', async () => {
    const { consent: _omit, ...noConsent } = CONTACT;
    const response = await post({ adresse: 'Sevran', surface: '70', type: 'Maison', landSurface: '300', ...noConsent });
    const location = response.headers.get('location')!;
    expect(location).toContain('/evaluation-two?');
    expect(location).toContain('erreur=consentement');
    expect(location).toContain('landSurface=300');
    expect(location).not.toContain('camille');
    expect(await leadsOfSite(testDb.db, 'reseau')).toHaveLength(0);
  });

  it('step 2 without a surface goes back to step 1; an unknown request id is a 404', async () => {
    const url = new URL('http://reseau.localhost/evaluation-two?adresse=Sevran');
    await expect(valuationStep2Loader({ site, services, request: new Request(url), url, params: {}, locale: 'fr' }, {})).rejects.toMatchObject({ status: 302 });
    await expect(step3('/evaluation-three?demande=00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ init: { status: 404 } });
  });
});
