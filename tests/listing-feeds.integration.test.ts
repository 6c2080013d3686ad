import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { action as importAction, loader as importLoader } from '../app/routes/gestion/listing-import';
import { ListingEditorRepository } from '../server/backoffice/listing-editor.server';
import { ListingFeeds } from '../server/backoffice/listing-feeds.server';
import { ListingFeedJob } from '../server/backoffice/listing-feed-job.server';
import { PolirisImporter } from '../server/backoffice/listing-import.server';
import { communeOf } from '../server/geo/commune-of.server';
import { webhookFetch } from '../server/webhooks/public-network.server';
import type { Db } from '../server/db/database.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { statusOf } from './helpers/backoffice';
import { ADMIN, CLAIRE, getAs, LEA, postAs, THOMAS } from './helpers/backoffice-sites';
import { freshServicesEach } from './helpers/fresh-services';
import { polirisCsv, polirisZip, saleFlat } from './helpers/poliris';
import { TEST_DATABASES } from './helpers/test-db';

const HOUR = 3_600_000;

/** A local server answering like an agency software's export address; `answer` says what it sends next. */
type Answer = { status: number; type: string; body: Uint8Array | string } | 'silent' | 'huge';
function feedServer() {
  const state: { answer: Answer } = { answer: { status: 200, type: 'application/zip', body: '' } };
  const server = http.createServer((req, res) => {
    const a = state.answer;
    if (a === 'silent') return; // never answers
    if (a === 'huge') return res.writeHead(200, { 'content-type': 'application/zip', 'content-length': String(40 * 1024 * 1024) }).end();
    res.writeHead(a.status, { 'content-type': a.type }).end(a.body);
  });
  return { server, state };
}

const imported = (db: Db) => db.selectFrom('listings').select(['id', 'publication', 'price', 'updated_at']).where('id', 'like', 'pl-sevran-%').orderBy('id').execute();
const feedRow = (db: Db) => db.selectFrom('listing_feeds').select(['site_id', 'url', 'every_hours', 'last_status', 'last_message', 'last_run_at', 'next_run_at', 'pending_at', 'pending_hidden', 'pending_current']).executeTakeFirst();
/** Lines without photos (drafts, like the upload tests' light files). */
const file = (numbers: number[]) => polirisZip(polirisCsv(numbers.map((n) => ({ ...saleFlat(n), 85: '' }))));

