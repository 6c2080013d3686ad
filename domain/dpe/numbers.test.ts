import { describe, expect, it } from 'vitest';
import { normaliseDpeNumber, parseDpeNumbers, sameDpeNumber } from './numbers';

describe('normaliseDpeNumber / sameDpeNumber', () => {
  it.each([
    ['2611E0067705R', '2611E0067705R'],
    ['  2611e0067705r ', '2611E0067705R'],
    ['2611 E006 7705 R', '2611E0067705R'],
    ['2611\tE0067705R\n', '2611E0067705R'],
    ['', ''],
  ])('%j → %j', (input, key) => {
    expect(normaliseDpeNumber(input)).toBe(key);
  });

  it.each([
    ['2611E0067705R', '2611e0067705r', true],
    [' 2611E0067705R', '2611 E0067705R ', true],
    ['2611E0067705R', '2611E0067705S', false],
  ])('%j vs %j → %s', (a, b, same) => {
    expect(sameDpeNumber(a, b)).toBe(same);
  });
});

describe('parseDpeNumbers', () => {
  it.each<[string, string[]]>([
    ['', []],
    ['   ', []],
    [' , ,, ', []],
    ['2611E0067705R', ['2611E0067705R']],
    ['  2611E0067705R  ', ['2611E0067705R']],
    ['a, b ,a', ['a', 'b']],
    ['2611E0067705R,2611e0067705r, 2611 E0067705R', ['2611E0067705R']],
    ['X1,,X2,', ['X1', 'X2']],
    ['X2, X1, x2', ['X2', 'X1']],
  ])('%j → %j', (input, numbers) => {
    expect(parseDpeNumbers(input)).toEqual(numbers);
  });
});
