import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { middleware } from '../app/routes/gestion/layout';
import { action as verifyAction, loader as verifyLoader } from '../app/routes/gestion/auth';
import { loader as inboxLoader } from '../app/routes/gestion/inbox';
import { action as membersAction } from '../app/routes/gestion/members';
import { action as signInAction } from '../app/routes/gestion/sign-in';
import { action as signOutAction } from '../app/routes/gestion/sign-out';
import { memberContext } from '../app/routes/gestion/member-context';
import { CLIENT_IP_HEADER } from '../server/backoffice/http-edge.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { ADMIN_ORIGIN, backofficeContext, formPost, statusOf } from './helpers/backoffice';
import { type FakeSmtp, startFakeSmtp } from './helpers/fake-smtp';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';

const LEA = 'lea.garnier@maisonfort.example';

/** The sign-in link of a mail as the SMTP server received it (quoted-printable undone). */
function linkIn(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const found = /https?:\/\/\S+\/gestion\/auth\/magic-link\/verify\?\S+/.exec(text);
  if (!found) throw new Error('no sign-in link in the mail');
  return found[0];
}

describe.each(TEST_DATABASES)('back-office sign-in on %s', (kind) => {
  let smtp: FakeSmtp;
  let services: Services;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());
  freshServicesEach(
    kind,
    (fresh) => ({ services } = fresh),
    () => ({ SMTP_URL: smtp.url }),
  );

  async function ask(email: string, ip = '203.0.113.7'): Promise<Response> {
    const context = await backofficeContext(services, null);
    const request = formPost('/gestion/connexion', { email }, { [CLIENT_IP_HEADER]: ip });
    return (await signInAction({ request, url: new URL(request.url), params: {}, context } as never)) as Response;
  }
  /** The status of the sign-in action's answer: a redirect, or data() with its status (400, 429). */
  async function statusOfAsk(email: string, ip: string): Promise<number> {
    return statusOf(() => ask(email, ip));
  }

  /** Asks for a link and waits for the outbox to hand its mail to the SMTP server. */
  async function linkFor(email: string): Promise<string> {
    const before = smtp.mails.length;
    await ask(email);
    await vi.waitFor(
      async () => {
        await services.backoffice.mail.kick();
        expect(smtp.mails.length).toBe(before + 1);
      },
      // Generous: on a loaded machine (both databases, two workers) the mail took over 10 s once.
      { timeout: 30_000, interval: 50 },
    );
    const mail = smtp.mails.at(-1)!;
    expect(mail.to).toEqual([email]);
    return linkIn(mail.raw);
  }

  /** The mailed link as a scanner or a browser fetches it: the confirmation page, nothing spent. */
  async function fetchLink(link: string): Promise<{ action: string }> {
    const url = new URL(link);
    const request = new Request(`${ADMIN_ORIGIN}${url.pathname}${url.search}`);
    return (await verifyLoader({ request, url: new URL(request.url), params: { '*': '' }, context: await backofficeContext(services, null) } as never)) as { action: string };
  }

  /** Opens the mailed link, then presses its button (the page's POST), as the member does. */
  async function open(link: string): Promise<Response> {
    const page = await fetchLink(link);
    const request = new Request(`${ADMIN_ORIGIN}${page.action}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    return verifyAction({ request, url: new URL(request.url), params: { '*': '' }, context: await backofficeContext(services, null) } as never);
  }

  const sessionCookie = (response: Response) => response.headers.getSetCookie().find((c) => c.includes('session_token='));

  /** The layout's middleware with this cookie: who the request is signed in as (null: nobody). */
  async function whoIs(cookie: string): Promise<string | null> {
    const context = await backofficeContext(services, null);
    const request = new Request(`${ADMIN_ORIGIN}/gestion`, { headers: { cookie } });
    await middleware[0]!({ request, url: new URL(request.url), params: {}, context } as never, async () => new Response(null));
    return context.get(memberContext)?.member.email ?? null;
  }

  it('a sign-in link is mailed through the outbox, valid 15 minutes, and signs in once: reused, expired or tampered it is refused', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const link = await linkFor(LEA);
    const stored = await services.db.selectFrom('auth_verification').select(['expiresAt', 'createdAt']).executeTakeFirstOrThrow();
    expect((new Date(stored.expiresAt).getTime() - new Date(stored.createdAt).getTime()) / 1000).toBeCloseTo(900, -1);
    // The mail's row keeps no usable link once sent.
    expect((await services.db.selectFrom('mail_deliveries').select(['status', 'body']).executeTakeFirstOrThrow())).toEqual({ status: 'delivered', body: '' });

    const first = await open(link);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe(`${ADMIN_ORIGIN}/gestion`);
    const cookie = sessionCookie(first)!;
    expect(await whoIs(cookie.split(';')[0]!)).toBe(LEA);

    const reused = await open(link);
    expect(reused.headers.get('location')).toContain('/gestion/connexion?error=INVALID_TOKEN');
    expect(sessionCookie(reused)).toBeUndefined();

    const tampered = new URL(await linkFor(LEA));
    const token = tampered.searchParams.get('token')!;
    tampered.searchParams.set('token', `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`);
    const refused = await open(tampered.toString());
    expect(refused.headers.get('location')).toContain('error=INVALID_TOKEN');
    expect(sessionCookie(refused)).toBeUndefined();

    const late = await linkFor(LEA);
    const past = new Date(Date.now() - 1000);
    await services.db.updateTable('auth_verification').set({ expiresAt: kind === 'postgres' ? past : past.toISOString() }).execute();
    const expired = await open(late);
    expect(expired.headers.get('location')).toContain('error=');
    expect(sessionCookie(expired)).toBeUndefined();
  }, 60_000);

  it('fetching the mailed link (a mail scanner’s GET) signs nobody in and leaves the link usable once by its button', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const link = await linkFor(LEA);
    const tokens = () => services.db.selectFrom('auth_verification').select('identifier').execute();
    const before = await tokens();
    const page = await fetchLink(link);
    await fetchLink(link);
    expect(page.action).toBe(`${new URL(link).pathname}${new URL(link).search}`);
    expect(await tokens()).toEqual(before);
    expect(await services.db.selectFrom('auth_session').select('id').execute()).toEqual([]);
    const signedIn = await open(link);
    expect(signedIn.headers.get('location')).toBe(`${ADMIN_ORIGIN}/gestion`);
    expect(await whoIs(sessionCookie(signedIn)!.split(';')[0]!)).toBe(LEA);
  }, 60_000);

  it('the session cookie is HttpOnly, SameSite=Lax and Secure in production', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const cookie = sessionCookie(await open(await linkFor(LEA)))!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\//i);
  }, 60_000);

  it('a known and an unknown e-mail get the same answer, and only the known one is mailed', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const before = smtp.mails.length;
    const known = await ask(LEA, '203.0.113.1');
    const unknown = await ask('personne@inconnu.example', '203.0.113.2');
    const answer = async (r: Response) => ({ status: r.status, location: r.headers.get('location'), cookies: r.headers.getSetCookie(), body: await r.text() });
    expect(await answer(unknown)).toEqual(await answer(known));
    expect(known.status).toBe(303);
    await vi.waitFor(
      async () => {
        await services.backoffice.mail.kick();
        expect(smtp.mails.slice(before).filter((m) => m.to.includes(LEA))).toHaveLength(1);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(smtp.mails.slice(before).some((m) => m.to.includes('personne@inconnu.example'))).toBe(false);
  }, 60_000);

  it('30 sign-in attempts in a row from one client meet 429, and so do repeated requests for one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push(await statusOfAsk(`essai${i}@example.fr`, '198.51.100.9'));
    expect(statuses).toEqual([...Array<number>(20).fill(303), ...Array<number>(10).fill(429)]);
    const sameAddress: number[] = [];
    for (let i = 0; i < 6; i++) sameAddress.push(await statusOfAsk('cible@example.fr', `192.0.2.${i}`));
    expect(sameAddress).toEqual([303, 303, 303, 303, 303, 429]);
  }, 60_000);

  it('a revoked member’s next request is signed out: its sessions are gone from the database', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const cookie = sessionCookie(await open(await linkFor(LEA)))!.split(';')[0]!;
    expect(await whoIs(cookie)).toBe(LEA);
    const lea = await services.db.selectFrom('members').innerJoin('auth_user', 'auth_user.id', 'members.user_id').select('members.id').where('auth_user.email', '=', LEA).executeTakeFirstOrThrow();
    const request = formPost('/gestion/membres', { intent: 'revoke', member: lea.id });
    const revoked = (await membersAction({ request, url: new URL(request.url), params: {}, context: await backofficeContext(services, 'admin@reseau.example') } as never)) as Response;
    expect(revoked.status).toBe(303);
    expect(await whoIs(cookie)).toBeNull();
    expect(await services.db.selectFrom('auth_session').selectAll().execute()).toEqual([]);
    // Signed out, the inbox sends to the sign-in page.
    const inbox = new Request(`${ADMIN_ORIGIN}/gestion`);
    await expect(inboxLoader({ request: inbox, url: new URL(inbox.url), params: {}, context: await backofficeContext(services, null) } as never)).rejects.toMatchObject({ status: 302 });
  }, 60_000);

  it('‘sign out everywhere’ ends every session of the account and clears the cookie', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const phone = sessionCookie(await open(await linkFor(LEA)))!.split(';')[0]!;
    const laptop = sessionCookie(await open(await linkFor(LEA)))!.split(';')[0]!;
    expect([await whoIs(phone), await whoIs(laptop)]).toEqual([LEA, LEA]);
    const context = await backofficeContext(services, LEA);
    const request = formPost('/gestion/deconnexion', { partout: '1' }, { cookie: phone });
    const answer = (await signOutAction({ request, url: new URL(request.url), params: {}, context } as never)) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.getSetCookie().some((c) => c.includes('session_token=;') || /session_token=[^;]*;.*Max-Age=0/i.test(c))).toBe(true);
    expect([await whoIs(phone), await whoIs(laptop)]).toEqual([null, null]);
  }, 60_000);
});
