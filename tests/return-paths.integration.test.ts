import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as alerts from '../app/routes/api.alertes';
import * as propertyContact from '../app/routes/api.bien-immobilier.contact';
import * as diagContact from '../app/routes/api.contact';
import * as adviserContact from '../app/routes/api.expertimo.contact';
import * as consentPage from '../app/routes/gestion-des-cookies';
import { siteContext } from '../app/context';
import type { Services } from '../server/services.server';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';
import { routeContext } from './helpers/test-services';

type Action = (args: { request: Request; context: never; params: Record<string, string> }) => Promise<Response>;

// Issue 37 item 1: the payloads that got past the old startsWith('/') check, and two classics.
const PAYLOADS = ['/\t/evil.example', '/.//evil.example', '/\r\n/evil.example', '//evil.example', '/\\evil.example', 'https://evil.example/'];

const formPost = (url: string, fields: Record<string, string>) =>
  new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });

/** The origin a browser would go to, reading the answer's Location against the request's URL. */
const landing = (response: Response, requestUrl: string) => new URL(response.headers.get('location') ?? '', requestUrl).origin;

describe.each(TEST_DATABASES)('return paths stay on the site on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));
  const call = async (action: unknown, site: string, request: Request) => (action as Action)({ request, context: (await routeContext(services, site)) as never, params: {} });

  it.each(PAYLOADS)('property contact, unknown listing, redirectTo %j', async (redirectTo) => {
    const url = 'http://reseau.localhost:4205/api/bien-immobilier/contact';
    const response = await call(propertyContact.action, 'reseau', formPost(url, { slug: 'nope', name: 'a', redirectTo }));
    expect(response.status).toBe(303);
    expect(landing(response, url)).toBe('http://reseau.localhost:4205');
  });

  it.each(PAYLOADS)('adviser contact, unknown adviser, redirectTo %j', async (redirectTo) => {
    const url = 'http://reseau.localhost:4205/api/expertimo/contact';
    const response = await call(adviserContact.action, 'reseau', formPost(url, { advisorId: 'nobody', firstName: 'a', redirectTo }));
    expect(response.status).toBe(303);
    expect(landing(response, url)).toBe('http://reseau.localhost:4205');
  });

  it.each(PAYLOADS)('a lead endpoint’s form post, redirectTo %j', async (redirectTo) => {
    const url = 'http://diag-paris15.localhost:4205/api/contact/';
    const response = await call(diagContact.action, 'diag-paris15', formPost(url, { name: 'Léa', email: 'lea@example.fr', message: 'Bonjour', redirectTo }));
    expect(response.status).toBe(303);
    expect(landing(response, url)).toBe('http://diag-paris15.localhost:4205');
  });

  it.each(PAYLOADS)('the buyer alert form, redirectTo %j', async (redirectTo) => {
    const url = 'http://reseau.localhost:4205/api/alertes';
    const response = await call(alerts.action, 'reseau', formPost(url, { email: 'not-an-email', redirectTo }));
    expect(response.status).toBe(303);
    expect(landing(response, url)).toBe('http://reseau.localhost:4205');
    expect(new URL(response.headers.get('location')!).pathname).toBe('/alerte-immobiliere');
  });
});

describe('the cookie preferences page', () => {
  it.each(PAYLOADS)('links back only to the site (retour %j)', async (retour) => {
    const context = new RouterContextProvider();
    context.set(siteContext, { kind: 'directory' });
    const request = new Request(`http://reseau.localhost:4205/gestion-des-cookies?retour=${encodeURIComponent(retour)}`);
    const data = consentPage.loader({ request, context, params: {} } as never);
    expect(data.back).toBe('/');
  });

  it('keeps a path of the site', () => {
    const context = new RouterContextProvider();
    context.set(siteContext, { kind: 'directory' });
    const request = new Request(`http://reseau.localhost:4205/gestion-des-cookies?retour=${encodeURIComponent('/contact?x=1')}`);
    expect(consentPage.loader({ request, context, params: {} } as never).back).toBe('/contact?x=1');
  });
});
