import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as agences from '../app/routes/api.expertimo.agences';
import * as propertyContact from '../app/routes/api.bien-immobilier.contact';
import * as expertimoContact from '../app/routes/api.expertimo.contact';
import { parsePlaceParams } from '../domain/geo/place-query';
import { AdvisersRepository } from '../server/repositories/advisers.server';
import { deliveriesOfLead, leadsOfSite } from '../server/repositories/leads.server';
import type { Services } from '../server/services.server';
import { startFakeSmtp } from './helpers/fake-smtp';
import { openTestDb, TEST_DATABASES, type TestDb } from './helpers/test-db';
import { jsonPost, routeContext } from './helpers/test-services';
import { freshServicesEach } from './helpers/fresh-services';

type Handler = (args: { request: Request; context: never; params: Record<string, string> }) => Promise<Response>;
const directoryPlace = (q: string) => parsePlaceParams(new URLSearchParams(q));

describe.each(TEST_DATABASES)('adviser directory on %s', (kind) => {
  let testDb: TestDb;
  let repo: AdvisersRepository;
  beforeAll(async () => {
    testDb = await openTestDb(kind);
    repo = new AdvisersRepository(testDb.db);
  }, 60_000);
  afterAll(() => testDb.close());

  it('about 50 advisers, the Sevran pair included, three without coordinates, some without reviews', async () => {
    const all = await testDb.db.selectFrom('advisers').selectAll().execute();
    expect(all.length).toBeGreaterThanOrEqual(45);
    expect(all.filter((a) => a.agency_site_id === 'sevran').map((a) => a.first_name).sort()).toEqual(['Léa', 'Thomas']);
    expect(all.filter((a) => a.lat === null)).toHaveLength(3);
    expect(all.every((a) => a.email.endsWith('.example'))).toBe(true);
    expect(all.some((a) => a.description.length > 260)).toBe(true);
    const reviewed = new Set((await testDb.db.selectFrom('adviser_reviews').select('adviser_id').execute()).map((r) => r.adviser_id));
    expect(all.some((a) => !reviewed.has(a.id))).toBe(true);
  });

  it('cp=93270 lists the Sevran pair first (their zones cover Sevran), then the nearest', async () => {
    const result = await repo.directory('reseau', { place: directoryPlace('cp=93270') });
    expect(result.items.slice(0, 2).map((e) => e.name).sort()).toEqual(['Léa Garnier', 'Thomas Garnier']);
    expect(result.items.slice(0, 2).every((e) => e.coversPlace)).toBe(true);
    const others = result.items.slice(2);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((e) => !e.coversPlace)).toBe(true);
    const distances = others.map((e) => e.distanceKm ?? Infinity);
    expect(distances.slice(1).every((d, i) => distances[i]! <= d)).toBe(true);
  });

  it('ville=sevran (no accent, lower case) finds the same town', async () => {
    const result = await repo.directory('reseau', { place: directoryPlace('ville=sevran') });
    expect(result.items[0]?.adviser.city).toBe('Sevran');
  });

  it('name=xyz shows none; name is a case-insensitive substring', async () => {
    expect((await repo.directory('reseau', { name: 'xyz' })).total).toBe(0);
    const garnier = await repo.directory('reseau', { name: 'GARN' });
    expect(garnier.items.map((e) => e.name).sort()).toEqual(['Léa Garnier', 'Thomas Garnier']);
  });

  it('10 per page; page 2 exists when more than 10 match', async () => {
    const first = await repo.directory('reseau', {});
    expect(first.items).toHaveLength(10);
    expect(first.pageCount).toBeGreaterThan(1);
    const second = await repo.directory('reseau', { page: 2 });
    expect(second.page).toBe(2);
    expect(second.items.map((e) => e.adviser.id)).not.toContain(first.items[0]!.adviser.id);
  });

  it.each([
    ['dep=93', (e: { adviser: { zip: string; zones: Array<{ insee: string }> } }) => e.adviser.zip.startsWith('93') || e.adviser.zones.some((z) => z.insee.startsWith('93'))],
    ['region=11', (e: { adviser: { zip: string; zones: Array<{ insee: string }> } }) => ['75', '77', '78', '91', '92', '93', '94', '95'].includes(e.adviser.zip.slice(0, 2))],
  ])('%s lists advisers based in or covering that area', async (q, predicate) => {
    const result = await repo.directory('reseau', { place: directoryPlace(q) });
    expect(result.total).toBeGreaterThan(0);
    expect(result.items.every(predicate)).toBe(true);
  });

  it('a bad postcode matches nothing and says why', async () => {
    const result = await repo.directory('reseau', { place: directoryPlace('q=123456') });
    expect(result.total).toBe(0);
    expect(result.placeMessage).toMatch(/Code postal invalide/);
  });

  it('a profile with reviews has their average; one without has none', async () => {
    const lea = await repo.bySlug('lea-garnier');
    expect(lea?.reviews).toHaveLength(5);
    expect(lea?.rating?.value).toBe(Math.round((lea!.reviews.reduce((s, r) => s + r.rating, 0) / 5) * 10) / 10);
    expect(lea?.adviser.legal).toMatchObject({ rsacCity: 'Bobigny', cardTIssuer: 'CCI Paris Île-de-France' });
    const withoutReviews = await testDb.db.selectFrom('advisers').select('slug').where('id', 'not in', testDb.db.selectFrom('adviser_reviews').select('adviser_id')).executeTakeFirst();
    const profile = await repo.bySlug(withoutReviews!.slug);
    expect(profile?.reviews).toEqual([]);
    expect(profile?.rating).toBeNull();
  });
});

