import { describe, expect, it } from 'vitest';
import { isWellFormedDpeNumber, normaliseDpeNumber, parseDpeNumbers, sameDpeNumber } from './numbers';

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

// ADEME's number since the July 2021 reform: YY DD, a letter, 7 digits, a check letter (13 characters).
describe('isWellFormedDpeNumber', () => {
  it.each([
    ['2429E1836524K', true],
    [' 2429e1836524k ', true],
    ['2459T1407736F', true],
    ['2429 E183 6524 K', true],
    ['x', false],
    ['', false],
    ['2429E183652', false],
    ['2429E1836524KK', false],
    ['24291836524K', false],
    ['2429E18365240', false],
  ])('%j → %s', (numero, expected) => expect(isWellFormedDpeNumber(numero)).toBe(expected));
});
