import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DpeLookup } from '../../../domain/dpe/lookup';
import type { DpeRecord } from '../../../domain/dpe/record';
import { simulate } from '../../../domain/dpe/simulate';
import { createAdemeClient, DPE_DATASETS } from './ademe-client.server';
import { createDpeSource } from './index.server';
import { createSampleDpeSource, EDGE_CASE_DPES, SAMPLE_DPE_NUMBERS, SAMPLE_DPES } from './sample-client.server';

// What one dataset does when asked: answer JSON, answer raw text with a status, or never answer.
type Behaviour =
  | { kind: 'json'; status?: number; body: unknown }
  | { kind: 'raw'; status: number; body: string }
  | { kind: 'stall' };

interface Hit {
  dataset: string;
  q: string | null;
  size: string | null;
}

const hits: Hit[] = [];
let behaviours: Record<string, Behaviour> = {};
let server: Server;
let baseUrl: string;

const lines = (results: unknown[]): Behaviour => ({ kind: 'json', body: { total: results.length, results } });
const empty = lines([]);

function handle(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const match = /^\/api\/v1\/datasets\/([^/]+)\/lines$/.exec(url.pathname);
  if (!match) {
    res.writeHead(404).end();
    return;
  }
  const dataset = decodeURIComponent(match[1]!);
  hits.push({ dataset, q: url.searchParams.get('q'), size: url.searchParams.get('size') });
  const behaviour = behaviours[dataset] ?? empty;
  if (behaviour.kind === 'stall') return; // never answers
  if (behaviour.kind === 'raw') {
    res.writeHead(behaviour.status, { 'content-type': 'application/json' }).end(behaviour.body);
    return;
  }
  res.writeHead(behaviour.status ?? 200, { 'content-type': 'application/json' }).end(JSON.stringify(behaviour.body));
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  hits.length = 0;
  behaviours = {};
});

const client = (timeoutMs = 2000) => createAdemeClient({ baseUrl, timeoutMs });

function found(result: DpeLookup): DpeRecord {
  expect(result.status).toBe('found');
  if (result.status !== 'found') throw new Error('not found');
  return result.record;
}

const housingRow = (numero: string, extra: Record<string, unknown> = {}) => ({
  numero_dpe: numero,
  etiquette_dpe: 'E',
  etiquette_ges: 'C',
  type_batiment: 'maison',
  surface_habitable_logement: 80,
  conso_5_usages_par_m2_ep: 300,
  conso_5_usages_ep: 24000,
  ...extra,
});

