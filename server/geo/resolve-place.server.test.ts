import { describe, expect, it } from 'vitest';
import { parsePlaceText, placeLabel } from '../../domain/geo/place-query';
import { officialPlaceLabel } from './resolve-place.server';

// Issue 38 item 14: town names keep their hyphens, whatever the visitor typed.
describe('a search names its place with the official spelling of the town', () => {
  it.each([
    ['aulnay sous bois', 'Aulnay-sous-Bois (93600)'],
    ['Le Blanc mesnil', 'Le Blanc-Mesnil (93150)'],
    ['AULNAY-SOUS-BOIS (93600)', 'Aulnay-sous-Bois (93600)'],
    ['Sevran (93270)', 'Sevran (93270)'],
    ['93270', 'Sevran (93270)'],
    ['saint-etienne', 'Saint-Étienne'], // several postcodes: the name alone
    ['Buc', 'Buc'], // two communes named Buc: as typed
    ['Seine-Saint-Denis', 'Seine-Saint-Denis'],
    ['xyzzy', 'xyzzy'],
  ])('%s → %s', (typed, label) => {
    const place = parsePlaceText(typed);
    expect(officialPlaceLabel(place, placeLabel(place))).toBe(label);
  });
});
