import { describe, expect, it } from 'vitest';
import { fixedT } from '../../i18n/instances.server';
import { localizedSearchHeading } from './heading.server';

const en = fixedT('en');
const fr = fixedT('fr');

describe('the search heading in the request language', () => {
  it.each([
    [1, 'sale', ['Maison'], null, '1 house for sale'],
    [12, 'sale', ['Maison'], { label: 'Sevran (93270)', kind: 'commune' }, '12 houses for sale in Sevran (93270)'],
    [1234, 'rent', [], null, '1,234 properties to rent'],
    [0, 'sale', ['Appartement'], { label: 'Bretagne', kind: 'area' }, '0 flats for sale: Bretagne'],
    [2, 'sale', ['Maison', 'Appartement'], null, '2 properties for sale'],
  ] as const)('English: %s %s %j %j → %s', (total, status, types, place, expected) => {
    expect(localizedSearchHeading(en, 'en', total, status, types, place)).toBe(expected);
  });

  it.each([
    [12, 'sale', ['Maison'], { label: 'Sevran (93270)', kind: 'commune' }, '12 maisons à vendre à Sevran (93270)'],
    [1, 'rent', [], null, '1 bien à louer'],
    [0, 'sale', ['Appartement'], { label: 'Bretagne', kind: 'area' }, '0 appartement à vendre : Bretagne'],
  ] as const)('French keeps the spec wording: %s %s %j %j → %s', (total, status, types, place, expected) => {
    expect(localizedSearchHeading(fr, 'fr', total, status, types, place)).toBe(expected);
  });
});