describe('createAdemeClient', () => {
  it('asks the datasets in order with the trimmed number and size=5, and reports not-found when none match', async () => {
    const result = await client().lookup('  2375E0123456X ');
    expect(result).toEqual({ status: 'not-found' });
    expect(hits.map((h) => h.dataset)).toEqual(['dpe03existant', 'dpe02neuf', 'dpe01tertiaire', 'dpe-tertiaire']);
    expect(DPE_DATASETS.map((d) => d.id)).toEqual(hits.map((h) => h.dataset));
    for (const hit of hits) {
      expect(hit.q).toBe('2375E0123456X');
      expect(hit.size).toBe('5');
    }
  });

  it('stops at the first dataset holding the certificate and maps it as housing', async () => {
    behaviours.dpe02neuf = lines([housingRow('2375N0123456X', { adresse_ban: '1 Rue de la Paix 75002 Paris' })]);
    const record = found(await client().lookup('2375N0123456X'));
    // Asked side by side: the datasets after the one that has it may or may not have been reached before
    // the lookup stopped them (Node 24's fetch sends sooner), so only the two it waited for are certain.
    expect(hits.filter((h) => h.q === '2375N0123456X').map((h) => h.dataset)).toEqual(expect.arrayContaining(['dpe03existant', 'dpe02neuf']));
    expect(record).toMatchObject({
      numero_dpe: '2375N0123456X',
      dataset: 'dpe02neuf',
      isTertiaire: false,
      isVierge: false,
      etiquette_dpe: 'E',
      address: '1 Rue de la Paix 75002 Paris',
      surface_habitable_logement: 80,
    });
  });

  it('picks the exact match among fuzzy hits, whatever the case and spaces of the asked number', async () => {
    behaviours.dpe03existant = lines([
      housingRow('2375E0123456Y', { etiquette_dpe: 'G' }),
      housingRow('2375E0123456', { etiquette_dpe: 'A' }),
      housingRow('2375E0123456X', { etiquette_dpe: 'D' }),
      housingRow('12375E0123456X', { etiquette_dpe: 'B' }),
    ]);
    const record = found(await client().lookup(' 2375e 0123 456x '));
    expect(record.numero_dpe).toBe('2375E0123456X');
    expect(record.etiquette_dpe).toBe('D');
    // The datasets are asked with the number as typed (trimmed); the first one had it, so the others may
    // have been stopped before they were reached.
    expect(hits.filter((h) => h.q === '2375e 0123 456x').map((h) => h.dataset)).toContain('dpe03existant');
  });

  it('ignores fuzzy hits only: no exact match anywhere is not-found', async () => {
    behaviours.dpe03existant = lines([housingRow('2375E0123456Y'), housingRow('2375E0123457X')]);
    behaviours['dpe-tertiaire'] = lines([{ numero_dpe: '2375E012345' }]);
    expect(await client().lookup('2375E0123456X')).toEqual({ status: 'not-found' });
    // All four asked (an earlier test's stopped request may still arrive: counted by this number only).
    expect(hits.filter((h) => h.q === '2375E0123456X').map((h) => h.dataset).sort()).toEqual(['dpe-tertiaire', 'dpe01tertiaire', 'dpe02neuf', 'dpe03existant']);
  });

  it('maps tertiary datasets as tertiary', async () => {
    behaviours.dpe01tertiaire = lines([
      {
        numero_dpe: '2331T0098765A',
        etiquette_dpe: 'C',
        secteur_activite: 'Bureaux',
        surface_utile: 400,
        conso_kwhep_m2_an: 150,
        type_energie_n1: 'Électricité',
        conso_ep_energie_n1: 60000,
        conso_ef_energie_n1: 26087,
      },
    ]);
    const record = found(await client().lookup('2331T0098765A'));
    expect(record).toMatchObject({ isTertiaire: true, dataset: 'dpe01tertiaire', conso_kwhep_m2_an: 150, isVierge: false });
    expect(record.energies[0]).toMatchObject({ type: 'Électricité', ep: 60000, ef: 26087 });
  });

  it('finds a certificate in the last (legacy tertiary) dataset', async () => {
    behaviours['dpe-tertiaire'] = lines([{ numero_dpe: '1931T0000001Z', surface_utile: 120 }]);
    const record = found(await client().lookup('1931T0000001Z'));
    expect(record).toMatchObject({ isTertiaire: true, dataset: 'dpe-tertiaire' });
    expect(hits).toHaveLength(4);
  });

  it('moves on after a server error, and still finds the certificate further on', async () => {
    behaviours.dpe03existant = { kind: 'json', status: 500, body: { error: 'boom' } };
    behaviours.dpe02neuf = lines([housingRow('2375N0123456X')]);
    const record = found(await client().lookup('2375N0123456X'));
    expect(record.dataset).toBe('dpe02neuf');
  });

  it('moves on after malformed JSON', async () => {
    behaviours.dpe03existant = { kind: 'raw', status: 200, body: '{"total": 1, "results": [' };
    behaviours.dpe01tertiaire = lines([{ numero_dpe: '2331T0098765A', surface_utile: 300 }]);
    const record = found(await client().lookup('2331T0098765A'));
    expect(record.dataset).toBe('dpe01tertiaire');
  });

  it.each([
    ['results is not an array', { total: 1, results: 'nope' }],
    ['no results field', { total: 0 }],
    ['a JSON array', [housingRow('2375E0123456X')]],
    ['null', null],
  ])('treats a badly shaped answer (%s) as a failure', async (_name, body) => {
    behaviours.dpe03existant = { kind: 'json', body };
    expect(await client().lookup('2375E0123456X')).toEqual({ status: 'error' });
    expect(hits).toHaveLength(4);
  });

  it('skips garbage rows among the results', async () => {
    behaviours.dpe03existant = lines([null, 42, 'x', [], { numero_dpe: 123 }, housingRow('2375E0123456X')]);
    expect(found(await client().lookup('2375E0123456X')).numero_dpe).toBe('2375E0123456X');
  });

  it('gives error when a dataset fails and no other one matches', async () => {
    behaviours.dpe02neuf = { kind: 'raw', status: 503, body: 'Service Unavailable' };
    expect(await client().lookup('2375E0123456X')).toEqual({ status: 'error' });
    expect(hits).toHaveLength(4);
  });

  it('times out a stalled dataset, then gives error when nothing else matched', async () => {
    behaviours.dpe03existant = { kind: 'stall' };
    expect(await client(200).lookup('2375E0123456X')).toEqual({ status: 'error' });
    expect(hits.map((h) => h.dataset).sort()).toEqual(['dpe-tertiaire', 'dpe01tertiaire', 'dpe02neuf', 'dpe03existant']);
  });

  it('finds the certificate after a stalled dataset', async () => {
    behaviours.dpe03existant = { kind: 'stall' };
    behaviours.dpe02neuf = lines([housingRow('2375N0123456X')]);
    expect(found(await client(200).lookup('2375N0123456X')).dataset).toBe('dpe02neuf');
  });

  it('gives error when the service cannot be reached at all', async () => {
    const unreachable = createAdemeClient({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 500 });
    expect(await unreachable.lookup('2375E0123456X')).toEqual({ status: 'error' });
  });

  it('sends nothing for an empty number', async () => {
    expect(await client().lookup('   ')).toEqual({ status: 'not-found' });
    expect(hits).toHaveLength(0);
  });

  it('keeps the documented order: a hit in an earlier dataset wins over a faster later one', async () => {
    const slowFirst: typeof fetch = async (input) => {
      const url = String(input);
      const first = url.includes('/dpe03existant/');
      if (first) await new Promise((r) => setTimeout(r, 50));
      return new Response(JSON.stringify({ total: 1, results: [housingRow('2375E0123456X', { etiquette_dpe: first ? 'B' : 'G' })] }), { status: 200 });
    };
    const record = found(await createAdemeClient({ baseUrl: 'https://example.invalid/api/v1', timeoutMs: 1000, fetch: slowFirst }).lookup('2375E0123456X'));
    expect(record).toMatchObject({ dataset: 'dpe03existant', etiquette_dpe: 'B' });
  });

  it('ends a lookup at its budget when every dataset stalls, and when the caller aborts', async () => {
    for (const d of DPE_DATASETS) behaviours[d.id] = { kind: 'stall' };
    // Each dataset would wait 20 s; the lookup's budget (here 200 ms) ends it first.
    expect(await createAdemeClient({ baseUrl, timeoutMs: 20_000, lookupBudgetMs: 200 }).lookup('2375E0123456X')).toEqual({ status: 'error' });
    const caller = new AbortController();
    const pending = createAdemeClient({ baseUrl, timeoutMs: 20_000 }).lookup('2375E0123456X', caller.signal);
    caller.abort();
    expect(await pending).toEqual({ status: 'error' });
  });

  it('uses an injected fetch', async () => {
    const urls: string[] = [];
    const fake: typeof fetch = async (input) => {
      urls.push(String(input));
      return new Response(JSON.stringify({ total: 1, results: [housingRow('2375E0123456X')] }), { status: 200 });
    };
    const source = createAdemeClient({ baseUrl: 'https://example.invalid/data-fair/api/v1', timeoutMs: 100, fetch: fake });
    expect(found(await source.lookup('2375E0123456X')).dataset).toBe('dpe03existant');
    expect(urls).toContain('https://example.invalid/data-fair/api/v1/datasets/dpe03existant/lines?q=2375E0123456X&size=5');
  });
});

