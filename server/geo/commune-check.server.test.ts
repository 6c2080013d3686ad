import { describe, expect, it } from 'vitest';
import { communeMatchesPostcode } from './commune-check.server';

describe('communeMatchesPostcode (official postcode lists)', () => {
  it.each([
    ['75015', 'Paris', true],
    ['75015', 'Paris 15e Arrondissement', true],
    ['74940', 'Annecy', true],
    ['74940', 'Annecy-le-Vieux', true],
    ['29200', 'Brest', true],
    ['29200', 'brest', true],
    ['42000', 'Saint-Étienne', true],
    ['42000', 'St Etienne', true],
    ['75015', 'Lyon', false],
    ['99999', 'Paris', false],
    ['29200', 'x', false],
  ])('%s %s → %s', (postcode, city, expected) => {
    expect(communeMatchesPostcode(postcode, city)).toBe(expected);
  });
});
