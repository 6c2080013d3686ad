import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alertConfirmLoader, alertUnsubscribeLoader, buyerAlertLoader } from '../app/listings/blocks/alert-loaders.server';
import * as alertApi from '../app/routes/api.alertes';
import * as confirmApi from '../app/routes/api.alertes.confirmation';
import * as unsubscribeApi from '../app/routes/api.alertes.desinscription';
import * as imgRoute from '../app/routes/img';
import { frenchDayMonth } from '../domain/listings/price-history';
import type { Site } from '../domain/sites/site';
import type { Services } from '../server/services.server';
import { stopWorkers } from '../server/services.server';
import { type FakeSmtp, startFakeSmtp } from './helpers/fake-smtp';
import { openTestDb, TEST_DATABASES, type TestDb } from './helpers/test-db';
import { jsonPost, routeContext, testServices } from './helpers/test-services';

const ORIGIN = 'http://reseau.localhost:4210';

/** A received mail's body, its quoted-printable soft breaks and escapes undone (enough to read links and text). */
function readable(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n'));
  return Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

/** A received mail's headers, unfolded. */
const headersOf = (raw: string) => raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');

function linkIn(mail: string, path: string): URL {
  const found = readable(mail).match(new RegExp(`https?://[^\\s"<>]*${path}\\?[^\\s"<>]+`));
  if (!found) throw new Error(`no ${path} link in the mail`);
  return new URL(found[0].replace(/&amp;/g, '&'));
}

describe.each(TEST_DATABASES)('buyer alerts on %s', (kind) => {
  const smtpPromise = startFakeSmtp();
  let smtp: FakeSmtp;
  let testDb: TestDb;
  let services: Services;
  let site: Site;

  beforeEach(async () => {
    smtp = await smtpPromise;
    testDb = await openTestDb(kind);
    services = testServices(testDb, { SMTP_URL: smtp.url, ALERT_LINK_SECRET: 'a-test-secret-that-is-long-enough-0123456789' });
    site = (await services.sites.byId('reseau'))!;
  }, 60_000);
  afterEach(async () => {
    await services.alertNotifier.stop();
    await stopWorkers(services);
    await testDb.close();
  });
  afterAll(async () => (await smtpPromise).close());

  /** Runs the outbox until no alert e-mail is pending (a pass the notifier kicked may hold a row meanwhile). */
  async function deliverAll() {
    for (let pass = 0; pass < 50; pass++) {
      await services.outbox.kick();
      const pending = await testDb.db.selectFrom('lead_deliveries').select('id').where('channel', '=', 'alert').where('status', '=', 'pending').execute();
      if (!pending.length) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('alert e-mails still pending');
  }

  const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));
  const blockContext = async (url: string) => ({ site, services, request: new Request(url), url: new URL(url), locale: 'fr' as const, params: {} });
  /** The confirmation page's button: a plain form post to the action the page names. */
  const confirmByPost = async (action: string) =>
    confirmApi.action({ request: new Request(new URL(action, ORIGIN), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' }), context: (await routeContext(services, 'reseau')) as never, params: {} } as never);
  /** Follows the e-mail's link as a visitor does: the page, then its button. */
  const confirmFromMail = async (email: string) => {
    const page = await alertConfirmLoader(await blockContext(linkIn(mailsTo(email)[0]!.raw, '/alerte-immobiliere/confirmation').toString()), {});
    expect((await confirmByPost(page.data.action)).status).toBe(303);
  };

  /** A Sevran sale listing of the seed, copied as a new house published `at`, with a given price. */
  async function publishCopy(id: string, at: Date, price?: number) {
    const source = await testDb.db.selectFrom('listings').selectAll().where('zip', '=', '93270').where('status', '=', 'sale').where('id', 'like', 'bien-%').orderBy('id').executeTakeFirstOrThrow();
    const details = await testDb.db.selectFrom('listing_details').selectAll().where('listing_id', '=', source.id).executeTakeFirstOrThrow();
    const iso = at.toISOString();
    await testDb.db
      .insertInto('listings')
      .values({ ...source, id, slug: `${source.slug}-${id}`, type: 'Maison', title: `Maison test ${id}`, price: price ?? source.price, published_at: iso, updated_at: iso, price_changed_at: null })
      .execute();
    await testDb.db.insertInto('listing_details').values({ ...details, listing_id: id }).execute();
    return { ...source, id, title: `Maison test ${id}`, price: price ?? Number(source.price) };
  }

  async function createAlert(email: string, prixMax: number) {
    const body = { offre: ['Vente'], typesBiens: ['Maison'], localites: ['Sevran (93270)'], prixMax: String(prixMax), lastname: 'Durand', firstname: 'Camille', tel: '01 99 00 00 01', email, rgpd: true };
    const response = await alertApi.action({ request: jsonPost(`${ORIGIN}/api/alertes`, body), context: (await routeContext(services, 'reseau')) as never, params: {} } as never);
    expect(response.status).toBe(201);
    await deliverAll();
  }

  it('Sevran + 10 km: the stored alert keeps the centre and radius and gets the Aulnay-sous-Bois flat 5 km away, not a Paris one; the e-mail shows a JPEG from an absolute URL', async () => {
    const email = 'rayon@alerte.example';
    const body = { offre: ['Vente'], localites: ['Sevran (93270)'], proximiteVille: '10', lastname: 'Rayon', firstname: 'Alix', tel: '01 99 00 00 02', email, rgpd: true };
    const response = await alertApi.action({ request: jsonPost(`${ORIGIN}/api/alertes`, body), context: (await routeContext(services, 'reseau')) as never, params: {} } as never);
    expect(response.status).toBe(201);
    const stored = await testDb.db.selectFrom('buyer_alerts').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    const criteria = JSON.parse(stored.criteria);
    expect(criteria.proximiteKm).toBe(10);
    expect(criteria.localites[0].centre.lat).toBeCloseTo(48.94, 1);
    expect(criteria.localites[0].centre.lng).toBeCloseTo(2.53, 1);
    await services.alerts.confirm(stored.confirm_token);
    await deliverAll();
    await services.alertNotifier.stop();

    const at = new Date(Date.now() + 1000);
    const flat = await publishCopy('alerte-aulnay', at);
    // 5 km west of Sevran's centre, in Aulnay-sous-Bois; the other one in Paris, 17 km away.
    await testDb.db.updateTable('listings').set({ type: 'Appartement', city: 'Aulnay-sous-Bois', zip: '93600', insee: '93005', lat: 48.9386, lng: 2.4592 }).where('id', '=', 'alerte-aulnay').execute();
    await publishCopy('alerte-paris', at);
    await testDb.db.updateTable('listings').set({ city: 'Paris', zip: '75011', insee: '75111', lat: 48.8589, lng: 2.3800 }).where('id', '=', 'alerte-paris').execute();
    expect(await services.alertNotifier.run()).toBe(1);
    const recorded = await testDb.db.selectFrom('alert_notified_listings').select('listing_id').where('alert_id', '=', stored.id).execute();
    expect(recorded.map((r) => r.listing_id)).toEqual(['alerte-aulnay']);

    await deliverAll();
    const mail = readable(mailsTo(email).at(-1)!.raw);
    expect(mail).toContain(flat.title);
    const src = mail.match(/<img[^>]*src="([^"]+)"/)?.[1]?.replace(/&amp;/g, '&');
    expect(src).toBeDefined();
    const picture = new URL(src!);
    expect(picture.origin).toBe(ORIGIN);
    expect(picture.pathname).toMatch(/^\/img\/[^/]*f=jpeg[^/]*\/listings\//);
    const served = await imgRoute.loader({ params: { '*': picture.pathname.slice('/img/'.length) }, request: new Request(picture), context: (await routeContext(services, 'reseau')) as never } as never);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('created, confirmed, a matching listing published: one e-mail with the listing; the unsubscribe link stops the next', async () => {
    const email = 'camille.durand@alerte.example';
    await createAlert(email, 2_000_000);

    // 1. The double opt-in e-mail, HTML and text, with the confirm link; the alert is pending until it is followed.
    expect(mailsTo(email)).toHaveLength(1);
    const confirmMail = mailsTo(email)[0]!.raw;
    expect(confirmMail).toMatch(/Content-Type: text\/plain/);
    expect(confirmMail).toMatch(/Content-Type: text\/html/);
    const stored = await testDb.db.selectFrom('buyer_alerts').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(stored.status).toBe('pending');
    const confirm = linkIn(confirmMail, '/alerte-immobiliere/confirmation');
    expect(confirm.origin).toBe(ORIGIN);

    // Opening the link (a mail gateway's prefetch does the same) changes nothing: the page asks.
    const page = await alertConfirmLoader(await blockContext(confirm.toString()), {});
    expect(page.data.state).toBe('ask');
    expect(page.seo?.noindex).toBe(true);
    expect((await services.alerts.byId(stored.id))?.status).toBe('pending');
    // Its button's POST confirms, and goes back to the page, which says so.
    const posted = await confirmByPost(page.data.action);
    expect(posted.status).toBe(303);
    expect(new URL(posted.headers.get('location')!).pathname).toBe('/alerte-immobiliere/confirmation');
    expect((await alertConfirmLoader(await blockContext(posted.headers.get('location')!), {})).data.state).toBe('confirmed');
    const active = await testDb.db.selectFrom('buyer_alerts').selectAll().where('id', '=', stored.id).executeTakeFirstOrThrow();
    expect(active.status).toBe('active');
    await services.alertNotifier.stop();

    // 2. A matching listing published after the confirmation, and one that does not match (a flat).
    const confirmedAt = new Date(active.confirmed_at!);
    const house = await publishCopy('alerte-house', new Date(confirmedAt.getTime() + 1000));
    await publishCopy('alerte-other', new Date(confirmedAt.getTime() + 1000));
    await testDb.db.updateTable('listings').set({ type: 'Appartement' }).where('id', '=', 'alerte-other').execute();
    expect(await services.alertNotifier.run()).toBe(1);
    await deliverAll();
    const after = mailsTo(email);
    expect(after).toHaveLength(2);
    const matchMail = readable(after[1]!.raw);
    expect(matchMail).toContain(house.title);
    expect(matchMail).not.toContain('alerte-other');
    expect(headersOf(after[1]!.raw)).toMatch(/List-Unsubscribe: <http:\/\/reseau\.localhost:4210\/api\/alertes\/desinscription\?alerte=/);
    expect(headersOf(after[1]!.raw)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const recorded = await testDb.db.selectFrom('alert_notified_listings').select(['listing_id', 'reason']).where('alert_id', '=', stored.id).execute();
    expect(recorded).toEqual([{ listing_id: 'alerte-house', reason: 'published' }]);

    // Idempotent: another run sends nothing more.
    expect(await services.alertNotifier.run()).toBe(0);
    await deliverAll();
    expect(mailsTo(email)).toHaveLength(2);

    // 3. The unsubscribe link: a page with one button, whose one-click POST switches the alert off.
    const unsubscribe = linkIn(after[1]!.raw, '/alerte-immobiliere/desinscription');
    const ask = await alertUnsubscribeLoader(await blockContext(unsubscribe.toString()), {});
    expect(ask.data).toMatchObject({ state: 'ask', email });
    const post = new Request(new URL(ask.data.action, ORIGIN), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    const answer = await unsubscribeApi.action({ request: post, context: (await routeContext(services, 'reseau')) as never, params: {} } as never);
    expect(answer.status).toBe(200);
    expect((await services.alerts.byId(stored.id))?.status).toBe('unsubscribed');

    // The next matching listing (and a price drop) sends nothing.
    await publishCopy('alerte-next', new Date(Date.now() + 2000));
    await services.alertNotifier.run();
    await deliverAll();
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('a listing published while the alert is pending is sent in the first e-mail after confirmation, once', async () => {
    const email = 'en.attente@alerte.example';
    await createAlert(email, 2_000_000);
    const stored = await testDb.db.selectFrom('buyer_alerts').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    const createdAt = new Date(stored.created_at);
    // Before the alert existed: never sent. While pending: a match, and a flat that does not match.
    const before = await publishCopy('attente-before', new Date(createdAt.getTime() - 60_000));
    const pending = await publishCopy('attente-pending', new Date(createdAt.getTime() + 500));
    await publishCopy('attente-flat', new Date(createdAt.getTime() + 500));
    await testDb.db.updateTable('listings').set({ type: 'Appartement' }).where('id', '=', 'attente-flat').execute();

    // Nothing is sent while pending.
    expect(await services.alertNotifier.run()).toBe(0);
    await deliverAll();
    expect(mailsTo(email)).toHaveLength(1);

    // Confirming runs the notifier: one e-mail with the listing published while pending.
    await confirmFromMail(email);
    await services.alertNotifier.stop();
    await deliverAll();
    expect(mailsTo(email)).toHaveLength(2);
    const first = readable(mailsTo(email)[1]!.raw);
    expect(first).toContain(pending.title);
    expect(first).not.toContain(before.title);
    expect(first).not.toContain('attente-flat');
    const recorded = await testDb.db.selectFrom('alert_notified_listings').select(['listing_id', 'reason']).where('alert_id', '=', stored.id).execute();
    expect(recorded).toEqual([{ listing_id: 'attente-pending', reason: 'published' }]);

    // Once: the next runs, and the next listing's e-mail, do not carry it again.
    expect(await services.alertNotifier.run()).toBe(0);
    const confirmedAt = new Date((await services.alerts.byId(stored.id))!.confirmed_at!);
    const later = await publishCopy('attente-later', new Date(confirmedAt.getTime() + 1000));
    expect(await services.alertNotifier.run()).toBe(1);
    await deliverAll();
    expect(mailsTo(email)).toHaveLength(3);
    const second = readable(mailsTo(email)[2]!.raw);
    expect(second).toContain(later.title);
    expect(second).not.toContain(pending.title);
  });

  it('a price drop that brings a listing under the budget is notified once', async () => {
    const email = 'prix.baisse@alerte.example';
    await createAlert(email, 250_000);
    const stored = await testDb.db.selectFrom('buyer_alerts').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    await confirmFromMail(email);
    await services.alertNotifier.stop();
    const confirmedAt = new Date((await services.alerts.byId(stored.id))!.confirmed_at!);
    await publishCopy('alerte-expensive', new Date(confirmedAt.getTime() - 60_000), 400_000);

    expect(await services.alertNotifier.run()).toBe(0);
    expect(await services.listings.changePrice('alerte-expensive', 240_000)).toBe(true);
    expect(await services.alertNotifier.run()).toBe(1);
    expect(await services.alertNotifier.run()).toBe(0);
    await deliverAll();
    expect(mailsTo(email)).toHaveLength(2);
    // The 'cheaper' e-mail reads the price history (issue 32 item 5).
    expect(readable(mailsTo(email)[1]!.raw)).toContain(`Prix en baisse de 40 % depuis le ${frenchDayMonth(new Date().toISOString())}`);
    const recorded = await testDb.db.selectFrom('alert_notified_listings').select(['listing_id', 'reason', 'price']).where('alert_id', '=', stored.id).execute();
    expect(recorded).toEqual([{ listing_id: 'alerte-expensive', reason: 'price-drop', price: 240_000 }]);
  });

  it('forged or unknown links get a 4xx, never a change', async () => {
    const email = 'forge@alerte.example';
    await createAlert(email, 500_000);
    const stored = await testDb.db.selectFrom('buyer_alerts').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    const forged = `${ORIGIN}/alerte-immobiliere/desinscription?alerte=${stored.id}&signature=AAAA`;
    await expect(alertUnsubscribeLoader(await blockContext(forged), {})).rejects.toMatchObject({ init: { status: 403 } });
    const post = new Request(`${ORIGIN}/api/alertes/desinscription?alerte=${stored.id}&signature=AAAA`, { method: 'POST' });
    const answer = await unsubscribeApi.action({ request: post, context: (await routeContext(services, 'reseau')) as never, params: {} } as never);
    expect(answer.status).toBe(403);
    await expect(alertConfirmLoader(await blockContext(`${ORIGIN}/alerte-immobiliere/confirmation?jeton=inconnu-inconnu-inconnu-00`), {})).rejects.toMatchObject({ init: { status: 404 } });
    expect((await confirmByPost('/api/alertes/confirmation?jeton=inconnu-inconnu-inconnu-00')).status).toBe(404);
    // A GET of the confirmation endpoint (a prefetch) is refused.
    expect(confirmApi.loader().status).toBe(405);
    expect((await services.alerts.byId(stored.id))?.status).toBe('pending');
  });

  it('works without JavaScript: a plain form post with repeated fields stores the alert; a refused one keeps the input', async () => {
    const form = (fields: Array<[string, string]>) =>
      new Request(`${ORIGIN}/api/alertes`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
    const call = async (request: Request) => alertApi.action({ request, context: (await routeContext(services, 'reseau')) as never, params: {} } as never);
    const fields: Array<[string, string]> = [
      ['redirectTo', '/alerte-immobiliere#alerte'],
      ['offre', 'Vente'],
      ['offre', 'Location'],
      ['typesBiens', 'Maison'],
      ['typesBiens', 'Appartement'],
      ['localites', 'Sevran (93270), Livry-Gargan'],
      ['exterieur', 'Jardin'],
      ['prixMax', '350000'],
      ['lastname', 'Martin'],
      ['firstname', 'Léa'],
      ['email', 'sans.js@alerte.example'],
      ['rgpd', 'on'],
    ];
    const refused = await call(form(fields));
    expect(refused.status).toBe(303);
    const back = new URL(refused.headers.get('location')!);
    expect(back.pathname).toBe('/alerte-immobiliere');
    expect(back.searchParams.get('erreur')).toBe('Merci de compléter Nom, Prénom, Téléphone et Email.');
    const cookie = refused.headers.get('set-cookie')!.split(';')[0]!;
    const page = await buyerAlertLoader({ ...(await blockContext(back.toString())), request: new Request(back, { headers: { cookie } }) }, { title: 'Créer une alerte immobilière' });
    expect(page.data.error).toBe('Merci de compléter Nom, Prénom, Téléphone et Email.');
    expect(page.data.input).toMatchObject({ offre: ['Vente', 'Location'], typesBiens: ['Maison', 'Appartement'], localites: ['Sevran (93270), Livry-Gargan'], prixMax: '350000', email: 'sans.js@alerte.example', firstname: 'Léa' });
    expect(await testDb.db.selectFrom('buyer_alerts').select('id').where('email', '=', 'sans.js@alerte.example').execute()).toHaveLength(0);

    const accepted = await call(form([...fields, ['tel', '01 99 00 00 02']]));
    expect(accepted.status).toBe(303);
    expect(new URL(accepted.headers.get('location')!).searchParams.get('envoye')).toBe('1');
    const stored = await testDb.db.selectFrom('buyer_alerts').selectAll().where('email', '=', 'sans.js@alerte.example').executeTakeFirstOrThrow();
    const criteria = JSON.parse(stored.criteria) as { offre: string[]; typesBiens: string[]; localites: Array<{ label: string }>; exterieur: string[]; prixMax: number };
    expect(criteria.offre).toEqual(['Vente', 'Location']);
    expect(criteria.typesBiens).toEqual(['Maison', 'Appartement']);
    expect(criteria.localites.map((l) => l.label)).toEqual(['Sevran (93270)', 'Livry-Gargan']);
    expect(criteria.exterieur).toEqual(['JARDIN']);
    expect(criteria.prixMax).toBe(350_000);
    expect(stored.status).toBe('pending');
  });
});
