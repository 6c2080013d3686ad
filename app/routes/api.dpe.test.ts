import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DpeSource } from '../../server/clients/ademe/index.server';
import type { MultiRowView } from '../../server/dpe/simulator.server';
import type { Services } from '../../server/services.server';
import { openTestDb, type TestDb } from '../../tests/helpers/test-db';
import { testServices } from '../../tests/helpers/test-services';
import { servicesContext } from '../context';
import { loader as manyLoader } from './api.dpe';
import { loader as oneLoader } from './api.dpe.numero';

// Sample certificates bundled with the app (ADEME_API_URL=sample, the test default).
const BREST_HOUSE = '2429E1836524K';
const LYON_FLAT = '2369E2047713B';

const NOT_FOUND = 'Aucun DPE trouvé pour ce numéro (logements et tertiaire). Vérifiez la casse et les caractères.';
const UNAVAILABLE = 'Impossible de récupérer les données ADEME pour le moment.';

const failingSource: DpeSource = { lookup: async () => ({ status: 'error' }) };

let testDb: TestDb;
let services: Services;

beforeAll(async () => {
  testDb = await openTestDb('sqlite');
  services = testServices(testDb);
});
afterAll(async () => {
  await services.outbox.stop();
  await testDb.close();
});

function contextWith(overrides: Partial<Services> = {}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, { ...services, ...overrides });
  return context;
}

async function getOne(numero: string, overrides: Partial<Services> = {}) {
  const request = new Request(`http://diag-brest.localhost/api/dpe/${encodeURIComponent(numero)}`);
  const response = (await oneLoader({ request, params: { numero }, context: contextWith(overrides) } as never)) as Response;
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

async function getMany(query: string, overrides: Partial<Services> = {}) {
  const request = new Request(`http://diag-brest.localhost/api/dpe${query}`);
  const response = (await manyLoader({ request, params: {}, context: contextWith(overrides) } as never)) as Response;
  return { status: response.status, headers: response.headers, body: (await response.json()) as { rows?: MultiRowView[]; message?: string } };
}

describe('GET /api/dpe/:numero', () => {
  it('answers 200 with the record and the labels today, in 2026 and in 2027', async () => {
    const res = await getOne(BREST_HOUSE);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.record).toMatchObject({ numero_dpe: BREST_HOUSE, isTertiaire: false, isVierge: false });
    expect(typeof res.body.todayFactor).toBe('number');
    expect(res.body.today).toMatchObject({ mode: 'record', letters: { overall: 'F' } });
    expect(res.body.at2026).toMatchObject({ letters: { overall: 'E' } });
    expect(res.body.at2027).toHaveProperty('letters');
  });

  it('ignores spaces and case in the number', async () => {
    const res = await getOne(' 2429e1836524k ');
    expect(res.status).toBe(200);
    expect(res.body.record).toMatchObject({ numero_dpe: BREST_HOUSE });
  });

  it('answers 404 with the simulator message for an unknown number', async () => {
    const res = await getOne('2400E0000000X');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: NOT_FOUND });
  });

  it('answers 503 when ADEME cannot be reached', async () => {
    const res = await getOne(BREST_HOUSE, { dpe: failingSource });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: UNAVAILABLE });
  });

  it('answers 400 to an empty or oversized number', async () => {
    expect((await getOne('   ')).status).toBe(400);
    expect((await getOne('X'.repeat(41))).status).toBe(400);
  });

  it.each(['x', '2429E183652', '2429E1836524KK', '24-9E1836524K', '<script>'])('answers 400 to the malformed number %j without asking ADEME', async (numero) => {
    let calls = 0;
    const counting: DpeSource = {
      lookup: async () => {
        calls++;
        return { status: 'error' };
      },
    };
    const res = await getOne(numero, { dpe: counting });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Numéro de DPE invalide/);
    expect(calls).toBe(0);
  });
});

describe('GET /api/dpe?numeros=', () => {
  it('answers one row per distinct number, in order, with Non trouvé for unknown ones', async () => {
    const res = await getMany(`?numeros=${BREST_HOUSE},${BREST_HOUSE},UNKNOWN1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const rows = res.body.rows!;
    expect(rows.map((r) => r.numero)).toEqual([BREST_HOUSE, 'UNKNOWN1']);
    expect(rows[0]).toMatchObject({ error: null, beforeLetter: 'F', afterLetter: 'E' });
    expect(rows[0]!.gain).toBeGreaterThan(0);
    expect(rows[1]).toMatchObject({ numero: 'UNKNOWN1', error: 'Non trouvé', address: null, beforeLetter: null, afterLetter: null, gain: null });
  });

  it('deduplicates numbers that differ only by case and spaces', async () => {
    const res = await getMany(`?numeros=${encodeURIComponent(`${LYON_FLAT}, ${LYON_FLAT.toLowerCase()} ,${BREST_HOUSE}`)}`);
    expect(res.body.rows!.map((r) => r.numero)).toEqual([LYON_FLAT, BREST_HOUSE]);
  });

  it('marks every row Erreur de récupération when ADEME cannot be reached', async () => {
    const res = await getMany(`?numeros=${BREST_HOUSE},${LYON_FLAT}`, { dpe: failingSource });
    expect(res.status).toBe(200);
    expect(res.body.rows!.map((r) => r.error)).toEqual(['Erreur de récupération', 'Erreur de récupération']);
  });

  it.each(['', '?numeros=', '?numeros=%20,%20,'])('%s → 400', async (query) => {
    const res = await getMany(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Indiquez au moins un numéro de DPE (paramètre numeros, séparés par des virgules).');
  });

  it('accepts 20 numbers but refuses 21', async () => {
    const numbers = (n: number) => Array.from({ length: n }, (_, i) => `N${i}`).join(',');
    expect((await getMany(`?numeros=${numbers(20)}`)).status).toBe(200);
    const res = await getMany(`?numeros=${numbers(21)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Au plus 20 numéros à la fois.');
  });
});
