import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { describe, expect, it } from 'vitest';
import { action as accountAction, loader as accountLoader } from '../app/routes/gestion/account';
import { middleware } from '../app/routes/gestion/layout';
import { memberContext } from '../app/routes/gestion/member-context';
import { action as membersAction } from '../app/routes/gestion/members';
import { action as passkeyAction } from '../app/routes/gestion/passkey-api';
import { CLIENT_IP_HEADER } from '../server/backoffice/http-edge.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { ADMIN_ORIGIN, backofficeContext, formPost, statusOf } from './helpers/backoffice';
import { freshServicesEach } from './helpers/fresh-services';
import { SoftAuthenticator } from './helpers/soft-authenticator';
import { TEST_DATABASES } from './helpers/test-db';

const LEA = 'lea.garnier@maisonfort.example';
const THOMAS = 'thomas.garnier@maisonfort.example';

interface Answer {
  status: number;
  body: Record<string, unknown>;
  cookies: string[];
}

describe.each(TEST_DATABASES)('back-office passkeys on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  /** A POST to /gestion/cle-acces as the passkey script sends it, signed in as `email` (null: signed out): its status, JSON body and cookies. */
  async function post(email: string | null, fields: Record<string, string>, ip = '203.0.113.5'): Promise<Answer> {
    const request = formPost('/gestion/cle-acces', fields, { [CLIENT_IP_HEADER]: ip });
    const context = await backofficeContext(services, email);
    let result: unknown;
    try {
      result = await passkeyAction({ request, url: new URL(request.url), params: {}, context } as never);
    } catch (thrown) {
      result = thrown;
    }
    if (result instanceof Response) return { status: result.status, body: {}, cookies: result.headers.getSetCookie() };
    if (result && typeof result === 'object' && 'init' in result && 'data' in result) {
      const { data, init } = result as { data: Record<string, unknown>; init: { status?: number; headers?: HeadersInit } | null };
      return { status: init?.status ?? 200, body: data ?? {}, cookies: new Headers(init?.headers).getSetCookie() };
    }
    return { status: 200, body: result as Record<string, unknown>, cookies: [] };
  }

  async function registerFor(email: string, authenticator: SoftAuthenticator, name = 'Téléphone'): Promise<Answer> {
    const options = await post(email, { intent: 'register-options', name });
    expect(options.status).toBe(200);
    return post(email, { intent: 'register', name, response: JSON.stringify(authenticator.register(options.body as unknown as PublicKeyCredentialCreationOptionsJSON)) });
  }

  async function signInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await post(null, { intent: 'sign-in-options' });
    expect(options.status).toBe(200);
    return options.body as unknown as PublicKeyCredentialRequestOptionsJSON;
  }

  /** The layout's middleware with this cookie: who the request is signed in as (null: nobody). */
  async function whoIs(cookie: string): Promise<string | null> {
    const context = await backofficeContext(services, null);
    const request = new Request(`${ADMIN_ORIGIN}/gestion`, { headers: { cookie } });
    await middleware[0]!({ request, url: new URL(request.url), params: {}, context } as never, async () => new Response(null));
    return context.get(memberContext)?.member.email ?? null;
  }

  const sessions = async () => (await services.db.selectFrom('auth_session').select('id').execute()).length;
  const stored = () => services.db.selectFrom('auth_passkey').innerJoin('auth_user', 'auth_user.id', 'auth_passkey.user_id').select(['auth_user.email', 'auth_passkey.name', 'auth_passkey.counter', 'auth_passkey.last_used_at', 'auth_passkey.id']).execute();

  it('a signed-in member registers a passkey (stored, listed with its name and date, audited), then signs in with it: a session cookie for that member', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const phone = new SoftAuthenticator(ADMIN_ORIGIN);
    const added = await registerFor(LEA, phone, 'Téléphone de Léa');
    expect(added).toMatchObject({ status: 200, body: { location: '/gestion/compte?ajoutee=1' } });
    const rows = await stored();
    expect(rows.map((r) => ({ email: r.email, name: r.name, counter: Number(r.counter), used: r.last_used_at }))).toEqual([{ email: LEA, name: 'Téléphone de Léa', counter: 0, used: null }]);
    expect(await services.db.selectFrom('audit_events').select(['action', 'actor', 'target_id']).execute()).toEqual([{ action: 'passkey.add', actor: LEA, target_id: rows[0]!.id }]);

    const page = (await accountLoader({ request: new Request(`${ADMIN_ORIGIN}/gestion/compte`), url: new URL(`${ADMIN_ORIGIN}/gestion/compte`), params: {}, context: await backofficeContext(services, LEA) } as never)) as { passkeys: { name: string; createdAt: string }[] };
    expect(page.passkeys).toEqual([expect.objectContaining({ name: 'Téléphone de Léa', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown })]);

    const signedIn = await post(null, { intent: 'sign-in', response: JSON.stringify(phone.signIn(await signInOptions())) });
    expect(signedIn).toMatchObject({ status: 200, body: { location: '/gestion' } });
    const cookie = signedIn.cookies.find((c) => c.includes('session_token='))!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(await whoIs(cookie.split(';')[0]!)).toBe(LEA);
    const after = (await stored())[0]!;
    expect(Number(after.counter)).toBe(1);
    expect(after.last_used_at).not.toBeNull();
  }, 60_000);

  /** A refused sign-in answer: 400 with a sentence, no cookie, no session. */
  async function expectRefused(response: unknown): Promise<void> {
    const before = await sessions();
    const answer = await post(null, { intent: 'sign-in', response: typeof response === 'string' ? response : JSON.stringify(response) });
    expect(answer.status).toBe(400);
    expect(answer.cookies).toEqual([]);
    expect(typeof answer.body.error).toBe('string');
    expect(await sessions()).toBe(before);
  }

  const ATTACKS: [string, (phone: SoftAuthenticator) => Promise<unknown>][] = [
    [
      'the same answer replayed by a synced passkey whose counter stays 0 (only the spent challenge stops it)',
      async (phone) => {
        const once = phone.signIn(await signInOptions(), { counter: 0 });
        expect((await post(null, { intent: 'sign-in', response: JSON.stringify(once) })).status).toBe(200);
        return once;
      },
    ],
    [
      'the same answer replayed (spent challenge, counter not moving)',
      async (phone) => {
        const once = phone.signIn(await signInOptions());
        expect((await post(null, { intent: 'sign-in', response: JSON.stringify(once) })).status).toBe(200);
        return once;
      },
    ],
    [
      'a fresh challenge signed with a counter that does not move forward (a cloned authenticator)',
      async (phone) => {
        expect((await post(null, { intent: 'sign-in', response: JSON.stringify(phone.signIn(await signInOptions(), { counter: 5 })) })).status).toBe(200);
        return phone.signIn(await signInOptions(), { counter: 5 });
      },
    ],
    ['a challenge the server never issued', async (phone) => phone.signIn({ challenge: 'QUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUE', rpId: 'gestion.localhost' })],
    [
      'authenticator data changed after signing (counter bumped)',
      async (phone) => {
        const signed = phone.signIn(await signInOptions(), { counter: 20 });
        const data = Buffer.from(signed.response.authenticatorData, 'base64url');
        data.writeUInt32BE(21, 33);
        return { ...signed, response: { ...signed.response, authenticatorData: data.toString('base64url') } };
      },
    ],
    [
      'a signature made by another key',
      async (phone) => {
        const options = await signInOptions();
        const other = new SoftAuthenticator(ADMIN_ORIGIN).signIn(options);
        return { ...phone.signIn(options), response: { ...phone.signIn(options).response, signature: other.response.signature } };
      },
    ],
    ['signed for a franchisee’s origin', async (phone) => phone.signIn(await signInOptions(), { origin: 'http://sevran.localhost' })],
    ['without the owner’s gesture (user verification required)', async (phone) => phone.signIn(await signInOptions(), { userVerified: false })],
    [
      'a challenge past its 5 minutes',
      async (phone) => {
        const late = await signInOptions();
        const past = new Date(Date.now() - 1000);
        await services.db.updateTable('auth_verification').set({ expiresAt: kind === 'postgres' ? past : past.toISOString() }).where('identifier', 'like', 'passkey-challenge:%').execute();
        return phone.signIn(late);
      },
    ],
    [
      'a registration’s challenge answered as a sign-in',
      async (phone) => {
        const registration = await post(LEA, { intent: 'register-options', name: 'Autre' });
        return phone.signIn({ challenge: (registration.body as { challenge: string }).challenge, rpId: 'gestion.localhost' });
      },
    ],
    ['a passkey nobody registered', async () => new SoftAuthenticator(ADMIN_ORIGIN).signIn(await signInOptions())],
    ['malformed JSON', async () => '{"id":'],
  ];

  it.each(ATTACKS)('refused, no session: %s', async (_name, attack) => {
    await seedBackoffice(services.db, services.backoffice.members);
    const phone = new SoftAuthenticator(ADMIN_ORIGIN);
    await registerFor(LEA, phone);
    await expectRefused(await attack(phone));
  }, 60_000);

  it('the library’s session-opening endpoint is server-only: posted over HTTP with a user id, it answers 404 and opens nothing', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const lea = await services.db.selectFrom('auth_user').select('id').where('email', '=', LEA).executeTakeFirstOrThrow();
    const answer = await services.backoffice.auth.handler(
      new Request(`${ADMIN_ORIGIN}/gestion/auth/passkey-session`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ADMIN_ORIGIN }, body: JSON.stringify({ userId: lea.id }) }),
    );
    expect(answer.status).toBe(404);
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(await sessions()).toBe(0);
  }, 60_000);

  it('registration needs a signed-in member, a name, and the member’s own challenge', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    expect((await post(null, { intent: 'register-options', name: 'Téléphone' })).status).toBe(401);
    expect(await post(LEA, { intent: 'register-options', name: '  ' })).toMatchObject({ status: 400, body: { field: 'name', error: 'Merci de donner un nom à cette clé d’accès.' } });
    // Thomas's challenge answered in Léa's session: refused, nothing stored.
    const thomas = await post(THOMAS, { intent: 'register-options', name: 'Téléphone' });
    const answer = new SoftAuthenticator(ADMIN_ORIGIN).register(thomas.body as unknown as PublicKeyCredentialCreationOptionsJSON);
    expect((await post(LEA, { intent: 'register', name: 'Téléphone', response: JSON.stringify(answer) })).status).toBe(400);
    // Signed for another origin.
    const options = await post(LEA, { intent: 'register-options', name: 'Téléphone' });
    const foreign = new SoftAuthenticator(ADMIN_ORIGIN).register(options.body as unknown as PublicKeyCredentialCreationOptionsJSON, { origin: 'http://sevran.localhost' });
    expect((await post(LEA, { intent: 'register', name: 'Téléphone', response: JSON.stringify(foreign) })).status).toBe(400);
    expect(await stored()).toEqual([]);
  }, 60_000);

  it('a member deletes its own passkey (audited), which then signs nobody in; another member’s passkey answers 404 and stays', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const phone = new SoftAuthenticator(ADMIN_ORIGIN);
    await registerFor(LEA, phone);
    const [passkey] = await stored();
    const remove = async (email: string) => {
      const request = formPost('/gestion/compte', { intent: 'delete', passkey: passkey!.id });
      return statusOf(async () => accountAction({ request, url: new URL(request.url), params: {}, context: await backofficeContext(services, email) } as never));
    };
    expect(await remove(THOMAS)).toBe(404);
    expect(await stored()).toHaveLength(1);
    expect(await remove(LEA)).toBe(303);
    expect(await stored()).toEqual([]);
    expect((await services.db.selectFrom('audit_events').select('action').orderBy('created_at').execute()).map((r) => r.action)).toEqual(['passkey.add', 'passkey.remove']);
    expect((await post(null, { intent: 'sign-in', response: JSON.stringify(phone.signIn(await signInOptions())) })).status).toBe(400);
    expect(await sessions()).toBe(0);
  }, 60_000);

  it('a revoked member’s passkey opens no session', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const phone = new SoftAuthenticator(ADMIN_ORIGIN);
    await registerFor(LEA, phone);
    const lea = await services.db.selectFrom('members').innerJoin('auth_user', 'auth_user.id', 'members.user_id').select('members.id').where('auth_user.email', '=', LEA).executeTakeFirstOrThrow();
    const request = formPost('/gestion/membres', { intent: 'revoke', member: lea.id });
    await membersAction({ request, url: new URL(request.url), params: {}, context: await backofficeContext(services, 'admin@reseau.example') } as never);
    const answer = await post(null, { intent: 'sign-in', response: JSON.stringify(phone.signIn(await signInOptions())) });
    expect(answer.status).toBe(400);
    expect(answer.cookies).toEqual([]);
    expect(await sessions()).toBe(0);
  }, 60_000);

  it('31 passkey sign-in ceremonies in a row from one client meet 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await post(null, { intent: 'sign-in-options' }, '198.51.100.77')).status);
    expect(statuses).toEqual([...Array<number>(30).fill(200), 429]);
  }, 60_000);
});
