import { describe, expect, it } from 'vitest';
import { typeGroupOf, typeMatches } from './type-groups';

// Issue 38 item 4: the way a buyer means 'Maison', 'Appartement' and 'Terrain' (the advert's own
// word may be narrower: a villa is a house, a studio a flat).
describe('a type filter matches what a buyer means by it', () => {
  it.each([
    ['Maison', 'Maison', true],
    ['Maison', 'Villa', true],
    ['Maison', 'Maison de village', true],
    ['Maison', 'Mas', true],
    ['Maison', 'Bastide', true],
    ['Maison', 'Chalet', true],
    ['Maison', 'Ferme', true],
    ['Maison', 'Propriete', true],
    ['Maison', 'Château', true],
    ['Maison', 'Appartement', false],
    ['Maison', 'Viager maison', false],
    ['Maison', 'Grange', false],
    ['Maison', 'Terrain', false],
    ['Appartement', 'Appartement', true],
    ['Appartement', 'Studio', true],
    ['Appartement', 'Duplex', true],
    ['Appartement', 'Loft', true],
    ['Appartement', 'Triplex', true],
    ['Appartement', 'Rez de jardin', true],
    ['Appartement', 'Maison', false],
    ['Appartement', 'Viager appartement', false],
    ['Terrain', 'Terrain à batir', true],
    ['Terrain', 'Terrain de loisir', true],
    ['Terrain', 'Terrain agricole', true],
    ['Terrain', 'Parking', false],
    ['Villa', 'Villa', true],
    ['Villa', 'Maison', false],
    ['Studio', 'Appartement', false],
    ['Parking', 'Parking', true],
  ] as const)('%s matches a %s: %s', (chosen, type, expected) => {
    expect(typeMatches([chosen], type)).toBe(expected);
  });

  it('several chosen types match any of their members; none chosen matches every type', () => {
    expect(typeMatches(['Maison', 'Appartement'], 'Studio')).toBe(true);
    expect(typeMatches(['Maison', 'Appartement'], 'Villa')).toBe(true);
    expect(typeMatches(['Maison', 'Appartement'], 'Terrain')).toBe(false);
    expect(typeMatches([], 'Grange')).toBe(true);
  });
});

describe('the group of a type (similar listings)', () => {
  it.each([
    ['Villa', 'Maison'],
    ['Mas', 'Maison'],
    ['Studio', 'Appartement'],
    ['Terrain à batir', 'Terrain'],
    ['Viager maison', 'Viager maison'],
    ['Parking', 'Parking'],
  ] as const)('%s belongs to %s', (type, group) => {
    expect(typeGroupOf(type)).toBe(group);
  });
});
