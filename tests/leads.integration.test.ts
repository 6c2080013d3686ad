import { afterAll, describe, expect, it } from 'vitest';
import * as cmsContact from '../app/routes/api.cms-websites.contact';
import * as diagContact from '../app/routes/api.contact';
import * as expertimoContact from '../app/routes/api.expertimo.contact';
import * as expertimoLead from '../app/routes/api.expertimo.lead';
import { localeContext } from '../app/i18n/context';
import { deliveriesOfLead, leadsOfSite } from '../server/repositories/leads.server';
import type { Services } from '../server/services.server';
import { startFakeSmtp } from './helpers/fake-smtp';
import { startFakeWebhook } from './helpers/fake-webhook';
import { openTestDb, TEST_DATABASES, type TestDb } from './helpers/test-db';
import { jsonPost, routeContext, testServices } from './helpers/test-services';
import { freshServicesEach } from './helpers/fresh-services';

type Action = (args: { request: Request; context: never; params: Record<string, string> }) => Promise<Response>;

const ENDPOINTS: Array<{ name: string; action: Action; site: string; body: Record<string, unknown>; type: string }> = [
  { name: '/api/contact/', action: diagContact.action as unknown as Action, site: 'diag-paris15', body: { name: 'Léa Martin', email: 'lea@example.fr', message: 'Bonjour, un DPE ?' }, type: 'contact' },
  {
    name: '/api/cms-websites/contact',
    action: cmsContact.action as unknown as Action,
    site: 'diag-paris15',
    body: { type: 'freebies', firstname: 'Léa', lastname: 'Martin', email: 'lea@example.fr', message: null, phone: '', payload: { freebie: 'tableau-des-diags', depuisUrl: 'http://diag-paris15.localhost/' } },
    type: 'freebies',
  },
  {
    name: '/api/expertimo/contact',
    action: expertimoContact.action as unknown as Action,
    site: 'reseau',
    body: { advisorId: 'cons-001', kind: 'rdv', firstName: 'Paul', lastName: 'Durand', email: 'paul@example.fr', phone: '06 39 98 00 00', message: '', preferedDate: '2026-12-01', timeWindow: 'Matin' },
    type: 'conseiller-rdv',
  },
  {
    name: '/api/expertimo/lead',
    action: expertimoLead.action as unknown as Action,
    site: 'sevran',
    body: { kind: 'estimation', context: 'landing-sevran', address: '3 rue de Paris, 93270 Sevran', firstName: 'Nadia', phone: '0639980000', utm: { utm_source: 'google' }, pageUrl: 'http://sevran.localhost/estimation' },
    type: 'agence-lead',
  },
];

describe.each(TEST_DATABASES)('lead endpoints on %s', (kind) => {
  let testDb: TestDb;
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ testDb, services } = fresh));

  const call = async (action: Action, site: string | null, request: Request) =>
    action({ request, context: (await routeContext(services, site)) as never, params: {} });

  it.each(ENDPOINTS)('$name stores one lead, even when posted twice with the same key', async ({ action, site, body, type }) => {
    const first = await call(action, site, jsonPost('http://x.localhost/api', body, { 'idempotency-key': 'k-123' }));
    expect(first.status).toBe(201);
    const second = await call(action, site, jsonPost('http://x.localhost/api', body, { 'idempotency-key': 'k-123' }));
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ success: true, duplicate: true });
    const leads = await leadsOfSite(testDb.db, site);
    expect(leads).toHaveLength(1);
    expect(leads[0]?.type).toBe(type);
  });

  it.each(ENDPOINTS)('$name refuses bad input with a 400 and a French message, storing nothing', async ({ action, site }) => {
    const response = await call(action, site, jsonPost('http://x.localhost/api', { type: 'devis', email: 'pas un email' }));
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toMatch(/Merci de|obligatoire|Email invalide/);
    expect(await leadsOfSite(testDb.db, site)).toHaveLength(0);
  });

  it('/api/contact/ answers a visitor browsing in English in English, storing nothing', async () => {
    const context = await routeContext(services, 'diag-paris15');
    context.set(localeContext, 'en');
    const body = { name: 'Léa Martin', email: 'pas un email', message: 'Hello' };
    const response = await diagContact.action({ request: jsonPost('http://x.localhost/api', body), context, params: {} } as never);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, message: 'Invalid e-mail address', fields: { email: 'Invalid e-mail address' } });
    expect(await leadsOfSite(testDb.db, 'diag-paris15')).toHaveLength(0);
  });

  it.each(ENDPOINTS)('$name answers 400 to malformed JSON', async ({ action, site }) => {
    const response = await call(action, site, jsonPost('http://x.localhost/api', '{"name": '));
    expect(response.status).toBe(400);
    expect(await leadsOfSite(testDb.db, site)).toHaveLength(0);
  });

  it.each(ENDPOINTS)('$name answers 404 when no site is known', async ({ action, body }) => {
    const response = await call(action, null, jsonPost('http://x.localhost/api', body));
    expect(response.status).toBe(404);
  });

  it('drops a post whose honeypot is filled, answering success', async () => {
    const response = await call(diagContact.action as unknown as Action, 'diag-paris15', jsonPost('http://x.localhost/api', { ...ENDPOINTS[0]?.body, website: 'http://spam' }));
    expect(response.status).toBe(200);
    expect(await leadsOfSite(testDb.db, 'diag-paris15')).toHaveLength(0);
  });

  it('redirects a plain HTML form post back to the page', async () => {
    const form = new URLSearchParams({ name: 'Léa', email: 'lea@example.fr', message: 'Bonjour', redirectTo: '/contact#formulaire' });
    const request = new Request('http://diag-paris15.localhost/api/contact/', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
    const response = await call(diagContact.action as unknown as Action, 'diag-paris15', request);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://diag-paris15.localhost/contact?envoye=1#formulaire');
    expect(await leadsOfSite(testDb.db, 'diag-paris15')).toHaveLength(1);
  });

  it('never redirects a form post off-site', async () => {
    const form = new URLSearchParams({ name: 'Léa', email: 'lea@example.fr', message: 'Bonjour', redirectTo: '//evil.example/' });
    const request = new Request('http://diag-paris15.localhost/api/contact/', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
    const response = await call(diagContact.action as unknown as Action, 'diag-paris15', request);
    expect(response.headers.get('location')).toBe('http://diag-paris15.localhost/?envoye=1');
  });

  it('lets the diag contact body name its site (site, subdomain)', async () => {
    const response = await call(diagContact.action as unknown as Action, null, jsonPost('http://localhost/api/contact/', { ...ENDPOINTS[0]?.body, site: 'diageo.fr', subdomain: 'annecy' }));
    expect(response.status).toBe(201);
    expect(await leadsOfSite(testDb.db, 'diag-annecy')).toHaveLength(1);
  });
});

