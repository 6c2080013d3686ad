import { describe, expect, it } from 'vitest';
import { zoneSearchQuery } from './zone-search-query';

describe('zoneSearchQuery: the search URL once a zone is chosen on the map', () => {
  it.each([
    ['no filter', '', 'zone=abc'],
    ['keeps types, budget, surface and sort', 'types=Maison&max=600000&surfHabMin=60&sort=prixAsc', 'types=Maison&max=600000&surfHabMin=60&sort=prixAsc&zone=abc'],
    ['drops the typed place and its radius', 'q=Sevran+%2893270%29&proximite=10&types=Maison', 'types=Maison&zone=abc'],
    ['drops postcode, town, commune, department and region', 'cp=93270&ville=Sevran&commune=93071&dep=93&depNom=Seine&region=11&regionNom=IDF&zip=1&city=x&insee=1&location=y&rayon=5', 'zone=abc'],
    ['replaces an earlier zone', 'zone=old&min=100000', 'min=100000&zone=abc'],
    ['goes back to page 1', 'page=4&chambres=2', 'chambres=2&zone=abc'],
    ['drops the distance sort, which needs a place', 'q=Sevran&sort=distance', 'zone=abc'],
    ['drops the old distance sort name too', 'tri=distance&meuble=oui', 'meuble=oui&zone=abc'],
  ])('%s', (_, query, expected) => {
    expect(zoneSearchQuery(query, 'abc')).toBe(expected);
  });

  it('encodes the zone parameter for the URL', () => {
    expect(new URLSearchParams(zoneSearchQuery('', '_p~iF~ps|U_ulLnnqC')).get('zone')).toBe('_p~iF~ps|U_ulLnnqC');
  });
});
