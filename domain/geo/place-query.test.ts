import { describe, expect, it } from 'vitest';
import { parsePlaceParams, placeKey, parsePlaceText, regionOfDepartment } from './place-query';

describe('region from department', () => {
  it.each([
    ['93', '11'],
    ['2A', '94'],
    ['974', '04'],
    ['xx', null],
  ])('%s → %s', (dep, region) => {
    expect(regionOfDepartment(dep)).toBe(region);
  });
});

describe('free-text place', () => {
  it.each([
    ['Sevran (93270)', { kind: 'commune', insee: null, zip: '93270', name: 'Sevran' }],
    ['93270', { kind: 'commune', insee: null, zip: '93270', name: null }],
    ['93', { kind: 'department', code: '93', name: 'Seine-Saint-Denis' }],
    ['2b', { kind: 'department', code: '2B', name: 'Haute-Corse' }],
    ['974', { kind: 'department', code: '974', name: 'La Réunion' }],
    ['932', { kind: 'zipPrefix', prefix: '932' }],
    ['Le Blanc-Mesnil', { kind: 'text', text: 'Le Blanc-Mesnil' }],
  ])('%s', (input, expected) => {
    expect(parsePlaceText(input)).toEqual(expected);
  });

  // The spec's rent bug: other digits matched everything. Here they match nothing, with a message.
  it.each(['1', '123456', '00'])('digits that are no postcode nor department (%s) are invalid, never "everything"', (input) => {
    expect(parsePlaceText(input)?.kind).toBe('invalid');
  });
});

describe('place from URL parameters', () => {
  const p = (q: string) => parsePlaceParams(new URLSearchParams(q));
  it.each([
    ['cp=93270', { kind: 'commune', insee: null, zip: '93270', name: null }],
    ['zip=93270&ville=Sevran', { kind: 'commune', insee: null, zip: '93270', name: 'Sevran' }],
    ['city=Bondy', { kind: 'commune', insee: null, zip: null, name: 'Bondy' }],
    ['city=Bondy (93140)', { kind: 'commune', insee: null, zip: '93140', name: 'Bondy' }],
    ['dep=93&depNom=Seine-Saint-Denis', { kind: 'department', code: '93', name: 'Seine-Saint-Denis' }],
    ['region=11&regionNom=%C3%8Ele-de-France', { kind: 'region', code: '11', name: 'Île-de-France' }],
    ['q=Sevran (93270)', { kind: 'commune', insee: null, zip: '93270', name: 'Sevran' }],
    ['commune=93071', { kind: 'commune', insee: '93071', zip: null, name: null }],
  ])('%s', (query, expected) => {
    expect(p(query)).toEqual(expected);
  });
  it('an unknown department is invalid', () => {
    expect(p('dep=99')?.kind).toBe('invalid');
  });
  it('nothing asked: no place', () => {
    expect(p('name=Garnier')).toBeNull();
  });
});

describe('placeKey: accents, case and punctuation dropped, saint/sainte as st/ste', () => {
  it.each([
    ['Saint-Étienne', 'st etienne'],
    ['SAINTE-MÈRE-ÉGLISE', 'ste mere eglise'],
    ["L'Haÿ-les-Roses", 'l hay les roses'],
    ['Œuilly', 'oeuilly'],
  ])('%s → %s', (name, key) => {
    expect(placeKey(name)).toBe(key);
  });
});
