import { describe, expect, it } from 'vitest';
import { searchHeading } from './search-heading';

describe('searchHeading (count, type and place)', () => {
  it.each([
    [12, 'sale', ['Maison'], { label: 'Sevran (93270)', kind: 'commune' }, '12 maisons à vendre à Sevran (93270)'],
    [1, 'rent', [], null, '1 bien à louer'],
    [0, 'sale', ['Appartement'], { label: 'Bretagne', kind: 'area' }, '0 appartement à vendre : Bretagne'],
    [2, 'sale', ['Maison', 'Appartement'], null, '2 biens à vendre'],
    [3, 'sold', ['Maison'], null, '3 maisons vendues'],
    [1500, 'sale', ['Terrain'], null, '1 500 terrains à vendre'],
    [7, 'sale', [], { label: 'Sevran (93270)', kind: 'around' }, '7 biens à vendre autour de Sevran (93270)'],
    [4, 'rent', [], { label: '', kind: 'zone' }, '4 biens à louer dans la zone choisie'],
  ] as const)('%i %s %j %j → %s', (total, status, types, place, expected) => {
    expect(searchHeading(total, status, types, place).replace(/\u202f/g, ' ')).toBe(expected);
  });
});
