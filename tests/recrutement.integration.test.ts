import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as signup from '../app/routes/api.reunion-information';
import * as page from '../app/routes/page';
import type { LeadFormAnswer } from '../server/forms/lead-form-action.server';
import { comparatorReferences, mediaArticles, testimonials } from '../server/repositories/recrutement.server';
import { deliveriesOfLead, leadsOfSite } from '../server/repositories/leads.server';
import type { Services } from '../server/services.server';
import { stopWorkers } from '../server/services.server';
import { startFakeSmtp } from './helpers/fake-smtp';
import { startFakeWebhook } from './helpers/fake-webhook';
import { openTestDb, TEST_DATABASES, type TestDb } from './helpers/test-db';
import { jsonPost, routeContext, testServices } from './helpers/test-services';
import { localeContext } from '../app/i18n/context';
import { fixedT } from '../app/i18n/instances.server';
import { translateMessage } from '../app/i18n/messages';

type Action = (args: { request: Request; context: never; params: Record<string, string> }) => Promise<Response>;
const action = signup.action as unknown as Action;

const VISITOR = { firstName: 'Claire', lastName: 'Petit', email: 'claire.petit@exemple.example', phone: '06 39 98 12 34', when: 'mardi-prochain', profile: 'Mandataire immobilier', accept: 'on' };
// Tuesday 24 November 2037, 10h in Paris (UTC+1): the meeting of that morning has started. In the
// future on purpose: the database stamps deliveries with its own clock, which must be before the
// outbox pass (the former date, 24 November 2026, failed from that very morning on).
const TUESDAY_10H_PARIS = new Date('2037-11-24T09:00:00Z');
const FOLLOWING_TUESDAY_9H = '2037-12-01T08:00:00.000Z';

/** The sign-up form of /reunion-d-information posted to its own page (useLeadForm), as a browser without JavaScript sends it. */
const PAGE_FORM = { _formulaire: 'reunion-information', _instance: 'inscription-form', idempotencyKey: 'page-key:inscription-form', website: '' };
const pagePost = (body: Record<string, string>) =>
  new Request('http://recrutement.localhost/reunion-d-information', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) });
type DataResult = { data: LeadFormAnswer; init: { status?: number } | null };

const formPost = (body: Record<string, string>) =>
  new Request('http://recrutement.localhost/api/reunion-information', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) });

/** The text of a received mail with quoted-printable soft breaks and escapes undone. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The base64 .ics part of a received mail, decoded and unfolded. */
function icsOf(raw: string): string {
  const part = raw.split(/\r?\n----_/).find((p) => p.includes('filename=reunion-information.ics')) ?? '';
  const body = part.split(/\r?\n\r?\n/)[1] ?? '';
  return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8').replace(/\r\n[ \t]/g, '');
}

