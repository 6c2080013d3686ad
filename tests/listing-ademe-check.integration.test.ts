import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as listingAction } from '../app/routes/gestion/listing';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import electricHouseBrest from '../server/clients/ademe/samples/2429E1836524K.json';
import gasFlatLyon from '../server/clients/ademe/samples/2369E2047713B.json';
import officesToulouse from '../server/clients/ademe/samples/2531T0258461P.json';
import { postAs, THOMAS } from './helpers/backoffice-sites';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';

/**
 * A local server answering like data.ademe.fr's data-fair API (GET /datasets/{id}/lines?q=…&size=5 →
 * { total, results }): two dwellings in dpe03existant, offices in dpe01tertiaire, a number every dataset
 * answers 500 for, and one no dataset answers in time.
 */
const HOUSING: Record<string, unknown> = { '2429E1836524K': electricHouseBrest, '2369E2047713B': gasFlatLyon };
const TERTIARY: Record<string, unknown> = { '2531T0258461P': officesToulouse };
const FAILING = '2400E0000000A';
const SILENT = '2400E0000000B';
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const dataset = /^\/datasets\/([^/]+)\/lines$/.exec(url.pathname)?.[1];
  const q = url.searchParams.get('q') ?? '';
  if (!dataset) return res.writeHead(404).end();
  if (q === FAILING) return res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"internal"}');
  if (q === SILENT) return; // never answers
  const rows = dataset === 'dpe03existant' ? HOUSING : dataset === 'dpe01tertiaire' ? TERTIARY : {};
  const row = rows[q];
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ total: row ? 1 : 0, results: row ? [row] : [] }));
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** French number formatting's thousands separator (Intl, fr-FR). */
const NNBSP = '\u202f';

type Answer = { init: { status: number } | null; data: { errors: Record<string, string>; typed: Record<string, string>; notes?: Record<string, string>; ademe?: string | null } };

describe.each(TEST_DATABASES)('the listing editor’s ADEME check on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh), () => ({ ADEME_API_URL: base, UPSTREAM_TIMEOUT_MS: '1500' }));

  async function thomasListing(): Promise<string> {
    const adviser = await services.db.selectFrom('advisers').select('id').where('agency_site_id', '=', 'sevran').where('email', '=', THOMAS).executeTakeFirstOrThrow();
    return (await services.db.selectFrom('listings').select('id').where('adviser_id', '=', adviser.id).orderBy('id').executeTakeFirstOrThrow()).id;
  }
  const stored = (id: string) => Promise.all([services.db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirstOrThrow(), services.db.selectFrom('listing_details').selectAll().where('listing_id', '=', id).executeTakeFirstOrThrow()]);

  it('empty DPE fields are filled from the certificate (the 2026 recalculated label where it changed), typed ones that differ are flagged and kept, nothing is written (read back)', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const id = await thomasListing();
    const before = await stored(id);
    const check = async (fields: Record<string, string>) => (await postAs(services, listingAction, THOMAS, `/gestion/annonces/${id}`, { intent: 'save', ademe: 'check', ...fields }, { listingId: id })) as Answer;

    const empty = { 'energy.kind': 'none', 'energy.ademeNumber': ' 2429 e183 6524 k ', 'energy.dpeLetter': '', 'energy.gesLetter': '', 'energy.kwhPerM2': '', 'energy.co2KgPerM2': '', 'energy.costMin': '', 'energy.costMax': '' };
    const filled = await check(empty);
    expect(filled.init?.status ?? 200).toBe(200);
    expect(filled.data.typed).toMatchObject({ 'energy.kind': 'dpe', 'energy.ademeNumber': '2429E1836524K', 'energy.dpeLetter': 'E', 'energy.gesLetter': 'C', 'energy.kwhPerM2': '290', 'energy.co2KgPerM2': '12' });
    expect(filled.data.notes).toEqual({
      'energy.dpeLetter': 'Rempli depuis le DPE 2429E1836524K à l’ADEME : E (étiquette recalculée en 2026 ; F sur le certificat).',
      'energy.gesLetter': 'Rempli depuis le DPE 2429E1836524K à l’ADEME : C.',
      'energy.kwhPerM2': 'Rempli depuis le DPE 2429E1836524K à l’ADEME : 290 kWh/m²/an (recalculé en 2026).',
      'energy.co2KgPerM2': 'Rempli depuis le DPE 2429E1836524K à l’ADEME : 12 kg CO₂/m²/an.',
      'energy.costMin': `Le DPE 2429E1836524K estime les dépenses d’énergie à 3${NNBSP}658 € par an : reportez la fourchette imprimée sur le certificat.`,
    });
    expect(filled.data.ademe).toContain('les champs vides sont remplis');

    // What the adviser typed is never overwritten: a different label, a cost range that misses the estimate.
    const typed = { 'energy.kind': 'dpe', 'energy.ademeNumber': '2369E2047713B', 'energy.dpeLetter': 'C', 'energy.gesLetter': 'D', 'energy.kwhPerM2': '214', 'energy.co2KgPerM2': '44,4', 'energy.costMin': '500', 'energy.costMax': '900' };
    const flagged = await check(typed);
    expect(flagged.data.typed).toMatchObject(typed);
    expect(flagged.data.notes).toEqual({
      'energy.dpeLetter': 'Le DPE 2369E2047713B à l’ADEME indique D : vous avez saisi C. Vérifiez avant de publier.',
      'energy.costMin': `Le DPE 2369E2047713B estime les dépenses d’énergie à 1${NNBSP}464 € par an, hors de la fourchette saisie (500 à 900 €). Vérifiez avant de publier.`,
    });
    expect(flagged.data.ademe).toContain('des valeurs saisies diffèrent du certificat');
    expect(await stored(id)).toEqual(before);
  }, 120_000);

  it('an unknown number, a malformed one, a tertiary certificate, ADEME failing or silent: a French message next to the field (4xx or 503, never a 500), nothing written (read back)', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const id = await thomasListing();
    const before = await stored(id);
    const cases: Array<[number: string, status: number, message: string]> = [
      ['', 400, 'Saisissez le numéro ADEME du DPE (13 caractères, par exemple 2429E1836524K).'],
      ['2429E18365', 400, 'Numéro de DPE invalide : 13 caractères attendus, par exemple 2429E1836524K.'],
      ['2499E9999999Z', 404, 'Aucun DPE 2499E9999999Z dans les données de l’ADEME : vérifiez le numéro.'],
      ['2531T0258461P', 422, 'Le DPE 2531T0258461P est un DPE tertiaire : il ne vaut pas pour un logement.'],
      [FAILING, 503, 'Les données de l’ADEME ne répondent pas pour le moment : réessayez plus tard. Rien n’a été changé.'],
      [SILENT, 503, 'Les données de l’ADEME ne répondent pas pour le moment : réessayez plus tard. Rien n’a été changé.'],
    ];
    const answers: Array<[number, string]> = [];
    for (const [number] of cases) {
      const answer = (await postAs(services, listingAction, THOMAS, `/gestion/annonces/${id}`, { intent: 'save', ademe: 'check', 'energy.ademeNumber': number, 'energy.dpeLetter': 'D' }, { listingId: id })) as Answer;
      answers.push([answer.init?.status ?? 200, answer.data.errors['energy.ademeNumber'] ?? '']);
      expect(answer.data.typed['energy.dpeLetter']).toBe('D');
    }
    expect(answers).toEqual(cases.map(([, status, message]) => [status, message]));
    expect(await stored(id)).toEqual(before);
  }, 120_000);
});
