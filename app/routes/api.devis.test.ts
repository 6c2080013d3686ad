import { describe, expect, it } from 'vitest';
import { leadsOfSite } from '../../server/repositories/leads.server';
import type { Services } from '../../server/services.server';
import { TEST_DATABASES, type TestDb } from '../../tests/helpers/test-db';
import { jsonPost, routeContext } from '../../tests/helpers/test-services';
import { action, loader } from './api.devis';
import { freshServicesEach } from '../../tests/helpers/fresh-services';

const SITE = 'diag-paris15';
const URL_DEVIS = 'http://diag-paris15.localhost/api/devis';

const ANSWERS = {
  projet: 'vendre',
  bien: 'maison',
  copropriete: 'non',
  dpeDeja: 'non',
  construction: 'avant1949',
  gaz: 'plus15',
  electricite: 'electricitePlus15',
  pieces: '4',
  surface: '90',
  address: '12 rue de Siam',
  postcode: '29200',
  city: 'Brest',
};
const CONTACT = { civility: 'monsieur', firstName: 'Paul', lastName: 'Durand', email: 'paul@example.fr', phone: '06 12 34 56 78' };
const BODY = { ...ANSWERS, ...CONTACT };

/** Sell a pre-1949 house in Brest (29: no termites), no DPE yet, gas and electricity over 15 years. */
const DEFAULT_DIAGS = ['dpe', 'erp', 'electricite', 'gaz', 'amiante', 'plomb'];

