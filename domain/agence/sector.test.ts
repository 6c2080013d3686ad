import { describe, expect, it } from 'vitest';
import { addressLocality, agencySector } from './sector';

describe('an agency’s sector comes from its record', () => {
  it.each([
    ['12 avenue du Général Leclerc, 93270 Sevran', { postcode: '93270', town: 'Sevran' }],
    ['3 rue de la Paroisse, 78000 Versailles', { postcode: '78000', town: 'Versailles' }],
    ['1 place de la Mairie, 78150 Le Chesnay-Rocquencourt', { postcode: '78150', town: 'Le Chesnay-Rocquencourt' }],
    ['Centre commercial, 2 rue X', null],
    ['', null],
  ])('reads the town and postcode of %j', (address, expected) => {
    expect(addressLocality(address)).toEqual(expected);
  });

  it('names the town of the address, else the first listed town', () => {
    expect(agencySector({ listCities: ['Versailles', 'Buc'], address: '3 rue de la Paroisse, 78000 Versailles' })).toEqual({ towns: ['Versailles', 'Buc'], town: 'Versailles', postcode: '78000' });
    expect(agencySector({ listCities: [' Bondy ', ''], address: '' })).toEqual({ towns: ['Bondy'], town: 'Bondy', postcode: null });
    expect(agencySector({ listCities: [], address: '' })).toEqual({ towns: [], town: null, postcode: null });
  });
});
