import { describe, expect, it } from 'vitest';
import { digitsParam, parseListingSearch } from './search-criteria';

const parse = (q: string, status: 'sale' | 'rent' = 'sale') => parseListingSearch(new URLSearchParams(q), status);

describe('search criteria from the quick-search URL (spec §2 Buy and rent landing pages)', () => {
  it('reads every quick-search parameter', () => {
    const c = parse('mode=acheter&q=Sevran (93270)&types=Maison,Appartement&min=100000&max=300000&surfHabMin=60&surfTerMin=200&pieces=3&chambres=2&sdb=1&exclu=1&moins7=1&visites=1&jardin=1&piscine=1&sort=prixAsc&page=2&proximite=10');
    expect(c).toEqual({
      status: 'sale',
      place: { kind: 'commune', insee: null, zip: '93270', name: 'Sevran' },
      proximityKm: 10,
      types: ['Appartement', 'Maison'],
      min: 100_000,
      max: 300_000,
      surfHabMin: 60,
      surfTerMin: 200,
      pieces: 3,
      chambres: 2,
      sdb: 1,
      exclu: true,
      moins7: true,
      visites: true,
      features: ['jardin', 'piscine'],
      zone: null,
      furnished: null,
      sort: 'prixAsc',
      page: 2,
    });
  });

  it.each([
    ['mode=louer', 'rent'],
    ['mode=acheter', 'sale'],
    ['mode=vendu', 'sold'],
    ['', 'sale'],
  ])('%s → status %s', (q, status) => {
    expect(parse(q).status).toBe(status);
  });

  it('the rent page defaults to rentals', () => {
    expect(parse('', 'rent').status).toBe('rent');
  });

  it.each([
    ['sort=relevance', 'recent'],
    ['sort=surfDesc', 'surfDesc'],
    ['sort=prixDesc', 'prixDesc'],
    ['sort=n_importe_quoi', 'recent'],
  ])('%s → %s', (q, sort) => {
    expect(parse(q).sort).toBe(sort);
  });

  it('type (singular) is read too; unknown types are dropped', () => {
    expect(parse('type=terrain').types).toEqual(['Terrain']);
    expect(parse('types=Chateau-fort').types).toEqual([]);
  });

  it('a proximity other than 5, 10 or 15 km is ignored', () => {
    expect(parse('q=Sevran&proximite=7').proximityKm).toBe(0);
  });

  it('swaps a minimum above the maximum', () => {
    expect(parse('min=500000&max=200000')).toMatchObject({ min: 200_000, max: 500_000 });
  });

  it.each([
    ['300000', 300_000],
    ['300 000', 300_000],
    ['300000€', 300_000],
    ['-5', null],
    ['3e5', null],
    ['', null],
  ])('digits only: %s → %s', (value, expected) => {
    expect(digitsParam(value)).toBe(expected);
  });

  it.each(['page=0', 'page=abc', 'page=-2'])('a bad page (%s) is page 1', (q) => {
    expect(parse(q).page).toBe(1);
  });
});

describe('issue 39 parameters: furnished rentals, €/m² and distance sorts', () => {
  it.each([
    ['meuble=oui', true],
    ['meuble=1', true],
    ['meuble=non', false],
    ['meuble=0', false],
    ['meuble=peut-etre', null],
    ['', null],
  ])('%s → furnished %s', (query, expected) => {
    expect(parse(query, 'rent').furnished).toBe(expected);
  });

  it.each([
    ['sort=prixM2Asc', 'prixM2Asc'],
    ['sort=distance', 'distance'],
    ['sort=nimporte', 'recent'],
  ])('%s → %s', (query, expected) => {
    expect(parse(query).sort).toBe(expected);
  });
});
