import { describe, expect, it } from 'vitest';
import { directoryQuery } from './directory-query';

const q = (query: string) => directoryQuery(new URLSearchParams(query));

describe('directory URL (network spec §2, §5: dep, depNom, region, regionNom, city|ville, cp|zip, q, name)', () => {
  it.each([
    ['cp=93270', { kind: 'commune', insee: null, zip: '93270', name: null }, '93270'],
    ['zip=93270&ville=Sevran', { kind: 'commune', insee: null, zip: '93270', name: 'Sevran' }, 'Sevran (93270)'],
    ['city=Bondy', { kind: 'commune', insee: null, zip: null, name: 'Bondy' }, 'Bondy'],
    ['dep=93&depNom=Seine-Saint-Denis', { kind: 'department', code: '93', name: 'Seine-Saint-Denis' }, 'Seine-Saint-Denis (93)'],
    ['region=11&regionNom=Île-de-France', { kind: 'region', code: '11', name: 'Île-de-France' }, 'Île-de-France'],
    ['q=Sevran (93270)', { kind: 'commune', insee: null, zip: '93270', name: 'Sevran' }, 'Sevran (93270)'],
    ['q=Seine-Saint-Denis (93)', { kind: 'department', code: '93', name: 'Seine-Saint-Denis' }, 'Seine-Saint-Denis (93)'],
    ['q=Corse-du-Sud (2A)', { kind: 'department', code: '2A', name: 'Corse-du-Sud' }, 'Corse-du-Sud (2A)'],
    ['q=bretagne', { kind: 'region', code: '53', name: 'Bretagne' }, 'bretagne'],
    ['q=gironde', { kind: 'department', code: '33', name: 'Gironde' }, 'gironde'],
    ['q=Sevran', { kind: 'text', text: 'Sevran' }, 'Sevran'],
  ])('%s', (query, place, placeText) => {
    const parsed = q(query);
    expect(parsed.place).toEqual(place);
    expect(parsed.placeText).toBe(placeText);
  });

  it('name is kept trimmed; empty means no name filter', () => {
    expect(q('name=  garn ').name).toBe('garn');
    expect(q('name=').name).toBeNull();
  });

  it.each([
    ['', 1],
    ['page=2', 2],
    ['page=0', 1],
    ['page=-3', 1],
    ['page=abc', 1],
    ['page=1.5', 1],
  ])('page of "%s" is %i', (query, page) => {
    expect(q(query).page).toBe(page);
  });
});