describe.each(TEST_DATABASES)('adviser APIs on %s', (kind) => {
  const smtpPromise = startFakeSmtp();
  let testDb: TestDb;
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ testDb, services } = fresh), async () => ({ SMTP_URL: (await smtpPromise).url }));
  afterAll(async () => (await smtpPromise).close());

  const call = async (handler: Handler, site: string | null, request: Request) => handler({ request, context: (await routeContext(services, site)) as never, params: {} });

  it('GET /api/expertimo/agences: markers with coordinates only, avatars prefixed with the network host, cacheable', async () => {
    const response = await call(agences.loader as unknown as Handler, 'reseau', new Request('http://reseau.localhost/api/expertimo/agences', { headers: { accept: 'application/json' } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const { markers } = (await response.json()) as { markers: Array<{ lat: number; lng: number; data: Record<string, string> }> };
    const total = await testDb.db.selectFrom('advisers').select('id').execute();
    expect(markers).toHaveLength(total.length - 3);
    expect(markers.every((m) => Number.isFinite(m.lat) && Number.isFinite(m.lng))).toBe(true);
    expect(Object.keys(markers[0]!.data).sort()).toEqual(['adresse', 'avatar', 'cp', 'id', 'mail', 'nom', 'prenom', 'slug', 'tel', 'type', 'ville']);
    expect(markers.every((m) => m.data.avatar!.startsWith('https://maisonfort-immobilier.fr/img/'))).toBe(true);
    const again = await call(agences.loader as unknown as Handler, 'reseau', new Request('http://reseau.localhost/api/expertimo/agences', { headers: { 'if-none-match': response.headers.get('etag')! } }));
    expect(again.status).toBe(304);
  });

  it('POST /api/expertimo/contact with an unknown advisorId: 400 in French, nothing stored', async () => {
    const response = await call(expertimoContact.action as unknown as Handler, 'reseau', jsonPost('http://reseau.localhost/api/expertimo/contact', { advisorId: 'cons-999', kind: 'message', firstName: 'Paul', lastName: 'Durand', email: 'paul@example.fr', phone: '0639980000' }));
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(expertimoContact.UNKNOWN_ADVISER_MESSAGE);
    expect(await leadsOfSite(testDb.db, 'reseau')).toHaveLength(0);
  });

  it('POST /api/expertimo/contact with a known advisorId: one lead stored, one e-mail to that adviser with the site in copy', async () => {
    const smtp = await smtpPromise;
    const before = smtp.mails.length;
    const body = { advisorId: 'cons-002', kind: 'devis', firstName: 'Paul', lastName: 'Durand', email: 'paul@example.fr', phone: '06 39 98 00 00', typeBien: 'Maison', surface: '120', adresse: '3 rue de Paris', cpVille: '93270 Sevran', details: 'Jardin de 400 m²' };
    const response = await call(expertimoContact.action as unknown as Handler, 'reseau', jsonPost('http://reseau.localhost/api/expertimo/contact', body));
    expect(response.status).toBe(201);
    const leads = await leadsOfSite(testDb.db, 'reseau');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ type: 'conseiller-devis', firstname: 'Paul', lastname: 'Durand', recipients: JSON.stringify(['thomas.garnier@maisonfort.example']) });
    expect(JSON.parse(leads[0]!.payload)).toMatchObject({ typeBien: 'Maison', details: 'Jardin de 400 m²', conseiller: { id: 'cons-002' } });
    await services.outbox.kick();
    expect((await deliveriesOfLead(testDb.db, leads[0]!.id)).map((d) => d.status)).toEqual(['delivered']);
    const mails = smtp.mails.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to.sort()).toEqual(['contact@maisonfort.example', 'thomas.garnier@maisonfort.example']);
    expect(mails[0]!.raw).toMatch(/^To: thomas\.garnier@maisonfort\.example/m);
    expect(mails[0]!.raw).toMatch(/^Cc: contact@maisonfort\.example/m);
  });

  it('POST /api/expertimo/contact without advisorId (agency contact) still goes to the site only', async () => {
    const smtp = await smtpPromise;
    const before = smtp.mails.length;
    const response = await call(expertimoContact.action as unknown as Handler, 'sevran', jsonPost('http://sevran.localhost/api/expertimo/contact', { kind: 'contact', company: '', firstName: 'Nadia', lastName: 'K', email: 'nadia@example.fr', phone: '0639980001', message: 'Bonjour' }));
    expect(response.status).toBe(201);
    await services.outbox.kick();
    expect(smtp.mails.slice(before).map((m) => m.to)).toEqual([['sevran@maisonfort.example']]);
  });

  it('property contact: one lead stored, addressed to the listing’s adviser, one e-mail to them', async () => {
    const smtp = await smtpPromise;
    const before = smtp.mails.length;
    const listing = await testDb.db.selectFrom('listings').select(['slug', 'adviser_id', 'title']).where('adviser_id', '=', 'cons-001').executeTakeFirstOrThrow();
    const response = await call(propertyContact.action as unknown as Handler, 'reseau', jsonPost('http://reseau.localhost/api/bien-immobilier/contact', { slug: listing.slug, name: 'Inès Martin', email: 'ines@example.fr', phone: '', message: '', consent: true }));
    expect(response.status).toBe(201);
    const leads = await leadsOfSite(testDb.db, 'reseau');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ type: 'bien-contact', firstname: 'Inès Martin', message: `Bonjour, je suis intéressé(e) par : ${listing.title}`, recipients: JSON.stringify(['lea.garnier@maisonfort.example']) });
    await services.outbox.kick();
    const mails = smtp.mails.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toMatch(/^To: lea\.garnier@maisonfort\.example/m);
  });

  it.each([
    [{ name: 'Inès', email: 'ines@example.fr', consent: false }, 'Merci d’accepter les conditions d’utilisation des données.'],
    [{ name: '', email: 'ines@example.fr', consent: true }, 'Merci de compléter votre nom et votre email.'],
  ])('property contact refuses %j with a 400', async (fields, message) => {
    const listing = await testDb.db.selectFrom('listings').select('slug').executeTakeFirstOrThrow();
    const response = await call(propertyContact.action as unknown as Handler, 'reseau', jsonPost('http://reseau.localhost/api/bien-immobilier/contact', { slug: listing.slug, ...fields }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
    expect(await leadsOfSite(testDb.db, 'reseau')).toHaveLength(0);
  });

  it('property contact for an unknown listing: 404', async () => {
    const response = await call(propertyContact.action as unknown as Handler, 'reseau', jsonPost('http://reseau.localhost/api/bien-immobilier/contact', { slug: 'nope', name: 'Inès', email: 'ines@example.fr', consent: true }));
    expect(response.status).toBe(404);
  });
});
