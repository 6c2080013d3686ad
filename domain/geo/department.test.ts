import { describe, expect, it } from 'vitest';
import { departmentFromPostcode } from './department';

describe('departmentFromPostcode', () => {
  it.each([
    ['20090', '2A'],
    ['20000', '2A'],
    ['20167', '2A'],
    ['20200', '2B'],
    ['20290', '2B'],
    ['20600', '2B'],
    ['20620', '2B'],
    ['20300', null],
    ['97110', '971'],
    ['97200', '972'],
    ['97300', '973'],
    ['97400', '974'],
    ['97600', '976'],
    ['97133', '971'],
    ['97900', null],
    ['98000', null],
    ['75015', '75'],
    ['01400', '01'],
    [' 74000 ', '74'],
    ['00100', null],
    ['7500', null],
    ['750150', null],
    ['75O15', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (postcode, expected) => {
    expect(departmentFromPostcode(postcode)).toBe(expected);
  });
});
