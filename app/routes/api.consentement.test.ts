import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { consentFor, consentFromCookieHeader, type Consent, UNDECIDED } from '../../domain/consent/consent';
import { consentContext, siteContext } from '../context';
import { action } from './api.consentement';

async function post(fields: Array<[string, string]>, { json = false, current = UNDECIDED, known = true }: { json?: boolean; current?: Consent; known?: boolean } = {}) {
  const context = new RouterContextProvider();
  context.set(consentContext, current);
  context.set(siteContext, known ? { kind: 'directory' } : { kind: 'unknown', host: 'x.example' });
  const request = new Request('https://diag.localhost/api/consentement', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: json ? { accept: 'application/json' } : {},
  });
  const response = (await action({ request, context, params: {} } as never)) as Response;
  const cookie = response.headers.get('set-cookie');
  return { response, cookie, stored: consentFromCookieHeader(cookie?.split(';')[0] ?? null, new Date()) };
}

describe('POST /api/consentement', () => {
  it("'Tout accepter' without JavaScript stores every purpose and goes back to the page", async () => {
    const { response, cookie, stored } = await post([['choice', 'all'], ['retour', '/contact?x=1#carte']]);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact?x=1#carte');
    expect(cookie).toContain('Secure');
    expect(stored.decided).toBe(true);
    expect(stored.granted).toEqual({ analytics: true, media: true, maps: true, booking: true });
  });

  it("'Tout refuser' stores a decision that grants nothing", async () => {
    const { stored } = await post([['choice', 'none'], ['retour', '/']]);
    expect(stored.decided).toBe(true);
    expect(Object.values(stored.granted).some(Boolean)).toBe(false);
  });

  it('the preferences form stores exactly the ticked purposes', async () => {
    const { stored } = await post([['choice', 'custom'], ['purpose', 'maps'], ['purpose', 'booking']]);
    expect(stored.granted).toEqual({ analytics: false, media: false, maps: true, booking: true });
  });

  it("a placeholder's button answers JSON in place and leaves the banner unanswered", async () => {
    const { response, stored } = await post([['choice', 'allow'], ['purpose', 'media']], { json: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, analyticsRevoked: false });
    expect(stored.decided).toBe(false);
    expect(stored.granted.media).toBe(true);
  });

  it('says when analytics is withdrawn (the page reloads to stop the tracker)', async () => {
    const { response } = await post([['choice', 'none']], { json: true, current: consentFor(['analytics'], new Date()) });
    expect(await response.json()).toMatchObject({ ok: true, analyticsRevoked: true });
  });

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example', '/\t/evil.example', '/.//evil.example', '/\uff0fevil.example'])(
    'never sends the visitor to another site (retour %j)',
    async (retour) => {
      const { response } = await post([['choice', 'none'], ['retour', retour]]);
      expect(response.status).toBe(303);
      expect(new URL(response.headers.get('location') ?? '', 'https://diag.localhost').origin).toBe('https://diag.localhost');
      expect(response.headers.get('location')).toBe('/');
    },
  );

  it('answers a retour holding a newline with a 303 home, not a 500 (issue 37)', async () => {
    const request = new Request('https://diag.localhost/api/consentement', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'choice=none&retour=/%0a/x',
    });
    const context = new RouterContextProvider();
    context.set(siteContext, { kind: 'directory' });
    const response = (await action({ request, context, params: {} } as never)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });

  it.each([
    [[['choice', 'everything']]],
    [[['choice', 'allow'], ['purpose', 'ads']]],
    [[]],
  ] as Array<[Array<[string, string]>]>)('refuses %j with a French 400 and stores nothing', async (fields) => {
    const { response, cookie } = await post(fields);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Choix des cookies inconnu : rien n’a été enregistré.');
    expect(cookie).toBeNull();
  });

  it('answers 404 for an unknown host', async () => {
    const { response, cookie } = await post([['choice', 'all']], { known: false });
    expect(response.status).toBe(404);
    expect(cookie).toBeNull();
  });
});