describe('createDpeSource', () => {
  it.each(['offline', 'sample'])('answers from the samples when ADEME_API_URL is %s', async (value) => {
    const source = createDpeSource({ ADEME_API_URL: value, UPSTREAM_TIMEOUT_MS: 100 });
    expect((await source.lookup(SAMPLE_DPE_NUMBERS[0]!.numero)).status).toBe('found');
  });

  it('uses the HTTP client otherwise', async () => {
    behaviours.dpe03existant = lines([housingRow('2375E0123456X')]);
    const source = createDpeSource({ ADEME_API_URL: baseUrl, UPSTREAM_TIMEOUT_MS: 1000 });
    expect(found(await source.lookup('2375E0123456X')).dataset).toBe('dpe03existant');
    // Asked again (written differently): the cached answer, no new request.
    expect(found(await source.lookup('2375E 0123456X')).dataset).toBe('dpe03existant');
    expect(hits.filter((h) => h.q === '2375E 0123456X')).toEqual([]);
  });
});

describe('sample certificates', () => {
  const files = import.meta.glob<Record<string, unknown>>('./samples/*.json', { eager: true, import: 'default' });

  it('bundles every sample file, one certificate per file named after its number', () => {
    const names = Object.keys(files).map((path) => path.replace('./samples/', '').replace('.json', ''));
    expect(names.sort()).toEqual([...SAMPLE_DPES, ...EDGE_CASE_DPES].map((s) => s.numero).sort());
    for (const [path, row] of Object.entries(files)) expect(path).toBe(`./samples/${String(row['numero_dpe'])}.json`);
  });

  it.each(Object.entries(files))('%s maps through toDpeRecord', async (_path, row) => {
    const sample = [...SAMPLE_DPES, ...EDGE_CASE_DPES].find((s) => s.numero === row['numero_dpe']);
    expect(sample).toBeDefined();
    const record = found(await createSampleDpeSource().lookup(sample!.numero));
    expect(record.numero_dpe).toBe(sample!.numero);
    expect(record.address).toEqual(expect.any(String));
    expect(record.isTertiaire).toBe(sample!.dataset === 'dpe01tertiaire' || sample!.dataset === 'dpe-tertiaire');
    expect(record.date_etablissement_dpe).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The domain must be able to simulate every sample without throwing.
    expect(() => simulate(record, new Date('2025-06-01T12:00:00Z'))).not.toThrow();
  });

  it('lists each sample with a French label', () => {
    expect(SAMPLE_DPE_NUMBERS.length).toBeGreaterThanOrEqual(7);
    for (const { numero, label } of SAMPLE_DPE_NUMBERS) {
      expect(numero).toMatch(/^\d{4}[A-Z]\d{7}[A-Z]$/);
      expect(label.length).toBeGreaterThan(5);
    }
    expect(new Set(SAMPLE_DPE_NUMBERS.map((s) => s.numero)).size).toBe(SAMPLE_DPE_NUMBERS.length);
  });

  it.each(SAMPLE_DPE_NUMBERS.map((s) => [s.numero] as const))(
    'finds %s as written, in lowercase and with spaces',
    async (numero) => {
      const source = createSampleDpeSource();
      expect(found(await source.lookup(numero)).numero_dpe).toBe(numero);
      expect(found(await source.lookup(numero.toLowerCase())).numero_dpe).toBe(numero);
      const spaced = ` ${numero.slice(0, 4)} ${numero.slice(4, 9).toLowerCase()}\t${numero.slice(9)} `;
      expect(found(await source.lookup(spaced)).numero_dpe).toBe(numero);
    },
  );

  it('answers not-found for an unknown number', async () => {
    expect(await createSampleDpeSource().lookup('2375E0123456X')).toEqual({ status: 'not-found' });
  });

  it('covers the demo cases', async () => {
    const source = createSampleDpeSource();
    const records = await Promise.all([...SAMPLE_DPES, ...EDGE_CASE_DPES].map(async (s) => found(await source.lookup(s.numero))));
    expect(records.some((r) => r.isVierge && r.isTertiaire)).toBe(true);
    expect(records.some((r) => r.isTertiaire && !r.isVierge && r.secteur_activite?.includes('Bureaux'))).toBe(true);
    expect(records.some((r) => r.classe_altitude === 'supérieur à 800m' && r.zone_climatique === 'H1c')).toBe(true);
    expect(records.some((r) => r.date_etablissement_dpe?.startsWith('2026-'))).toBe(true);
    expect(records.some((r) => !r.isTertiaire && r.surface_habitable_logement === 18)).toBe(true);
    expect(records.some((r) => r.type_energie_principale_chauffage === 'Gaz naturel' && !r.isTertiaire)).toBe(true);
  });
});

