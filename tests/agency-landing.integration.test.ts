import { afterAll, describe, expect, it } from 'vitest';
import * as expertimoLead from '../app/routes/api.expertimo.lead';
import { expertimoMLandingOneLoader } from '../app/families/agence/landing/loader.server';
import type { LandingData } from '../app/families/agence/landing/landing-form';
import { deliveriesOfLead, leadsOfSite } from '../server/repositories/leads.server';
import type { Services } from '../server/services.server';
import { startFakeSmtp } from './helpers/fake-smtp';
import { openTestDb, TEST_DATABASES } from './helpers/test-db';
import { routeContext, testServices } from './helpers/test-services';

type Action = (args: { request: Request; context: never; params: Record<string, string> }) => Promise<Response>;
const action = expertimoLead.action as unknown as Action;

const LANDING = 'http://sevran.localhost/estimation-gratuite?utm_source=google&utm_medium=cpc&gclid=abc';

/** The landing page's form as the server renders it (hidden fields), for a given landing URL. */
async function renderedForm(services: Services, landingUrl: string, cookie?: string): Promise<LandingData> {
  const site = (await services.sites.byId('sevran'))!;
  const url = new URL(landingUrl);
  const request = new Request(url, cookie ? { headers: { cookie } } : {});
  const { data } = await expertimoMLandingOneLoader({ site, services, request, url, params: {} } as never, {});
  return data;
}

