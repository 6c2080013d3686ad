import { describe, expect, it } from 'vitest';
import { PROPERTY_TYPES } from '../../domain/listings/listing';
import { fixedT } from '../i18n/instances.server';

// Issue 11: property type names read in the page's language. The stored value is the spec's French
// word (URL parameter `types`, CRM payload); the catalogue gives its label per language.
const fr = fixedT('fr');
const en = fixedT('en');

// The spec's values as a visitor reads them: its missing accent restored (issue 38 item 14).
const FRENCH_SPELLING: Record<string, string> = { 'Terrain à batir': 'Terrain à bâtir' };

describe('property type labels', () => {
  it.each(PROPERTY_TYPES.map((t) => [t]))('%s: French reads as the spec value, English has its own label', (type) => {
    expect(fr(`listings:propertyTypes.${type}`)).toBe(FRENCH_SPELLING[type] ?? type);
    const english = en(`listings:propertyTypes.${type}`);
    expect(english).not.toBe(`propertyTypes.${type}`);
    expect(english.length).toBeGreaterThan(2);
  });

  it.each([
    ['Appartement', 'Flat'],
    ['Maison', 'House'],
    ['Terrain', 'Land'],
    ['Maison de village', 'Village house'],
    ['Terrain à batir', 'Building land'],
    ['Immeuble', 'Apartment building'],
    ['Parking', 'Parking space'],
  ] as const)('%s is %s in English', (type, english) => {
    expect(en(`listings:propertyTypes.${type}`)).toBe(english);
  });
});
