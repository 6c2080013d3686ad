import { describe, expect, it } from 'vitest';
import { addressLine } from './address-line';

describe('addressLine (issue 17 item 4)', () => {
  it.each([
    ['a picked suggestion is not repeated', { address: '42 Rue de la Convention 75015 Paris', postcode: '75015', city: 'Paris' }, '42 Rue de la Convention 75015 Paris'],
    ['a commune-level pick neither', { address: '75015 Paris', postcode: '75015', city: 'Paris' }, '75015 Paris'],
    ['accents and case do not matter', { address: '8 avenue de Chambery 74000 ANNECY', postcode: '74000', city: 'Annecy' }, '8 avenue de Chambery 74000 ANNECY'],
    ['a typed street gets its postcode and city', { address: '12 rue de Siam', postcode: '29200', city: 'Brest' }, '12 rue de Siam, 29200 Brest'],
    ['a street with the city but no postcode gets both', { address: '12 rue de Brest', postcode: '29200', city: 'Brest' }, '12 rue de Brest, 29200 Brest'],
    ['no address: the place alone', { address: '', postcode: '29200', city: 'Brest' }, '29200 Brest'],
    ['no place: the address alone', { address: '12 rue de Siam', postcode: '', city: '' }, '12 rue de Siam'],
  ])('%s', (_name, c, expected) => {
    expect(addressLine(c)).toBe(expected);
  });
});