/** What a browser without JavaScript posts: every hidden field plus what the visitor typed. */
function formPost(data: LandingData, typed: Record<string, string>): Request {
  const body = new URLSearchParams({
    kind: 'estimation',
    context: 'landing-sevran',
    pageUrl: data.pageUrl,
    redirectTo: data.redirectTo,
    idempotencyKey: data.idempotencyKey,
    website: '',
    ...data.utm,
    ...typed,
  });
  return new Request('http://sevran.localhost/api/expertimo/lead', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
}

describe.each(TEST_DATABASES)('Sevran landing lead without JavaScript on %s', (kind) => {
  const smtpPromise = startFakeSmtp();
  afterAll(async () => (await smtpPromise).close());

  it('is stored once with the campaign values and e-mailed at once to the agency', async () => {
    const smtp = await smtpPromise;
    const testDb = await openTestDb(kind);
    const services = testServices(testDb, { SMTP_URL: smtp.url });
    try {
      const data = await renderedForm(services, LANDING);
      expect(data.utm).toEqual({ utm_source: 'google', utm_medium: 'cpc', gclid: 'abc' });
      const typed = { address: '3 rue de Paris, 93270 Sevran', firstName: 'Nadia', phone: '06 39 98-00.00 (mobile)', email: '' };
      const context = (await routeContext(services, 'sevran')) as never;

      const first = await action({ request: formPost(data, typed), context, params: {} });
      expect(first.status).toBe(303);
      expect(first.headers.get('location')).toBe('http://sevran.localhost/estimation-gratuite?utm_source=google&utm_medium=cpc&gclid=abc&envoye=1#estimation');
      // A double click sends the same rendered form twice: one lead.
      const second = await action({ request: formPost(data, typed), context, params: {} });
      expect(second.status).toBe(303);

      const leads = await leadsOfSite(testDb.db, 'sevran');
      expect(leads).toHaveLength(1);
      const lead = leads[0]!;
      // Stored in E.164 (issue 38 item 8).
      expect(lead).toMatchObject({ type: 'agence-lead', endpoint: '/api/expertimo/lead', firstname: 'Nadia', phone: '+33639980000', email: null });
      expect(JSON.parse(lead.payload)).toMatchObject({
        kind: 'estimation',
        context: 'landing-sevran',
        address: '3 rue de Paris, 93270 Sevran',
        utm: { utm_source: 'google', utm_medium: 'cpc', gclid: 'abc' },
        pageUrl: 'http://sevran.localhost/estimation-gratuite?utm_source=google&utm_medium=cpc&gclid=abc',
      });

      // Stored with its e-mail delivery due now; the worker sends it to the agency's address.
      await services.outbox.kick();
      const email = (await deliveriesOfLead(testDb.db, lead.id)).find((d) => d.channel === 'email');
      expect(email?.status).toBe('delivered');
      const mail = smtp.mails.find((m) => m.raw.includes('Nadia'));
      expect(mail?.to).toEqual(['sevran@maisonfort.example']);
      expect(mail?.raw).toContain('google');
      expect(mail?.raw).toContain('cpc');
      expect(mail?.raw).toContain('abc');
    } finally {
      await services.outbox.stop();
      await testDb.close();
    }
  });

  it('sends the visitor back with the spec message when a required field is missing, storing nothing', async () => {
    const testDb = await openTestDb(kind);
    const services = testServices(testDb);
    try {
      const data = await renderedForm(services, LANDING);
      const response = await action({ request: formPost(data, { address: '', firstName: 'Nadia', phone: '0639980000' }), context: (await routeContext(services, 'sevran')) as never, params: {} });
      expect(response.status).toBe(303);
      const back = new URL(response.headers.get('location')!);
      expect(back.searchParams.get('erreur')).toBe('Merci de renseigner l’adresse du bien, votre nom et votre téléphone.');
      expect(back.searchParams.get('gclid')).toBe('abc');
      expect(await leadsOfSite(testDb.db, 'sevran')).toHaveLength(0);

      // The page then shows that message, and only our own messages.
      expect((await renderedForm(services, back.href)).outcome).toBe('invalid');
      expect((await renderedForm(services, `${LANDING}&erreur=Appelez+le+0800`)).outcome).toBe('failed');
    } finally {
      await services.outbox.stop();
      await testDb.close();
    }
  });

  it('stores \'+33 (0)6-12-34-56-78\' as +33612345678', async () => {
    const testDb = await openTestDb(kind);
    const services = testServices(testDb);
    try {
      const data = await renderedForm(services, LANDING);
      const response = await action({ request: formPost(data, { address: '3 rue de Paris, 93270 Sevran', firstName: 'Noé', phone: '+33 (0)6-12-34-56-78' }), context: (await routeContext(services, 'sevran')) as never, params: {} });
      expect(response.status).toBe(303);
      expect((await leadsOfSite(testDb.db, 'sevran')).map((l) => l.phone)).toEqual(['+33612345678']);
    } finally {
      await services.outbox.stop();
      await testDb.close();
    }
  });

  it.each([
    ['a bad optional e-mail', { email: 'nadia@exemple' }, 'email', 'Email invalide'],
    ['a phone number that is none', { phone: '06 12' }, 'phone', 'Numéro de téléphone invalide'],
  ])('%s comes back with that field\'s message and every field kept, storing nothing', async (_label, spoilt, field, message) => {
    const testDb = await openTestDb(kind);
    const services = testServices(testDb);
    try {
      const data = await renderedForm(services, LANDING);
      const typed = { address: '3 rue de Paris, 93270 Sevran', firstName: 'Nadia', phone: '06 39 98 00 00', email: 'nadia@exemple.fr', ...spoilt };
      const response = await action({ request: formPost(data, typed), context: (await routeContext(services, 'sevran')) as never, params: {} });
      expect(response.status).toBe(303);
      expect(await leadsOfSite(testDb.db, 'sevran')).toHaveLength(0);
      // The input travels in an HTTP-only cookie, never in the URL.
      const location = response.headers.get('location')!;
      expect(location).not.toContain('Nadia');
      const cookie = response.headers.get('set-cookie')!;
      expect(cookie).toMatch(/HttpOnly/);
      const back = await renderedForm(services, location, cookie.split(';')[0]);
      expect(back.outcome).toBe('invalid');
      expect(back.message).toBeNull();
      expect(back.kept?.values).toEqual(typed);
      expect(back.kept?.fields).toEqual({ [field]: message });
    } finally {
      await services.outbox.stop();
      await testDb.close();
    }
  });

  it('drops a post whose honeypot is filled, answering as if it succeeded', async () => {
    const testDb = await openTestDb(kind);
    const services = testServices(testDb);
    try {
      const data = await renderedForm(services, LANDING);
      const response = await action({ request: formPost(data, { address: '1 rue X', firstName: 'Bot', phone: '0600000000', website: 'http://spam.example' }), context: (await routeContext(services, 'sevran')) as never, params: {} });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toContain('envoye=1');
      expect(await leadsOfSite(testDb.db, 'sevran')).toHaveLength(0);
    } finally {
      await services.outbox.stop();
      await testDb.close();
    }
  });
});
