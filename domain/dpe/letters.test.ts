import { describe, expect, it } from 'vitest';
import { betterLetter, DPE_LETTERS, letterFor, parseLetter, worseLetter, type Bounds, type DpeLetter } from './letters';

const BOUNDS: Bounds = [70, 110, 180, 250, 330, 420];

describe('letterFor (exclusive upper bounds)', () => {
  it.each<[number, DpeLetter]>([
    [0, 'A'],
    [69.9, 'A'],
    [70, 'B'],
    [109.99, 'B'],
    [110, 'C'],
    [179.9, 'C'],
    [180, 'D'],
    [249.9, 'D'],
    [250, 'E'],
    [329.9, 'E'],
    [330, 'F'],
    [419.9, 'F'],
    [420, 'G'],
    [10_000, 'G'],
  ])('%s → %s', (value, letter) => {
    expect(letterFor(value, BOUNDS)).toBe(letter);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -1])('%s → null', (value) => {
    expect(letterFor(value, BOUNDS)).toBeNull();
  });
});

describe('parseLetter', () => {
  it.each<[unknown, DpeLetter | null]>([
    ['A', 'A'],
    [' b ', 'B'],
    ['g', 'G'],
    ['H', 'H'],
    ['i', 'I'],
    ['J', null],
    ['', null],
    ['AB', null],
    [null, null],
    [undefined, null],
    [3, null],
  ])('%j → %s', (value, letter) => {
    expect(parseLetter(value)).toBe(letter);
  });
});

describe('worseLetter / betterLetter', () => {
  it.each<[DpeLetter | null, DpeLetter | null, DpeLetter | null, DpeLetter | null]>([
    ['A', 'B', 'B', 'A'],
    ['G', 'C', 'G', 'C'],
    ['D', 'D', 'D', 'D'],
    ['G', 'H', 'H', 'G'],
    ['I', 'H', 'I', 'H'],
    [null, 'E', 'E', 'E'],
    ['E', null, 'E', 'E'],
    [null, null, null, null],
  ])('%s vs %s → worse %s, better %s', (a, b, worse, better) => {
    expect(worseLetter(a, b)).toBe(worse);
    expect(betterLetter(a, b)).toBe(better);
  });

  it('orders A (best) to I (worst)', () => {
    expect(DPE_LETTERS).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
  });
});