describe('sample figures are internally consistent with the domain', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const simulateSample = async (numero: string) => simulate(found(await createSampleDpeSource().lookup(numero)), now);

  it.each([
    // numero, printed overall label today, overall label with the 2026 factor
    ['2429E1836524K', 'F', 'E'], // all-electric house: F becomes E
    ['2369E2047713B', 'D', 'D'], // gas flat: barely moves
    ['2475E0912268T', 'F', 'E'], // 18 m² studio on the small-surface scale
    ['2373E0654819M', 'F', 'E'], // above 800 m in H1c: relaxed E/F limits
    ['2644E0031578C', 'C', 'C'], // established in 2026: factor 1.9 already applied
    ['2531T0258461P', 'C', 'C'], // offices
  ])('%s reads %s today and %s in 2026', async (numero, today, in2026) => {
    const simulation = await simulateSample(numero);
    expect(simulation.current.letters.overall).toBe(today);
    expect(simulation.at2026.letters.overall).toBe(in2026);
  });

  it('detects the factor each certificate was computed with', async () => {
    expect((await simulateSample('2429E1836524K')).current.factor).toBe(2.3);
    expect((await simulateSample('2644E0031578C')).current.factor).toBe(1.9);
    expect((await simulateSample('2531T0258461P')).current.factor).toBe(2.3);
  });

  it('computes the printed energy figures from the samples', async () => {
    expect((await simulateSample('2429E1836524K')).current.epM2Int).toBe(352);
    expect((await simulateSample('2475E0912268T')).current.epM2Int).toBe(455);
    expect((await simulateSample('2373E0654819M')).current.epM2Int).toBe(440);
  });

  // Issue 17 item 6: a listed sample that gives an empty result is a broken demo.
  it.each(SAMPLE_DPE_NUMBERS.map((s) => [s.numero] as const))('listed sample %s gives a full result (figures and letters, today and 2026)', async (numero) => {
    const simulation = await simulateSample(numero);
    for (const panel of [simulation.current, simulation.at2026]) {
      expect(panel.epM2Int).toEqual(expect.any(Number));
      expect(panel.gesM2Int).toEqual(expect.any(Number));
      expect(panel.letters.energy).toMatch(/^[A-G]$/);
      expect(panel.letters.ges).toMatch(/^[A-G]$/);
      expect(panel.letters.overall).toMatch(/^[A-G]$/);
    }
    expect(simulation.at2026.gain).toEqual(expect.any(Number));
    expect(simulation.record.address).toEqual(expect.any(String));
  });

  it('the small studio certified in March 2024 gets its GES reclassed with the small-surface limits', async () => {
    const simulation = await simulateSample('2475E0324051S');
    // 7324 kWh, 292 kWh/m² (E), 51 kgCO2/m² (E under the 2021 limits); 2026: (7324 − 0.4 × 880) / 25 = 278.9 → 278,
    // under 280 at 25 m² → D; GES 1275 / 25 = 51, under 52 at 25 m² → D.
    expect(simulation.current.letters).toEqual({ energy: 'E', ges: 'E', overall: 'E' });
    expect(simulation.at2026).toMatchObject({ epM2Int: 278, gain: 14, gainPct: 4, letters: { energy: 'D', ges: 'D', overall: 'D' } });
  });

  it('has no label to estimate for the blank certificate', async () => {
    const simulation = await simulateSample('2459T1407736F');
    expect(simulation.record.isVierge).toBe(true);
    expect(simulation.at2026.letters.overall).toBeNull();
  });
});
