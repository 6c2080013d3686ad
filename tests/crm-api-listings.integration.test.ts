import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { action as webhooksAction } from '../app/routes/gestion/webhooks';
import { openApiDocument } from '../server/api/v1/openapi.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { backofficeContext, formPost, statusOf } from './helpers/backoffice';
import { COMPLETE_FLAT, DRAFT_FLAT, listingAction, newListingAction } from './helpers/backoffice-listings';
import { ALL_WRITE, API_ORIGIN, call, createKey, listingBody } from './helpers/crm-api';
import { freshServicesEach } from './helpers/fresh-services';
import { type SignedReceiver, startSignedReceiver } from './helpers/signed-receiver';
import { TEST_DATABASES } from './helpers/test-db';

const ADMIN = 'admin@reseau.example'; // network admin of Maisonfort
describe.each(TEST_DATABASES)('CRM API listings on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  /** An active adviser of a network (the listing's adviser, as the CRM names it). */
  const adviserOf = async (networkId: string) =>
    (await services.db.selectFrom('advisers').innerJoin('sites', 'sites.id', 'advisers.network_site_id').select('advisers.id').where('sites.network_id', '=', networkId).where('advisers.active', '=', 1).orderBy('advisers.id').executeTakeFirstOrThrow()).id;
  const stored = (externalId: string) => services.db.selectFrom('listings').innerJoin('listing_details', 'listing_details.listing_id', 'listings.id').selectAll().where('external_id', '=', externalId).execute();

  it('PUT by the CRM’s id creates a published listing (201), stored with its details and audited; the same body again writes nothing (200, same ETag); a new price is stored with its price history; a stale If-Match gets 412', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const key = await createKey(services, 'maisonfort', ALL_WRITE, 'CRM siège');
    const adviser = await adviserOf('maisonfort');
    const first = await call(services, 'PUT', '/listings/external/crm-L1', { key, body: listingBody(adviser) });
    expect(first.status).toBe(201);
    const created = first.body as { id: string; state: string; externalId: string };
    expect(first.headers.get('location')).toBe(`/api/v1/listings/${created.id}`);
    expect([created.state, created.externalId]).toEqual(['published', 'crm-L1']);
    const rows = await stored('crm-L1');
    expect(rows.map((r) => [r.id, r.network_id, r.publication, r.status, r.price, r.city, r.adviser_id, r.georisques, r.photo_count])).toEqual([[created.id, 'maisonfort', 'published', 'sale', 210000, 'Sevran', adviser, 1, 1]]);
    expect(JSON.parse(rows[0]?.sale_terms ?? 'null')).toEqual({ priceFeesIncluded: 210000, feePercent: 5, feesPaidBy: 'acquereur', priceWithoutFees: 200000 });

    const again = await call(services, 'PUT', '/listings/external/crm-L1', { key, body: listingBody(adviser) });
    expect(again.status).toBe(200);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    const audit = () => services.db.selectFrom('audit_events').select(['action', 'actor']).where('target_type', '=', 'listing').orderBy('created_at').execute();
    expect(await audit()).toEqual([{ action: 'listing.create', actor: 'CRM siège' }]);

    const etag = first.headers.get('etag') ?? '';
    const cheaper = await call(services, 'PUT', '/listings/external/crm-L1', { key, body: listingBody(adviser, { price: 199500, sale: { feePercent: 5, feesPaidBy: 'acquereur', priceWithoutFees: 190000 } }), headers: { 'if-match': etag } });
    expect(cheaper.status).toBe(200);
    expect((await stored('crm-L1')).map((r) => r.price)).toEqual([199500]);
    const history = await services.db.selectFrom('listing_price_changes').select(['old_price', 'new_price']).where('listing_id', '=', created.id).execute();
    expect(history.map((h) => [Number(h.old_price), Number(h.new_price)])).toEqual([[210000, 199500]]);
    expect(await audit()).toEqual([
      { action: 'listing.create', actor: 'CRM siège' },
      { action: 'listing.update', actor: 'CRM siège' },
    ]);
    // The ETag read before the change is stale: 412, nothing written.
    const stale = await call(services, 'PUT', '/listings/external/crm-L1', { key, body: listingBody(adviser, { price: 150000 }), headers: { 'if-match': etag } });
    expect(stale.status).toBe(412);
    expect((await stored('crm-L1')).map((r) => r.price)).toEqual([199500]);
    // Read by our id and by the CRM's; a listing's adviser does not change through the API.
    expect(((await call(services, 'GET', `/listings/${created.id}`, { key })).body as { price: number }).price).toBe(199500);
    expect((await call(services, 'GET', '/listings/external/crm-L1', { key })).headers.get('etag')).toBe(cheaper.headers.get('etag'));
    expect((await call(services, 'GET', '/listings/external/crm-unknown', { key })).status).toBe(404);
  });

  it('the compliance gate: a public state without every mention is refused 422 (problem+json listing each missing mention in French, nothing stored); the same as a draft is stored; PATCH publishes it only once complete, then marks it sold', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const key = await createKey(services, 'maisonfort', ALL_WRITE);
    const adviser = await adviserOf('maisonfort');
    const incomplete = listingBody(adviser, { sale: null, energy: null, georisquesMention: false, photos: [{ src: 'listings/appartement-1.svg', alt: ' ' }] });
    const refused = await call(services, 'PUT', '/listings/external/crm-L2', { key, body: incomplete });
    expect(refused.status).toBe(422);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    const problem = refused.body as { type: string; title: string; detail: string; errors: { pointer: string; detail: string }[] };
    expect([problem.type, problem.title]).toEqual(['/api/v1/problemes/annonce-non-publiable', 'Annonce non publiable']);
    const pointers = problem.errors.map((e) => e.pointer);
    for (const pointer of ['/sale', '/energy', '/georisquesMention', '/photos/0/alt']) expect(pointers, pointer).toContain(pointer);
    for (const error of problem.errors) expect(problem.detail).toContain(error.detail);
    expect(problem.detail).toMatch(/^Annonce non publiable, rien n’a été enregistré/);
    expect(await stored('crm-L2')).toEqual([]);

    const draft = await call(services, 'PUT', '/listings/external/crm-L2', { key, body: { ...incomplete, state: 'draft' } });
    expect(draft.status).toBe(201);
    const id = (draft.body as { id: string }).id;
    expect((await stored('crm-L2')).map((r) => r.publication)).toEqual(['draft']);
    const publish = await call(services, 'PATCH', `/listings/${id}`, { key, body: { state: 'published' } });
    expect(publish.status).toBe(422);
    expect((await stored('crm-L2')).map((r) => r.publication)).toEqual(['draft']);

    const complete = await call(services, 'PUT', '/listings/external/crm-L2', { key, body: listingBody(adviser, { state: 'draft' }) });
    expect(complete.status).toBe(200);
    const published = await call(services, 'PATCH', `/listings/${id}`, { key, body: { state: 'published' }, headers: { 'if-match': complete.headers.get('etag') ?? '' } });
    expect(published.status).toBe(200);
    expect((published.body as { state: string }).state).toBe('published');
    const sold = await call(services, 'PATCH', `/listings/${id}`, { key, body: { state: 'sold' }, headers: { 'if-match': published.headers.get('etag') ?? '' } });
    expect(sold.status).toBe(200);
    expect((await stored('crm-L2')).map((r) => [r.publication, r.status])).toEqual([['published', 'sold']]);
    // A stale ETag, an unknown state, a rental marked sold: refused, nothing changed.
    expect((await call(services, 'PATCH', `/listings/${id}`, { key, body: { state: 'withdrawn' }, headers: { 'if-match': published.headers.get('etag') ?? '' } })).status).toBe(412);
    expect((await call(services, 'PATCH', `/listings/${id}`, { key, body: { state: 'vendue' } })).status).toBe(400);
    expect((await call(services, 'PUT', '/listings/external/crm-L3', { key, body: listingBody(adviser, { transaction: 'rent', state: 'sold', sale: null }) })).status).toBe(422);
    expect((await stored('crm-L2')).map((r) => [r.publication, r.status])).toEqual([['published', 'sold']]);
    // Bad input is a French 400, never a 500: a postcode of no commune, a wrong type, an unknown field.
    for (const body of [listingBody(adviser, { zip: '99999' }), listingBody(adviser, { price: '210 000' }), listingBody(adviser, { colour: 'bleu' })]) {
      const answer = await call(services, 'PUT', '/listings/external/crm-L4', { key, body });
      expect(answer.status).toBe(400);
      expect((answer.body as { detail: string }).detail).toMatch(/^Données refusées/);
    }
    expect(await stored('crm-L4')).toEqual([]);
  });

  it('the DPE’s ADEME number: stored as the editor stores it (spaces and case forgiven, read back); a malformed one is refused 400 in French, nothing stored', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const key = await createKey(services, 'maisonfort', ALL_WRITE, 'CRM siège');
    const adviser = await adviserOf('maisonfort');
    const energy = (ademeNumber: string) => ({ ...(listingBody(adviser).energy as object), ademeNumber });
    const ok = await call(services, 'PUT', '/listings/external/crm-ademe', { key, body: listingBody(adviser, { energy: energy('2429 e183 6524 k') }) });
    expect(ok.status).toBe(201);
    expect(JSON.parse((await stored('crm-ademe'))[0]?.energy ?? 'null')).toMatchObject({ ademeNumber: '2429E1836524K' });
    const bad = await call(services, 'PUT', '/listings/external/crm-ademe-bad', { key, body: listingBody(adviser, { energy: energy('12345') }) });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Numéro de DPE invalide');
    expect(await stored('crm-ademe-bad')).toEqual([]);
  });

  it('scopes: a key reading listings may not write them (403), a key without listings may not read them (403), nothing stored', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const adviser = await adviserOf('maisonfort');
    const reader = await createKey(services, 'maisonfort', { listings: 'read' });
    const none = await createKey(services, 'maisonfort', { leads: 'read' });
    const listing = (await services.db.selectFrom('listings').select('id').limit(1).executeTakeFirstOrThrow()).id;
    expect((await call(services, 'PUT', '/listings/external/crm-L5', { key: reader, body: listingBody(adviser) })).status).toBe(403);
    expect((await call(services, 'PATCH', `/listings/${listing}`, { key: reader, body: { state: 'withdrawn' } })).status).toBe(403);
    expect((await call(services, 'GET', '/listings', { key: none })).status).toBe(403);
    expect((await call(services, 'GET', '/listings/external/crm-L5', { key: none })).status).toBe(403);
    expect(await stored('crm-L5')).toEqual([]);
    expect((await services.db.selectFrom('listings').select('publication').where('id', '=', listing).executeTakeFirstOrThrow()).publication).toBe('published');
  });

  it('a key of network A on network B’s listings: 404 on every listing endpoint and method, nothing changed (read back); the same CRM id in two networks is two listings', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const maisonfort = await createKey(services, 'maisonfort', ALL_WRITE);
    const diageo = await createKey(services, 'diageo', ALL_WRITE);
    const mfAdviser = await adviserOf('maisonfort');
    const diagAdviser = ((await call(services, 'PUT', '/advisers/external/diag-adviser', { key: diageo, body: { siteId: 'diag-paris15', firstName: 'Nina', lastName: 'Roy', title: 'Conseillère', phone: '+33612345678', email: 'nina@example.fr', city: 'Paris', zip: '75015', legal: { rsacNumber: '1', rsacCity: 'Paris', networkName: 'Diagéo', cardTNumber: 'CPI 1', cardTIssuer: 'CCI', guaranteeInsurer: 'Galian', guaranteeAmount: 1 } } })).body as { id: string }).id;
    const mfListing = ((await call(services, 'PUT', '/listings/external/shared', { key: maisonfort, body: listingBody(mfAdviser) })).body as { id: string }).id;
    const diagListing = ((await call(services, 'PUT', '/listings/external/diag-only', { key: diageo, body: listingBody(diagAdviser, { zip: '75015', city: 'Paris' }) })).body as { id: string }).id;
    const snapshot = async () => ({
      listings: await services.db.selectFrom('listings').selectAll().orderBy('id').execute(),
      details: await services.db.selectFrom('listing_details').selectAll().orderBy('listing_id').execute(),
      audit: await services.db.selectFrom('audit_events').select('id').orderBy('id').execute(),
    });
    const before = await snapshot();
    const attempts: [string, string, string, unknown?][] = [
      [diageo, 'GET', `/listings/${mfListing}`],
      [diageo, 'PATCH', `/listings/${mfListing}`, { state: 'withdrawn' }],
      [diageo, 'GET', '/listings/external/shared'],
      [diageo, 'PUT', '/listings/external/diag-new', listingBody(mfAdviser)],
      [maisonfort, 'GET', `/listings/${diagListing}`],
      [maisonfort, 'PATCH', `/listings/${diagListing}`, { state: 'withdrawn' }],
      [maisonfort, 'GET', '/listings/external/diag-only'],
      [maisonfort, 'PUT', '/listings/external/mf-new', listingBody(diagAdviser, { zip: '75015', city: 'Paris' })],
    ];
    for (const [key, method, path, body] of attempts) expect((await call(services, method, path, { key, body })).status, `${key === diageo ? 'diageo' : 'maisonfort'} ${method} ${path}`).toBe(404);
    expect(await snapshot()).toEqual(before);
    // Lists show nothing of the other network.
    const diagItems = ((await call(services, 'GET', '/listings?limit=200', { key: diageo })).body as { items: { id: string }[] }).items.map((i) => i.id);
    expect(diagItems).toEqual([diagListing]);
    // The same CRM id in Diagéo is Diagéo's own listing; Maisonfort's is untouched.
    const own = await call(services, 'PUT', '/listings/external/shared', { key: diageo, body: listingBody(diagAdviser, { zip: '75015', city: 'Paris' }) });
    expect(own.status).toBe(201);
    const shared = await services.db.selectFrom('listings').select(['network_id', 'city']).where('external_id', '=', 'shared').orderBy('network_id').execute();
    expect(shared).toEqual([
      { network_id: 'diageo', city: 'Paris' },
      { network_id: 'maisonfort', city: 'Sevran' },
    ]);
  });

  it('cursor pages walk every listing of the network once', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const key = await createKey(services, 'maisonfort', ALL_WRITE);
    const expected = await services.db.selectFrom('listings').innerJoin('sites', 'sites.id', 'listings.network_site_id').select('listings.id').where('sites.network_id', '=', 'maisonfort').execute();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof call>> = await call(services, 'GET', `/listings?limit=200${cursor ? `&cursor=${cursor}` : ''}`, { key });
      const body = page.body as { items: { id: string }[]; nextCursor: string | null };
      seen.push(...body.items.map((l) => l.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen.length).toBe(expected.length);
    expect(seen.sort()).toEqual(expected.map((l) => l.id).sort());
  });

  describe('listing webhooks', () => {
    let receiver: SignedReceiver;
    beforeEach(async () => {
      receiver = await startSignedReceiver();
    });
    afterEach(async () => {
      await services.backoffice.webhooks.outbox.stop();
      await receiver.close();
    });

    async function addEndpoint(events: string[]) {
      const body = new URLSearchParams({ intent: 'create', url: receiver.url, description: 'CRM' });
      for (const e of events) body.append('events', e);
      const request = new Request(`${API_ORIGIN}/gestion/webhooks`, { method: 'POST', body, headers: { origin: API_ORIGIN } });
      const created = (await webhooksAction({ request, params: {}, context: await backofficeContext(services, ADMIN) } as never)) as unknown as { data: { secret: string } };
      receiver.setSecret(created.data.secret);
    }
    /** Passes of the outbox until nothing is pending (a kick during a pass joins that pass). */
    async function drain() {
      for (let i = 0; i < 5; i++) {
        await services.backoffice.webhooks.outbox.kick();
        if (!(await services.db.selectFrom('webhook_deliveries').select('id').where('status', '=', 'pending').executeTakeFirst())) return;
      }
    }
    const deliveries = () => services.db.selectFrom('webhook_deliveries').select(['event_type', 'event_id', 'status']).orderBy('created_at').orderBy('event_type').execute();

    it('listing.published and listing.sold from the API: one delivery per event, verified by the receiver, its data the API’s Listing; the same body again sends nothing', async () => {
      await seedBackoffice(services.db, services.backoffice.members);
      await addEndpoint(['listing.published', 'listing.sold']);
      const key = await createKey(services, 'maisonfort', ALL_WRITE);
      const adviser = await adviserOf('maisonfort');
      const created = await call(services, 'PUT', '/listings/external/crm-W1', { key, body: listingBody(adviser) });
      await call(services, 'PUT', '/listings/external/crm-W1', { key, body: listingBody(adviser) });
      await call(services, 'PUT', '/listings/external/crm-W1', { key, body: listingBody(adviser, { title: 'Appartement rénové près de la gare' }) });
      const id = (created.body as { id: string }).id;
      await call(services, 'PATCH', `/listings/${id}`, { key, body: { state: 'sold' } });
      await call(services, 'PATCH', `/listings/${id}`, { key, body: { state: 'sold' } });
      await drain();
      const rows = await deliveries();
      expect(rows.map((d) => [d.event_type, d.status])).toEqual([
        ['listing.published', 'delivered'],
        ['listing.sold', 'delivered'],
      ]);
      expect(receiver.accepted.map((a) => [a.message.type, a.message.data.id, a.message.data.externalId, a.message.data.state])).toEqual([
        ['listing.published', id, 'crm-W1', 'published'],
        ['listing.sold', id, 'crm-W1', 'sold'],
      ]);
      expect(receiver.accepted.map((a) => a.id)).toEqual(rows.map((d) => d.event_id));
      expect(receiver.refused).toBe(0);
      // Its data is the API's Listing, as the OpenAPI document describes it.
      const ajv = new Ajv2020({ strict: false });
      ajv.addSchema({ ...(openApiDocument() as object), $id: 'openapi.json' });
      const validate = ajv.getSchema('openapi.json#/components/schemas/Listing')!;
      for (const { message } of receiver.accepted) expect(validate(message.data), ajv.errorsText(validate.errors)).toBe(true);
    });

    it('listing.published and listing.sold from the back-office editor: a draft published, then sold, one delivery each', async () => {
      await seedBackoffice(services.db, services.backoffice.members);
      await addEndpoint(['listing.published', 'listing.sold']);
      const context = async () => backofficeContext(services, ADMIN);
      const adviser = await adviserOf('maisonfort');
      const createdStatus = await statusOf(async () => newListingAction({ request: formPost('/gestion/annonces/nouvelle', { ...DRAFT_FLAT, adviserId: adviser }), params: {}, context: await context() } as never));
      expect(createdStatus).toBe(303);
      const id = (await services.db.selectFrom('listings').select('id').where('title', '=', DRAFT_FLAT.title ?? '').executeTakeFirstOrThrow()).id;
      const save = async (fields: Record<string, string>) => statusOf(async () => listingAction({ request: formPost(`/gestion/annonces/${id}`, fields), params: { listingId: id }, context: await context() } as never));
      expect(await save({ ...COMPLETE_FLAT })).toBe(303);
      expect(await save({ ...COMPLETE_FLAT, state: 'sold' })).toBe(303);
      await drain();
      expect((await deliveries()).map((d) => [d.event_type, d.status])).toEqual([
        ['listing.published', 'delivered'],
        ['listing.sold', 'delivered'],
      ]);
      expect(receiver.accepted.map((a) => [a.message.type, a.message.data.id])).toEqual([
        ['listing.published', id],
        ['listing.sold', id],
      ]);
    });
  });
});
