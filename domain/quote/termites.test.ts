import { describe, expect, it } from 'vitest';
import { TERMITE_DEPARTMENTS, termitesRequiredForPostcode } from './termites';

describe('termitesRequiredForPostcode', () => {
  it.each([
    ['33000', true],
    ['75015', true],
    ['20090', true], // 2A
    ['20200', true], // 2B
    ['97110', true], // 971
    ['97400', true], // 974
    ['97600', false], // 976 not listed
    ['44000', true],
    ['74000', false],
    ['69001', false],
    ['92100', true],
    ['93100', false],
    ['', false],
    ['abc', false],
  ])('%s → %s', (postcode, expected) => {
    expect(termitesRequiredForPostcode(postcode)).toBe(expected);
  });

  it('holds the 32 merged codes, no duplicates', () => {
    expect(TERMITE_DEPARTMENTS).toHaveLength(32);
    expect(new Set(TERMITE_DEPARTMENTS).size).toBe(32);
  });
});