describe.each(TEST_DATABASES)('lead delivery on %s', (kind) => {
  const smtpPromise = startFakeSmtp();
  const webhookPromise = startFakeWebhook();
  afterAll(async () => {
    await (await smtpPromise).close();
    await (await webhookPromise).close();
  });

  it('e-mails the business and calls the webhook; retries with backoff while the receiver is down', async () => {
    const smtp = await smtpPromise;
    const webhook = await webhookPromise;
    const testDb = await openTestDb(kind);
    const services = testServices(testDb, { SMTP_URL: smtp.url, LEAD_WEBHOOK_URL: webhook.url });
    try {
      webhook.setDown(true);
      const site = (await services.sites.byId('diag-paris15'))!;
      const { lead } = await services.leads.submit(site, { type: 'devis', endpoint: 'test', firstname: 'Léa', lastname: 'Martin', email: 'lea@example.fr', phone: '0639980000', payload: { criteria: { projet: 'vendre' } } });
      await services.outbox.kick();

      let deliveries = await deliveriesOfLead(testDb.db, lead.id);
      expect(deliveries.find((d) => d.channel === 'email')?.status).toBe('delivered');
      const hook = deliveries.find((d) => d.channel === 'webhook');
      expect(hook).toMatchObject({ status: 'pending', attempts: 1 });
      expect(hook?.last_error).toMatch(/503/);
      expect(smtp.mails.at(-1)?.to).toEqual(['claire.vasseur@diageo.example']);
      expect(smtp.mails.at(-1)?.raw).toContain('Demande de devis');

      // Not due yet: nothing is retried before the backoff delay.
      expect(await services.outbox.runOnce(new Date())).toBe(0);

      webhook.setDown(false);
      const later = new Date(Date.now() + 10 * 60_000);
      expect(await services.outbox.runOnce(later)).toBe(1);
      deliveries = await deliveriesOfLead(testDb.db, lead.id);
      expect(deliveries.map((d) => d.status)).toEqual(['delivered', 'delivered']);
      expect(webhook.received.at(-1)).toMatchObject({ id: lead.id, type: 'devis', firstname: 'Léa', site: { id: 'diag-paris15' } });
    } finally {
      await services.outbox.stop();
      await testDb.close();
    }
  });

  it('keeps leads stored (no delivery rows) when nothing is configured', async () => {
    const testDb = await openTestDb(kind);
    const services = testServices(testDb);
    try {
      const site = (await services.sites.byId('sevran'))!;
      const { lead } = await services.leads.submit(site, { type: 'agence-lead', endpoint: 'test', firstname: 'Nadia', phone: '06' });
      expect(await deliveriesOfLead(testDb.db, lead.id)).toEqual([]);
      expect(await leadsOfSite(testDb.db, 'sevran')).toHaveLength(1);
    } finally {
      await services.outbox.stop();
      await testDb.close();
    }
  });
});
