import { describe, expect, it } from 'vitest';
import { schemaTypeOf } from './json-ld';

describe('schemaTypeOf (structured data per kind of property, land included)', () => {
  it.each([
    ['Maison', 'SingleFamilyResidence'],
    ['Appartement', 'Apartment'],
    ['Studio', 'Apartment'],
    ['Terrain', 'Place'],
    ['Terrain à batir', 'Place'],
    ['Villa', 'SingleFamilyResidence'],
    ['Parking', 'Accommodation'],
  ] as const)('%s → %s', (type, expected) => {
    expect(schemaTypeOf(type)).toBe(expected);
  });
});
