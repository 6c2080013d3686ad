import { describe, expect, it, vi } from 'vitest';
import { type DpeLookup, toMultiRow } from '../../domain/dpe';
import { createSampleDpeSource, type DpeSource } from '../clients/ademe/index.server';
import { lookupMany, MAX_NUMBERS, outcomeOf, runSimulator, SIMULATOR_MESSAGES, toMultiRowView } from './simulator.server';

const NOW = new Date('2025-11-20T10:00:00Z');
const BREST_HOUSE = '2429E1836524K';
const LYON_FLAT = '2369E2047713B';

const samples = createSampleDpeSource();

/** A fake source over the bundled samples that counts calls and in-flight lookups. */
function fakeSource(options: { delayMs?: number; fail?: (numero: string) => 'throw' | 'error' | null } = {}) {
  let inFlight = 0;
  let maxInFlight = 0;
  const lookup = vi.fn(async (numero: string): Promise<DpeLookup> => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
      const failure = options.fail?.(numero) ?? null;
      if (failure === 'throw') throw new Error(`upstream down for ${numero}`);
      if (failure === 'error') return { status: 'error' };
      return await samples.lookup(numero);
    } finally {
      inFlight -= 1;
    }
  });
  const source: DpeSource = { lookup };
  return { source, lookup, maxInFlight: () => maxInFlight };
}