describe.each(TEST_DATABASES)('a Poliris feed polled from an address on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));
  let fake: ReturnType<typeof feedServer>;
  let base = '';
  beforeEach(async () => {
    fake = feedServer();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    fake.server.closeAllConnections();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  async function adviserOf(email: string): Promise<string> {
    return (await services.db.selectFrom('advisers').select('id').where('agency_site_id', '=', 'sevran').where('email', '=', email).executeTakeFirstOrThrow()).id;
  }

  it('the owner sets it (stored, audited); each run imports the file; an outage (503, a web page, an empty file, no answer, too large, no listing) changes nothing and is shown; a file withdrawing more than half waits for the owner, who applies it (read back)', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    const thomas = await adviserOf(THOMAS);
    const saved = (await postAs(services, importAction, LEA, '/gestion/annonces/import', { intent: 'feed-save', url: `${base}/export.zip`, everyHours: '6', adviserId: thomas })) as { data: { feed: { saved?: boolean } } };
    expect(saved.data.feed.saved).toBe(true);
    expect(await feedRow(db)).toMatchObject({ site_id: 'sevran', url: `${base}/export.zip`, every_hours: 6, last_status: null });
    expect(await db.selectFrom('audit_events').select(['action', 'site_id']).where('action', '=', 'listing-feed.save').execute()).toEqual([{ action: 'listing-feed.save', site_id: 'sevran' }]);

    const listings = new ListingEditorRepository(db, services.backoffice.audit);
    const allow = webhookFetch('allow');
    const feeds = new ListingFeeds(db, services.backoffice.audit, listings, new PolirisImporter(listings, services.backoffice.media, allow, communeOf), allow, 'allow', { timeoutMs: 1500, maxBytes: 1024 * 1024 });
    const job = new ListingFeedJob(db, feeds, services.logger);
    // The feed is due from its save (the real clock); the runs follow 6 hours apart.
    let at = new Date();
    const runAt = async (answer: Answer) => {
      fake.state.answer = answer;
      at = new Date(at.getTime() + 6 * HOUR);
      expect(await job.run(at)).toBe(1);
      return feedRow(db);
    };

    const first = await runAt({ status: 200, type: 'application/zip', body: file([1, 2, 3, 4]) });
    expect(first).toMatchObject({ last_status: 'applied', last_run_at: at.toISOString(), next_run_at: new Date(at.getTime() + 6 * HOUR).toISOString() });
    expect(first!.last_message).toContain('4 créées');
    expect((await imported(db)).map((r) => r.id)).toEqual(['pl-sevran-T1', 'pl-sevran-T2', 'pl-sevran-T3', 'pl-sevran-T4']);
    expect(await db.selectFrom('audit_events').select('actor').where('action', '=', 'listing.import').execute()).toEqual(Array(4).fill({ actor: 'flux programmé' }));
    // Not due an hour later.
    expect(await job.run(new Date(at.getTime() + HOUR))).toBe(0);

    const before = await imported(db);
    const outages: Array<[Answer, string]> = [
      [{ status: 503, type: 'text/plain', body: 'maintenance' }, 'Le serveur du flux a répondu 503 : rien n’a été changé.'],
      [{ status: 200, type: 'text/html; charset=utf-8', body: '<!DOCTYPE html><html><body>Connexion</body></html>' }, 'Le flux a renvoyé une page web au lieu d’un fichier ZIP ou annonces.csv : rien n’a été changé.'],
      [{ status: 200, type: 'application/octet-stream', body: '<html><body>Erreur</body></html>' }, 'Le flux a renvoyé une page web au lieu d’un fichier ZIP ou annonces.csv : rien n’a été changé.'],
      [{ status: 200, type: 'application/zip', body: '' }, 'Le flux a renvoyé un fichier vide : rien n’a été changé.'],
      ['silent', 'Le serveur du flux n’a pas répondu en 1.5 secondes : rien n’a été changé.'],
      ['huge', 'Le fichier du flux dépasse 1 Mo : rien n’a été changé.'],
      [{ status: 200, type: 'application/zip', body: polirisZip(new Uint8Array()) }, 'Le fichier du flux ne contient aucune annonce : rien n’a été changé.'],
      [{ status: 200, type: 'application/zip', body: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) }, 'Archive ZIP illisible ou endommagée. Rien n’a été changé.'],
    ];
    const shown: string[] = [];
    for (const [answer] of outages) {
      const row = await runAt(answer);
      expect(row!.last_status).toBe('failed');
      shown.push(row!.last_message!);
    }
    expect(shown).toEqual(outages.map(([, message]) => message));
    expect(await imported(db)).toEqual(before);

    // The next file holds 1 of the 4: not applied, kept for the owner, shown on the import page.
    const waiting = await runAt({ status: 200, type: 'application/zip', body: file([1]) });
    expect(waiting).toMatchObject({ last_status: 'waiting', pending_hidden: 3, pending_current: 4, pending_at: at.toISOString() });
    expect(await imported(db)).toEqual(before);
    const page = (await getAs(services, importLoader, LEA, '/gestion/annonces/import')) as { feeds: Array<{ pending: { hidden: number; current: number } | null; lastStatus: string }> };
    expect(page.feeds).toEqual([expect.objectContaining({ lastStatus: 'waiting', pending: expect.objectContaining({ hidden: 3, current: 4 }) })]);

    // Unticked: refused next to the box; ticked: exactly that file is applied, by the owner.
    const unticked = (await postAs(services, importAction, LEA, '/gestion/annonces/import', { intent: 'feed-confirm', siteId: 'sevran' })) as { init: { status: number }; data: { feed: { errors: Record<string, string> } } };
    expect(unticked.init.status).toBe(400);
    expect(unticked.data.feed.errors['confirm-sevran']).toBe('Cochez la confirmation pour appliquer ce fichier.');
    expect(await imported(db)).toEqual(before);
    fake.state.answer = { status: 200, type: 'application/zip', body: file([1, 2, 3, 4]) }; // the address changed since: the kept file is what is applied
    const applied = (await postAs(services, importAction, LEA, '/gestion/annonces/import', { intent: 'feed-confirm', siteId: 'sevran', confirm: 'on' })) as { data: { report: { applied: boolean; hidden: unknown[] } } };
    expect(applied.data.report).toMatchObject({ applied: true, hidden: [expect.anything(), expect.anything(), expect.anything()] });
    expect((await imported(db)).map((r) => r.publication)).toEqual(['draft', 'withdrawn', 'withdrawn', 'withdrawn']);
    expect(await feedRow(db)).toMatchObject({ last_status: 'applied', pending_at: null });
    expect(await db.selectFrom('audit_events').select('actor').where('action', '=', 'listing-feed.confirm').execute()).toEqual([{ actor: LEA }]);
  }, 180_000);

  it('addresses: production wants https and a public address; another network’s owner and an adviser reach nothing; a bad form is answered next to its field (read back)', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    const thomas = await adviserOf(THOMAS);
    const listings = new ListingEditorRepository(db, services.backoffice.audit);
    const refuse = webhookFetch('refuse');
    const production = new ListingFeeds(db, services.backoffice.audit, listings, new PolirisImporter(listings, services.backoffice.media, refuse, communeOf), refuse, 'refuse');
    const user = await db.selectFrom('auth_user').select('id').where('email', '=', LEA).executeTakeFirstOrThrow();
    const member = (await services.backoffice.members.activeMemberOfUser(user.id))!;
    const { listingScopeOf } = await import('../server/backoffice/listing-editor.server');
    const scope = listingScopeOf(member);
    const actor = { memberId: member.id, label: member.email };
    const cases: Array<[string, unknown]> = [
      ['http://logiciel.example/export.zip', { ok: false, field: 'url', key: 'listingFeed.urlHttps' }],
      ['https://127.0.0.1/export.zip', { ok: false, field: 'url', key: 'listingFeed.urlPrivate' }],
      ['https://[::1]/export.zip', { ok: false, field: 'url', key: 'listingFeed.urlPrivate' }],
      ['https://10.1.2.3/export.zip', { ok: false, field: 'url', key: 'listingFeed.urlPrivate' }],
      ['https://intranet.localhost/export.zip', { ok: false, field: 'url', key: 'listingFeed.urlPrivate' }],
    ];
    for (const [url, expected] of cases) expect(await production.save(actor, scope, { url, everyHours: 6, adviserId: thomas })).toEqual(expected);
    expect(await feedRow(db)).toBeUndefined();
    expect(await production.save(actor, scope, { url: 'https://logiciel.example/export.zip', everyHours: 24, adviserId: thomas })).toEqual({ ok: true });
    expect(await feedRow(db)).toMatchObject({ url: 'https://logiciel.example/export.zip', every_hours: 24 });

    // The form: each mistake next to its field, nothing changed.
    const bad = (await postAs(services, importAction, ADMIN, '/gestion/annonces/import', { intent: 'feed-save', url: 'pas une adresse', everyHours: '5', adviserId: '' })) as { init: { status: number }; data: { feed: { errors: Record<string, string> } } };
    expect(bad.init.status).toBe(400);
    expect(bad.data.feed.errors).toEqual({ url: 'Adresse invalide : par exemple https://logiciel.example/export/annonces.zip.', everyHours: 'Choisissez une fréquence de la liste.', adviserId: 'Choisissez un conseiller de votre agence.' });
    // Another network's owner: the Sevran adviser is not hers, Sevran's feed is not found.
    const claire = (await postAs(services, importAction, CLAIRE, '/gestion/annonces/import', { intent: 'feed-save', url: `${base}/x.zip`, everyHours: '6', adviserId: thomas })) as { data: { feed: { errors: Record<string, string> } } };
    expect(claire.data.feed.errors).toEqual({ adviserId: 'Choisissez un conseiller de votre agence.' });
    for (const intent of ['feed-delete', 'feed-dismiss']) expect(await statusOf(() => postAs(services, importAction, CLAIRE, '/gestion/annonces/import', { intent, siteId: 'sevran' }))).toBe(404);
    expect(((await getAs(services, importLoader, CLAIRE, '/gestion/annonces/import')) as { feeds: unknown[] }).feeds).toEqual([]);
    // An adviser member has no import page at all.
    expect(await statusOf(() => postAs(services, importAction, THOMAS, '/gestion/annonces/import', { intent: 'feed-delete', siteId: 'sevran' }))).toBe(404);
    expect(await feedRow(db)).toMatchObject({ url: 'https://logiciel.example/export.zip', every_hours: 24 });
    // The owner deletes it: gone, audited.
    expect(await statusOf(() => postAs(services, importAction, LEA, '/gestion/annonces/import', { intent: 'feed-delete', siteId: 'sevran' }))).toBe(303);
    expect(await feedRow(db)).toBeUndefined();
    expect((await db.selectFrom('audit_events').select('action').where('target_type', '=', 'listing-feed').orderBy('created_at').execute()).map((a) => a.action)).toEqual(['listing-feed.save', 'listing-feed.delete']);
  }, 120_000);
});
