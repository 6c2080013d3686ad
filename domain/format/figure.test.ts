import { describe, expect, it } from 'vitest';
import { unbreakableFigure } from './figure';

describe('unbreakableFigure', () => {
  it.each([
    ['+ de 1 000', '+\u00a0de\u00a01\u202f000'],
    ['+ de 100', '+\u00a0de\u00a0100'],
    ['96 %', '96\u00a0%'],
    ['15 ans', '15\u00a0ans'],
    ['12 345 678', '12\u202f345\u202f678'],
    ['1 000 biens', '1\u202f000\u00a0biens'],
    ['2010', '2010'],
  ])('%j → %j, no breakable space left', (value, expected) => {
    expect(unbreakableFigure(value)).toBe(expected);
    expect(unbreakableFigure(value)).not.toMatch(/ /);
  });
});
