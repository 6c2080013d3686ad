import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPARATOR_INPUT, parseComparatorState, readNumber, serialiseComparatorState } from './comparator-url';

const parse = (query: string) => parseComparatorState(new URLSearchParams(query));

describe('comparator state in the URL', () => {
  it('no parameter: the defaults of §9 (80,000 €, 10 sales, 150 €, 70 %)', () => {
    const { input, notices } = parse('');
    expect(input).toEqual({ turnover: 80_000, sales: 10, monthlyCost: 150, share: 70, perSaleFee: 0, cap: null, tiers: null });
    expect(notices).toEqual([]);
  });

  it.each([
    ['ca=', 'turnover', 0],
    ['ventes=', 'sales', 0],
    ['mensuel=', 'monthlyCost', 0],
    ['part=', 'share', 0],
  ] as const)('%s: empty counts as 0 (§5)', (query, field, expected) => {
    const { input, notices } = parse(query);
    expect(input[field]).toBe(expected);
    expect(notices).toEqual([]);
  });

  it.each([
    ['ca=-5000', 'turnover', 0, 'négative'],
    ['part=140', 'share', 100, 'maximum'],
    ['ca=900000', 'turnover', 300_000, 'maximum'],
    ['ventes=abc', 'sales', 0, 'pas un nombre'],
    ['mensuel=-1', 'monthlyCost', 0, 'négative'],
  ] as const)('%s → %s = %s with a French notice', (query, field, expected, words) => {
    const { input, notices } = parse(query);
    expect(input[field]).toBe(expected);
    expect(notices.join(' ')).toContain(words);
  });

  it.each([
    ['80 000', 80_000],
    ['80\u202f000', 80_000],
    ['1 500,5', 1500.5],
    ['70 %', 70],
    ['', 0],
    ['12abc', null],
    ['1e9', null],
  ])('readNumber(%j) → %s', (raw, expected) => expect(readNumber(raw)).toBe(expected));

  it.each([
    ['ventes=10,5', 10, 'Nombre de ventes par an : 10,5 n’est pas un nombre entier, compté comme 10.'],
    ['ventes=2.9', 2, 'Nombre de ventes par an : 2,9 n’est pas un nombre entier, compté comme 2.'],
    ['ventes=0,5', 0, 'Nombre de ventes par an : 0,5 n’est pas un nombre entier, compté comme 0.'],
  ] as const)('%s: a sale is whole, %s sales with a notice', (query, sales, text) => {
    const { input, notices } = parse(query);
    expect(input.sales).toBe(sales);
    expect(notices).toEqual([text]);
  });

  it('whole sales give no notice', () => expect(parse('ventes=12').notices).toEqual([]));

  it('reads tiers, cap, per-sale fee and the reference name', () => {
    const { input, reference, notices } = parse('ca=120000&paliers=0:70,50000:80,100000:90&plafond=20000&parvente=250&ref=R%C3%A9seau%20Alpha');
    expect(input.tiers).toEqual([
      { from: 0, share: 70 },
      { from: 50_000, share: 80 },
      { from: 100_000, share: 90 },
    ]);
    expect(input.cap).toBe(20_000);
    expect(input.perSaleFee).toBe(250);
    expect(reference).toBe('Réseau Alpha');
    expect(notices).toEqual([]);
  });

  it('drops unreadable tiers and caps with a notice', () => {
    const { input, notices } = parse('paliers=0:70,abc,50000:120&plafond=-3');
    expect(input.tiers).toEqual([{ from: 0, share: 70 }]);
    expect(input.cap).toBeNull();
    expect(notices).toHaveLength(3);
  });

  it('serialise then parse gives the same state', () => {
    const state = { ...DEFAULT_COMPARATOR_INPUT, turnover: 120_000, sales: 0, perSaleFee: 90, cap: 18_000, tiers: [{ from: 0, share: 60 }, { from: 40_000, share: 85 }] };
    const back = parseComparatorState(serialiseComparatorState(state, 'Agence Beta'));
    expect(back.input).toEqual(state);
    expect(back.reference).toBe('Agence Beta');
  });

  it('serialises the defaults with every main field written', () => {
    expect(serialiseComparatorState(DEFAULT_COMPARATOR_INPUT).toString()).toBe('ca=80000&ventes=10&mensuel=150&part=70');
  });
});
