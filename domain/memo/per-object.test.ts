import { describe, expect, it } from 'vitest';
import { perObject } from './per-object';

describe('perObject (decision 0057)', () => {
  it('computes once per object and key, again for another object or key', () => {
    const calls: string[] = [];
    const describeSite = perObject((site: { name: string }, origin: string) => {
      calls.push(`${site.name}@${origin}`);
      return { label: `${site.name} (${origin})` };
    });
    const paris = { name: 'Paris 15' };
    const first = describeSite(paris, 'https://a.example');
    expect(describeSite(paris, 'https://a.example')).toBe(first);
    expect(describeSite(paris, 'https://b.example')).toEqual({ label: 'Paris 15 (https://b.example)' });
    // A reloaded site is a new object: its answers are computed afresh.
    const reloaded = { name: 'Paris 15 bis' };
    expect(describeSite(reloaded, 'https://a.example')).toEqual({ label: 'Paris 15 bis (https://a.example)' });
    expect(calls).toEqual(['Paris 15@https://a.example', 'Paris 15@https://b.example', 'Paris 15 bis@https://a.example']);
  });

  it('keeps at most `limit` keys per object', () => {
    let computed = 0;
    const f = perObject((_o: object, key: string) => (computed++, key), 2);
    const o = {};
    f(o, 'a');
    f(o, 'b');
    f(o, 'c');
    f(o, 'a');
    expect(computed).toBe(4);
  });
});
