import { describe, expect, it } from 'vitest';
import { formatFloor, formatKm, MISSING_NUMBER } from './numbers';

describe('formatFloor', () => {
  it.each([
    [352.9, '352'],
    [1234.5, '1\u202f234'],
    [0, '0'],
    [69.99999999999, '70'],
    [-3.2, '-4'],
  ])('%s → %s', (value, expected) => {
    expect(formatFloor(value)).toBe(expected);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('%s → a dash', (value) => {
    expect(formatFloor(value)).toBe(MISSING_NUMBER);
  });
});

describe('formatFloor in English', () => {
  it.each([
    [352.9, '352'],
    [1234.5, '1,234'],
    [1234567.9, '1,234,567'],
    [-3.2, '-4'],
  ])('%s → %s', (value, expected) => {
    expect(formatFloor(value, 'en')).toBe(expected);
  });

  it('gives the same dash for a missing value', () => expect(formatFloor(null, 'en')).toBe(MISSING_NUMBER));
});

describe('formatKm (issue 38: "À 10.1 km" on a French page)', () => {
  it.each([
    [10.1, 'fr', '10,1'],
    [10.14, 'fr', '10,1'],
    [3, 'fr', '3'],
    [0.46, 'fr', '0,5'],
    [10.1, 'en', '10.1'],
  ] as const)('%s km in %s reads %s', (km, locale, text) => {
    expect(formatKm(km, locale)).toBe(text);
  });
});