function payloadOf(row: { payload: unknown }): Record<string, unknown> {
  return (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<string, unknown>;
}

function formPost(url: string, fields: Record<string, string>): Request {
  return new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
}

describe.each(TEST_DATABASES)('POST /api/devis on %s', (kind) => {
  let testDb: TestDb;
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ testDb, services } = fresh));

  const call = async (request: Request, site: string | null = SITE) =>
    (await action({ request, context: (await routeContext(services, site)) as never, params: {} } as never)) as Response;

  it('stores a devis lead and answers 201 with the recap link', async () => {
    const response = await call(jsonPost(URL_DEVIS, BODY));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { success: boolean; redirect: string; duplicate: boolean; id: string };
    expect(body.success).toBe(true);
    expect(body.duplicate).toBe(false);
    const redirect = new URL(body.redirect, 'http://x');
    expect(redirect.pathname).toBe('/devis-recapitulatif');
    expect(redirect.searchParams.get('diags')).toBe(DEFAULT_DIAGS.join(','));
    expect(redirect.searchParams.get('projet')).toBe('vendre');
    expect(redirect.searchParams.get('postcode')).toBe('29200');
    expect(redirect.searchParams.has('ajout')).toBe(false);
    expect(redirect.searchParams.has('retrait')).toBe(false);

    const leads = await leadsOfSite(testDb.db, SITE);
    expect(leads).toHaveLength(1);
    const lead = leads[0]!;
    expect(lead).toMatchObject({ id: body.id, type: 'devis', endpoint: '/api/devis', firstname: 'Paul', lastname: 'Durand', email: 'paul@example.fr', phone: '06 12 34 56 78' });
    const payload = payloadOf(lead);
    expect(payload.criteria).toMatchObject({ ...ANSWERS, lat: '', lon: '', date: '', dpeNote: '' });
    expect(payload.selectedDiagnostics).toEqual(DEFAULT_DIAGS);
    expect(payload.isRendezVous).toBe(false);
    expect(payload.rendezVousDate).toBe('');
    expect(payload.civility).toBe('monsieur');
    const pageUrl = new URL(payload.url as string);
    expect(pageUrl.origin).toBe('http://diag-paris15.localhost');
    expect(pageUrl.pathname).toBe('/devis-informations');
    expect(pageUrl.searchParams.get('surface')).toBe('90');
  });

  it('applies ajout / retrait to the selected diagnostics', async () => {
    const response = await call(jsonPost(URL_DEVIS, { ...BODY, ajout: 'audit', retrait: 'plomb' }));
    expect(response.status).toBe(201);
    const { redirect } = (await response.json()) as { redirect: string };
    const expected = ['dpe', 'audit', 'erp', 'electricite', 'gaz', 'amiante'];
    expect(new URL(redirect, 'http://x').searchParams.get('diags')).toBe(expected.join(','));
    const [lead] = await leadsOfSite(testDb.db, SITE);
    expect(payloadOf(lead!).selectedDiagnostics).toEqual(expected);
  });

  it('records an appointment request when date=autreDate', async () => {
    const response = await call(jsonPost(URL_DEVIS, { ...BODY, date: 'autreDate' }));
    expect(response.status).toBe(201);
    const { redirect } = (await response.json()) as { redirect: string };
    expect(new URL(redirect, 'http://x').searchParams.get('date')).toBe('autreDate');
    const [lead] = await leadsOfSite(testDb.db, SITE);
    expect(payloadOf(lead!)).toMatchObject({ isRendezVous: true, rendezVousDate: 'autreDate', rendezVousLabel: 'Autre date (urgent)' });
  });

  it('lists the missing contact fields (400), storing nothing', async () => {
    const response = await call(jsonPost(URL_DEVIS, { ...ANSWERS, civility: 'monsieur', email: 'paul@example.fr' }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    expect(body.message).toBe('Merci de compléter : Prénom, Nom, Téléphone');
    expect(await leadsOfSite(testDb.db, SITE)).toHaveLength(0);
  });

  it('refuses a bad e-mail (400 Email invalide)', async () => {
    const response = await call(jsonPost(URL_DEVIS, { ...BODY, email: 'pas-un-email' }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('Email invalide');
    expect(await leadsOfSite(testDb.db, SITE)).toHaveLength(0);
  });

  it('refuses incomplete answers (400), storing nothing', async () => {
    const { surface: _surface, gaz: _gaz, ...partial } = BODY;
    const response = await call(jsonPost(URL_DEVIS, partial));
    expect(response.status).toBe(400);
    const { message } = (await response.json()) as { message: string };
    expect(message).toBe('Réponses incomplètes : Installation gaz, Surface');
    expect(await leadsOfSite(testDb.db, SITE)).toHaveLength(0);
  });

  // Issue 17 item 2: junk is refused at the boundary with a French message, and never stored.
  it.each<[string, Record<string, string>, RegExp]>([
    ['an address "x" with no postcode nor city', { address: 'x', postcode: '', city: '' }, /^Adresse du bien : indiquez le numéro et la rue/],
    ['a postcode that is not the commune’s', { postcode: '75015', city: 'Brest' }, /^Adresse du bien : le code postal 75015 ne correspond pas à la commune « Brest »\.$/],
    ['a surface of 999999999 m²', { surface: '999999999' }, /^Surface : indiquez une surface entre 2 et 10 000 m²/],
    ['a script tag as first name', { firstName: '<script>alert(1)</script>' }, /^Prénom : lettres, espaces, tirets et apostrophes uniquement$/],
    ['an appointment slot already past', { date: '07-12-21-09h30' }, /^La date de rendez-vous choisie est passée/],
    ['"Je rénove" with zero diagnostics', { projet: 'renover', dpeDeja: 'oui', dpeNote: 'C' }, /^Sélectionnez au moins un diagnostic/],
  ])('refuses %s (400), storing nothing', async (_name, over, message) => {
    const response = await call(jsonPost(URL_DEVIS, { ...BODY, ...over }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
    expect(await leadsOfSite(testDb.db, SITE)).toHaveLength(0);
  });

  // Issue 17 item 3: Annecy offers neither Loi Carrez nor termites.
  it('leaves out of the stored request a required diagnostic the site does not offer', async () => {
    const annecy = { ...BODY, copropriete: 'oui', bien: 'appartement', address: '8 avenue de Chambéry', postcode: '74000', city: 'Annecy' };
    const response = await call(jsonPost('http://diag-annecy.localhost/api/devis', annecy), 'diag-annecy');
    expect(response.status).toBe(201);
    const { redirect } = (await response.json()) as { redirect: string };
    expect(new URL(redirect, 'http://x').searchParams.get('diags')).toBe('dpe,erp,electricite,gaz,amiante,plomb');
    const [lead] = await leadsOfSite(testDb.db, 'diag-annecy');
    expect(payloadOf(lead!).selectedDiagnostics).toEqual(['dpe', 'erp', 'electricite', 'gaz', 'amiante', 'plomb']);
  });

  it('sends a refused form post back to step 2 at the contact form (#coordonnees)', async () => {
    const response = await call(formPost(URL_DEVIS, { ...BODY, firstName: '<b>x</b>' }));
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/devis-informations');
    expect(location.hash).toBe('#coordonnees');
    expect(location.searchParams.get('erreur')).toBe('Prénom : lettres, espaces, tirets et apostrophes uniquement');
    expect(await leadsOfSite(testDb.db, SITE)).toHaveLength(0);
  });

  it('redirects a plain form post to the recap (303)', async () => {
    const response = await call(formPost(URL_DEVIS, BODY));
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe('http://diag-paris15.localhost');
    expect(location.pathname).toBe('/devis-recapitulatif');
    expect(location.searchParams.get('diags')).toBe(DEFAULT_DIAGS.join(','));
    expect(await leadsOfSite(testDb.db, SITE)).toHaveLength(1);
  });

  it('sends a form post with an error back to step 2 with erreur=… (303)', async () => {
    const response = await call(formPost(URL_DEVIS, { ...BODY, email: 'pas-un-email', retrait: 'plomb' }));
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/devis-informations');
    expect(location.searchParams.get('erreur')).toBe('Email invalide');
    expect(location.searchParams.get('projet')).toBe('vendre');
    expect(location.searchParams.get('retrait')).toBe('plomb');
    expect(await leadsOfSite(testDb.db, SITE)).toHaveLength(0);
  });

  // Decision 0044's debt: the refusal a visitor without JavaScript reads under /en is English, and
  // the way back keeps the /en prefix; the same post without `lang` stays French (above).
  it.each([
    ['an invalid e-mail', { email: 'pas-un-email' }, 'Invalid email'],
    ['missing first name and phone', { firstName: '', phone: '' }, 'Please fill in: First name, Phone'],
    ['no diagnostic at all', { projet: 'renover', dpeDeja: 'oui', dpeNote: 'D' }, 'Select at least one diagnostic to receive a quote.'],
  ])('under /en, answers %s without JavaScript in English, back to /en step 2', async (_name, over, english) => {
    const response = await call(formPost(URL_DEVIS, { ...BODY, ...over, lang: 'en' }));
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/en/devis-informations');
    expect(location.hash).toBe('#coordonnees');
    expect(location.searchParams.get('erreur')).toBe(english);
    expect(await leadsOfSite(testDb.db, SITE)).toHaveLength(0);
  });

  it('under /en, a valid post without JavaScript goes on to the English recap', async () => {
    const response = await call(formPost(URL_DEVIS, { ...BODY, lang: 'en' }));
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('location')!).pathname).toBe('/en/devis-recapitulatif');
    expect(await leadsOfSite(testDb.db, SITE)).toHaveLength(1);
  });

  it('drops a post whose honeypot is filled, answering success', async () => {
    const response = await call(jsonPost(URL_DEVIS, { ...BODY, website: 'http://spam.example' }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; redirect: string };
    expect(body.success).toBe(true);
    expect(body.redirect).toMatch(/^\/devis-recapitulatif\?/);
    expect(await leadsOfSite(testDb.db, SITE)).toHaveLength(0);
  });

  it('stores one lead when the same idempotency key is posted twice', async () => {
    const first = await call(jsonPost(URL_DEVIS, BODY, { 'idempotency-key': 'devis-1' }));
    expect(first.status).toBe(201);
    const second = await call(jsonPost(URL_DEVIS, BODY, { 'idempotency-key': 'devis-1' }));
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ success: true, duplicate: true });
    expect(await leadsOfSite(testDb.db, SITE)).toHaveLength(1);
  });

  it('answers 400 with a French message to malformed JSON', async () => {
    const response = await call(jsonPost(URL_DEVIS, '{"projet": '));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('Corps de requête illisible (JSON invalide).');
    expect(await leadsOfSite(testDb.db, SITE)).toHaveLength(0);
  });

  it('answers 404 on a site that is not a diagnostics site', async () => {
    const response = await call(jsonPost('http://reseau.localhost/api/devis', BODY), 'reseau');
    expect(response.status).toBe(404);
    expect(await leadsOfSite(testDb.db, 'reseau')).toHaveLength(0);
  });

  it('answers 404 when no site is known', async () => {
    const response = await call(jsonPost(URL_DEVIS, BODY), null);
    expect(response.status).toBe(404);
  });
});

describe('GET /api/devis', () => {
  it('is refused with 405', async () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
