import { describe, expect, it } from 'vitest';
import { departmentOfPostcode } from './department';

// Expected values from the network spec §5: "department derived from zip (97 or 98 use first 3
// digits; 20 maps to 2A for 200, 201 and 2B for 202, 206, default 2A)".
describe('departmentOfPostcode (spec §5)', () => {
  it.each([
    // Mainland: the first two digits.
    ['93270', '93'],
    ['75015', '75'],
    ['01400', '01'],
    // 97 and 98: three digits.
    ['97110', '971'],
    ['97200', '972'],
    ['97300', '973'],
    ['97411', '974'],
    ['97500', '975'],
    ['97600', '976'],
    ['98000', '980'],
    ['98800', '988'],
    // Corsica: 200 and 201 → 2A, 202 and 206 → 2B, any other 20x → 2A.
    ['20000', '2A'],
    ['20090', '2A'],
    ['20167', '2A'],
    ['20200', '2B'],
    ['20290', '2B'],
    ['20600', '2B'],
    ['20620', '2B'],
    ['20300', '2A'],
    ['20900', '2A'],
    // Spaces around are the visitor's; anything but five digits is no postcode.
    [' 74000 ', '74'],
    ['00100', null],
    ['9327', null],
    ['750150', null],
    ['75O15', null],
    ['abcde', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (postcode, expected) => {
    expect(departmentOfPostcode(postcode)).toBe(expected);
  });
});
