import { describe, expect, it } from 'vitest';
import type { DpeLookup } from '../../../domain/dpe/lookup';
import { createCachedDpeSource } from './cached-dpe-source.server';

function counting(answer: DpeLookup) {
  const asked: string[] = [];
  return { asked, source: { lookup: async (numero: string) => (asked.push(numero), answer) } };
}

describe('createCachedDpeSource', () => {
  it('answers a number asked again from the cache, however it is written', async () => {
    const { asked, source } = counting({ status: 'not-found' });
    const cached = createCachedDpeSource(source);
    expect(await cached.lookup('2375E0123456X')).toEqual({ status: 'not-found' });
    expect(await cached.lookup('2375e 0123 456x')).toEqual({ status: 'not-found' });
    expect(asked).toEqual(['2375E0123456X']);
  });

  it('keeps a failure for a short while only', async () => {
    const { asked, source } = counting({ status: 'error' });
    const cached = createCachedDpeSource(source, { failureTtlMs: 1 });
    await cached.lookup('A1');
    await new Promise((r) => setTimeout(r, 10));
    await cached.lookup('A1');
    expect(asked).toEqual(['A1', 'A1']);
    const held = createCachedDpeSource(source, { failureTtlMs: 60_000 });
    await held.lookup('B2');
    await held.lookup('B2');
    expect(asked.filter((n) => n === 'B2')).toHaveLength(1);
  });

  it('does not keep the error of a lookup the caller aborted', async () => {
    const { asked, source } = counting({ status: 'error' });
    const cached = createCachedDpeSource(source);
    const caller = new AbortController();
    caller.abort();
    await cached.lookup('C3', caller.signal);
    await cached.lookup('C3');
    expect(asked).toEqual(['C3', 'C3']);
  });
});