describe.each(TEST_DATABASES)('recruitment site on %s', (kind) => {
  const smtpPromise = startFakeSmtp();
  const webhookPromise = startFakeWebhook();
  let testDb: TestDb;
  let services: Services;

  beforeEach(async () => {
    testDb = await openTestDb(kind);
    services = testServices(testDb, { SMTP_URL: (await smtpPromise).url, LEAD_WEBHOOK_URL: (await webhookPromise).url });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await stopWorkers(services);
    await testDb.close();
  });
  afterAll(async () => {
    await (await smtpPromise).close();
    await (await webhookPromise).close();
  });

  const call = async (request: Request, site: string | null = 'recrutement') => action({ request, context: (await routeContext(services, site)) as never, params: {} });

  const callPage = async (request: Request, site: string | null = 'recrutement') =>
    (await page.action({ request, context: (await routeContext(services, site)) as never, params: {} } as never)) as unknown as DataResult;

  it('the page form posted without JavaScript on a Tuesday at 10h stores one lead and e-mails the following Tuesday with an .ics', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TUESDAY_10H_PARIS);
    const smtp = await smtpPromise;
    const before = smtp.mails.length;

    const answer = await callPage(pagePost({ ...PAGE_FORM, ...VISITOR }));
    expect(answer.data).toMatchObject({ status: 'sent', instance: 'inscription-form', detail: 'mardi 1 décembre 2037 à 9h00' });
    const leads = await leadsOfSite(testDb.db, 'recrutement');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ type: 'reunion-information', endpoint: '/api/reunion-information', firstname: 'Claire', email: 'claire.petit@exemple.example', idempotency_key: 'page-key:inscription-form' });
    expect(JSON.parse(leads[0]!.payload)).toEqual({ when: 'mardi-prochain', profile: 'Mandataire immobilier', accept: true, meetingAt: FOLLOWING_TUESDAY_9H });

    // The outbox reads its own clock: run its pass at the test clock's instant. The lead's own kick
    // (lead-service) may have taken a delivery first: kick() joins that pass, so all three are done.
    await services.outbox.runOnce(TUESDAY_10H_PARIS);
    await services.outbox.kick();
    expect((await deliveriesOfLead(testDb.db, leads[0]!.id)).map((d) => d.status)).toEqual(['delivered', 'delivered', 'delivered']);
    const toVisitor = smtp.mails.slice(before).filter((m) => m.to.includes('claire.petit@exemple.example'));
    expect(toVisitor).toHaveLength(1);
    expect(decodeQuotedPrintable(toVisitor[0]!.raw)).toContain('mardi 1 décembre 2037 à 9h00');
    expect(icsOf(toVisitor[0]!.raw)).toContain('DTSTART:20371201T080000Z');
  });

  it('the page form names the meeting in English on an English page', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TUESDAY_10H_PARIS);
    const context = await routeContext(services, 'recrutement');
    context.set(localeContext, 'en');
    const answer = (await page.action({ request: pagePost({ ...PAGE_FORM, ...VISITOR }), context: context as never, params: {} } as never)) as unknown as DataResult;
    expect(answer.data).toMatchObject({ status: 'sent', detail: 'Tuesday 1 December 2037 at 9:00' });
  });

  it('the page form stores one lead when the same filling is posted twice (double click before the script loads)', async () => {
    await callPage(pagePost({ ...PAGE_FORM, ...VISITOR }));
    await callPage(pagePost({ ...PAGE_FORM, ...VISITOR }));
    expect(await leadsOfSite(testDb.db, 'recrutement')).toHaveLength(1);
  });

  it('the page form sends a refused post back with the visitor’s input and the spec’s messages, storing nothing', async () => {
    const answer = await callPage(pagePost({ ...PAGE_FORM, ...VISITOR, firstName: ' ', email: 'claire@', profile: '', accept: '' }));
    expect(answer.init?.status).toBe(400);
    expect(answer.data.status).toBe('invalid');
    const errors = Object.fromEntries(Object.entries(answer.data.result.error ?? {}).map(([field, keys]) => [field, translateMessage(fixedT('fr'), keys?.[0] ?? '')]));
    expect(errors).toEqual({ firstName: 'Champ obligatoire', email: 'Email invalide', profile: 'Veuillez sélectionner une option', accept: 'Vous devez accepter la politique' });
    expect(answer.data.result.initialValue).toMatchObject({ lastName: 'Petit', email: 'claire@', phone: '06 39 98 12 34' });
    expect(await leadsOfSite(testDb.db, 'recrutement')).toHaveLength(0);
  });

  it('the page form drops a filled honeypot, answering as if sent', async () => {
    const answer = await callPage(pagePost({ ...PAGE_FORM, ...VISITOR, website: 'http://spam.example' }));
    expect(answer.data.status).toBe('sent');
    expect(await leadsOfSite(testDb.db, 'recrutement')).toHaveLength(0);
  });

  it('the page form is refused on a site without a recruitment record', async () => {
    await expect(callPage(pagePost({ ...PAGE_FORM, ...VISITOR }), 'sevran')).rejects.toMatchObject({ init: { status: 404 } });
    expect(await leadsOfSite(testDb.db, 'sevran')).toHaveLength(0);
  });

  it('seeds 29 agencies and 30 networks, each with a source and a date, read in French order', async () => {
    const refs = await comparatorReferences(testDb.db, 'recrutement');
    expect(refs.filter((r) => r.nature === 'agence')).toHaveLength(29);
    expect(refs.filter((r) => r.nature === 'reseau')).toHaveLength(30);
    expect(refs.every((r) => r.source.length > 0 && /^\d{4}-\d{2}-\d{2}$/.test(r.checkedOn))).toBe(true);
    const names = refs.map((r) => r.nom);
    // 'Agence de l’Étang' sorts among the E's, not after 'Agence Val Fleuri'.
    expect(names.indexOf('Agence de l’Étang')).toBeLessThan(names.indexOf('Agence des Halles'));
    expect(refs.find((r) => r.nom === 'Réseau Rhô')).toMatchObject({ pourcentage: 100, coutmensuel: 0, coutparvente: 350 });
    expect(refs.every((r) => (r.nature === 'agence' ? r.pourcentage >= 35 && r.pourcentage <= 50 : r.pourcentage >= 60 && r.coutmensuel <= 250))).toBe(true);
  });

  it('reads testimonials in order and media articles newest first', async () => {
    const items = await testimonials(testDb.db, 'recrutement');
    expect(items.map((t) => t.title)).toEqual(['Rejoindre Maisonfort en 3 minutes', 'Sophie Lemaire', 'Karim Benali', 'Julie Moreau']);
    const media = await mediaArticles(testDb.db, 'recrutement');
    expect(media.map((m) => m.date)).toEqual(['2026-09-14', '2026-06-02', '2026-03-21', '2025-11-30']);
  });

  it('a form posted without JavaScript on a Tuesday at 10h stores one lead and e-mails the following Tuesday with an .ics', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TUESDAY_10H_PARIS);
    const smtp = await smtpPromise;
    const before = smtp.mails.length;

    const response = await call(formPost({ ...VISITOR, website: '' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`http://recrutement.localhost/reunion-d-information?inscrit=1&reunion=${encodeURIComponent(FOLLOWING_TUESDAY_9H)}#inscription`);

    const leads = await leadsOfSite(testDb.db, 'recrutement');
    expect(leads).toHaveLength(1);
    const lead = leads[0]!;
    expect(lead).toMatchObject({ type: 'reunion-information', firstname: 'Claire', lastname: 'Petit', email: 'claire.petit@exemple.example', phone: '06 39 98 12 34' });
    expect(JSON.parse(lead.payload)).toEqual({ when: 'mardi-prochain', profile: 'Mandataire immobilier', accept: true, meetingAt: FOLLOWING_TUESDAY_9H });

    // The outbox reads its own clock: run its pass at the test clock's instant. The lead's own kick
    // (lead-service) may have taken a delivery first: kick() joins that pass, so all three are done.
    await services.outbox.runOnce(TUESDAY_10H_PARIS);
    await services.outbox.kick();
    expect((await deliveriesOfLead(testDb.db, lead.id)).map((d) => d.status)).toEqual(['delivered', 'delivered', 'delivered']);
    const deliveries = await deliveriesOfLead(testDb.db, lead.id);
    expect(deliveries.map((d) => [d.channel, d.status])).toEqual([
      ['confirmation', 'delivered'],
      ['email', 'delivered'],
      ['webhook', 'delivered'],
    ]);

    const mails = smtp.mails.slice(before);
    expect(mails).toHaveLength(2);
    const toVisitor = mails.filter((m) => m.to.includes('claire.petit@exemple.example'));
    expect(toVisitor).toHaveLength(1);
    const text = decodeQuotedPrintable(toVisitor[0]!.raw);
    expect(text).toContain('mardi 1 décembre 2037 à 9h00');
    expect(text).not.toContain('24 novembre');
    expect(text).toContain('Content-Disposition: attachment; filename=reunion-information.ics');
    expect(text).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH;\s+name=reunion-information\.ics/);
    const ics = icsOf(toVisitor[0]!.raw);
    expect(ics).toContain('DTSTART:20371201T080000Z');
    expect(ics).toContain('https://visio.maisonfort.example/reunion-information');
    const toNetwork = mails.filter((m) => m.to.includes('recrutement@maisonfort.example'));
    expect(toNetwork).toHaveLength(1);
    expect(decodeQuotedPrintable(toNetwork[0]!.raw)).toContain('Inscription à une réunion d’information');
    expect((await webhookPromise).received.at(-1)).toMatchObject({ id: lead.id, type: 'reunion-information', payload: { profile: 'Mandataire immobilier' } });
  });

  it('a sign-up on a Tuesday at 8h gets that same morning', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T07:00:00Z'));
    const response = await call(jsonPost('http://recrutement.localhost/api/reunion-information', { ...VISITOR, accept: true }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ success: true, message: 'Vous êtes inscrit(e) !', meetingAt: '2026-11-24T08:00:00.000Z', meetingLabel: 'mardi 24 novembre 2026 à 9h00' });
  });

  it('stores one lead when the same sign-up is posted twice with one key', async () => {
    const first = await call(jsonPost('http://recrutement.localhost/api/reunion-information', { ...VISITOR, accept: true }, { 'idempotency-key': 'signup-1' }));
    const second = await call(jsonPost('http://recrutement.localhost/api/reunion-information', { ...VISITOR, accept: true }, { 'idempotency-key': 'signup-1' }));
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(await leadsOfSite(testDb.db, 'recrutement')).toHaveLength(1);
  });

  it('sends a refused form back naming the wrong fields (never what was typed), storing nothing', async () => {
    const response = await call(formPost({ ...VISITOR, email: 'claire@', profile: '', accept: '' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://recrutement.localhost/reunion-d-information?champs=email,profile,accept#inscription');
    expect(await leadsOfSite(testDb.db, 'recrutement')).toHaveLength(0);
  });

  it('answers JSON errors with the spec messages per field', async () => {
    const response = await call(jsonPost('http://recrutement.localhost/api/reunion-information', { email: 'x' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { firstName: 'Champ obligatoire', email: 'Email invalide', profile: 'Veuillez sélectionner une option', accept: 'Vous devez accepter la politique' } });
  });

  it('drops a filled honeypot silently', async () => {
    const response = await call(formPost({ ...VISITOR, website: 'http://spam.example' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain('inscrit=1');
    expect(await leadsOfSite(testDb.db, 'recrutement')).toHaveLength(0);
  });

  it('refuses sites without a recruitment record, and unknown hosts', async () => {
    expect((await call(jsonPost('http://sevran.localhost/api/reunion-information', { ...VISITOR, accept: true }), 'sevran')).status).toBe(404);
    expect((await call(jsonPost('http://nowhere.localhost/api/reunion-information', { ...VISITOR, accept: true }), null)).status).toBe(404);
    expect(await leadsOfSite(testDb.db, 'sevran')).toHaveLength(0);
  });
});