describe('runSimulator', () => {
  it.each(['', '   ', ' , ,'])('looks nothing up for %j', async (input) => {
    const { source, lookup } = fakeSource();
    expect(await runSimulator(source, input, NOW)).toEqual({ numbers: [], unchecked: [], single: null, multi: null });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('gives a single result for one number', async () => {
    const { source, lookup } = fakeSource();
    const answer = await runSimulator(source, ` ${BREST_HOUSE} `, NOW);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(answer.numbers).toEqual([BREST_HOUSE]);
    expect(answer.multi).toBeNull();
    expect(answer.single?.status).toBe('found');
    if (answer.single?.status !== 'found') throw new Error('expected found');
    expect(answer.single.simulation.record.numero_dpe).toBe(BREST_HOUSE);
    expect(answer.single.simulation.current.letters.overall).toBe('F');
    expect(answer.single.simulation.at2026.letters.overall).toBe('E');
  });

  it('gives the not-found message for one unknown number', async () => {
    const { source } = fakeSource();
    const answer = await runSimulator(source, 'INCONNU', NOW);
    expect(answer.single).toEqual({ status: 'not-found', message: SIMULATOR_MESSAGES.notFound });
    expect(answer.multi).toBeNull();
  });

  it('gives the unavailable message when the single lookup throws, never rejecting', async () => {
    const { source } = fakeSource({ fail: () => 'throw' });
    const answer = await runSimulator(source, BREST_HOUSE, NOW);
    expect(answer.single).toEqual({ status: 'error', message: SIMULATOR_MESSAGES.unavailable });
  });

  it('gives the table in input order for several numbers, the first found one as main result', async () => {
    const { source, lookup } = fakeSource();
    const answer = await runSimulator(source, `INCONNU, ${LYON_FLAT}, ${BREST_HOUSE}, inconnu`, NOW);
    expect(answer.numbers).toEqual(['INCONNU', LYON_FLAT, BREST_HOUSE]);
    expect(lookup).toHaveBeenCalledTimes(3);
    expect(answer.multi?.map((r) => r.numero)).toEqual(['INCONNU', LYON_FLAT, BREST_HOUSE]);
    expect(answer.multi?.map((r) => r.error)).toEqual(['Non trouvé', null, null]);
    expect(answer.single?.status).toBe('found');
    if (answer.single?.status !== 'found') throw new Error('expected found');
    expect(answer.single.simulation.record.numero_dpe).toBe(LYON_FLAT);
  });

  it('keeps the input order even when earlier lookups finish later', async () => {
    const slowFirst: DpeSource = {
      lookup: async (numero) => {
        await new Promise((resolve) => setTimeout(resolve, numero === BREST_HOUSE ? 30 : 0));
        return samples.lookup(numero);
      },
    };
    const answer = await runSimulator(slowFirst, `${BREST_HOUSE},${LYON_FLAT}`, NOW);
    expect(answer.multi?.map((r) => r.numero)).toEqual([BREST_HOUSE, LYON_FLAT]);
    if (answer.single?.status !== 'found') throw new Error('expected found');
    expect(answer.single.simulation.record.numero_dpe).toBe(BREST_HOUSE);
  });

  it('has no main result when no number of several is found', async () => {
    const { source } = fakeSource();
    const answer = await runSimulator(source, 'A1,B2', NOW);
    expect(answer.single).toBeNull();
    expect(answer.multi?.map((r) => r.error)).toEqual(['Non trouvé', 'Non trouvé']);
  });

  it('shows Erreur de récupération for a source that throws, and never rejects', async () => {
    const { source } = fakeSource({ fail: (n) => (n === LYON_FLAT ? 'throw' : null) });
    const answer = await runSimulator(source, `${LYON_FLAT},${BREST_HOUSE}`, NOW);
    expect(answer.multi?.map((r) => r.error)).toEqual(['Erreur de récupération', null]);
    if (answer.single?.status !== 'found') throw new Error('expected found');
    expect(answer.single.simulation.record.numero_dpe).toBe(BREST_HOUSE);
  });

  it('looks up at most MAX_NUMBERS numbers', async () => {
    const { source, lookup } = fakeSource();
    const input = Array.from({ length: MAX_NUMBERS + 5 }, (_, i) => `N${i}`).join(',');
    const answer = await runSimulator(source, input, NOW);
    expect(answer.numbers).toHaveLength(MAX_NUMBERS);
    expect(lookup).toHaveBeenCalledTimes(MAX_NUMBERS);
  });
});

describe('lookupMany', () => {
  it('never runs more than 5 lookups at once', async () => {
    const { source, lookup, maxInFlight } = fakeSource({ delayMs: 5 });
    const numbers = Array.from({ length: 12 }, (_, i) => `N${i}`);
    const results = await lookupMany(source, numbers);
    expect(lookup).toHaveBeenCalledTimes(12);
    expect(maxInFlight()).toBe(5);
    expect(results.map((r) => r.numero)).toEqual(numbers);
  });

  it('turns a rejected lookup into { status: error }', async () => {
    const { source } = fakeSource({ fail: () => 'throw' });
    expect(await lookupMany(source, ['A', 'B'])).toEqual([
      { numero: 'A', lookup: { status: 'error' } },
      { numero: 'B', lookup: { status: 'error' } },
    ]);
  });

  it('answers every number by the page deadline when the source never answers, aborting what runs', async () => {
    const aborted: string[] = [];
    const stalled: DpeSource = {
      lookup: (numero, signal) =>
        new Promise<DpeLookup>((resolve) => {
          signal?.addEventListener('abort', () => {
            aborted.push(numero);
            resolve({ status: 'error' });
          });
        }),
    };
    const numbers = Array.from({ length: 20 }, (_, i) => `N${i}`);
    const results = await lookupMany(stalled, numbers, 100);
    expect(results).toEqual(numbers.map((numero) => ({ numero, lookup: { status: 'error' } })));
    // The five running lookups were told to stop; the fifteen waiting ones never started.
    expect(aborted.sort()).toEqual(['N0', 'N1', 'N2', 'N3', 'N4']);
  });

  it('looks nothing up for an empty list', async () => {
    const { source, lookup } = fakeSource();
    expect(await lookupMany(source, [])).toEqual([]);
    expect(lookup).not.toHaveBeenCalled();
  });
});

describe('outcomeOf', () => {
  it('simulates a found record', async () => {
    const outcome = outcomeOf(await samples.lookup(BREST_HOUSE), NOW);
    expect(outcome.status).toBe('found');
    if (outcome.status !== 'found') throw new Error('expected found');
    expect(outcome.simulation.record.numero_dpe).toBe(BREST_HOUSE);
  });

  it('maps not-found and error to the spec messages', () => {
    expect(outcomeOf({ status: 'not-found' }, NOW)).toEqual({ status: 'not-found', message: SIMULATOR_MESSAGES.notFound });
    expect(outcomeOf({ status: 'error' }, NOW)).toEqual({ status: 'error', message: SIMULATOR_MESSAGES.unavailable });
  });
});

describe('toMultiRowView', () => {
  it('flattens a found row into the figures worked out by hand from the certificate', async () => {
    // Sample 2429E1836524K: all-electric house in Brest, 95 m², 14,539.1 kWh final energy,
    // 352 kWh/m² primary today (coefficient 2.3). From 1 January 2026 electricity counts 1.9:
    // 14,539.1 × 1.9 / 95 = 290.8 kWh/m², shown floored: 290; the gain is taken from the shown
    // figures (decision 0024, issue 17 item 6: '352 → 290' reads 'gain 62', not 61): 352 − 290 = 62.
    // Housing thresholds: F is 331–420, E is 251–330.
    const view = toMultiRowView(toMultiRow(BREST_HOUSE, await samples.lookup(BREST_HOUSE)));
    expect(view).toEqual({
      numero: BREST_HOUSE,
      address: '14 Rue de Kerichen 29200 Brest',
      surface: 95,
      beforeEPm2Int: 352,
      afterEPm2Int: 290,
      beforeLetter: 'F',
      afterLetter: 'E',
      gain: 62,
      error: null,
    });
  });

  it.each([
    [{ status: 'not-found' } as const, 'Non trouvé'],
    [{ status: 'error' } as const, 'Erreur de récupération'],
  ])('leaves every figure empty for %j', (lookup, error) => {
    expect(toMultiRowView(toMultiRow('X1', lookup))).toEqual({
      numero: 'X1',
      address: null,
      surface: null,
      beforeEPm2Int: null,
      afterEPm2Int: null,
      beforeLetter: null,
      afterLetter: null,
      gain: null,
      error,
    });
  });
});
