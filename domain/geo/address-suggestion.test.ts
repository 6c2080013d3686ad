import { describe, expect, it } from 'vitest';
import { type AddressSuggestionCandidate, clampLimit, cleanSuggestions, isQueryLongEnough, normaliseQuery } from './address-suggestion';

describe('normaliseQuery', () => {
  it.each([
    ['  13  rue\tYves \n Toudic ', '13 rue Yves Toudic'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (q, expected) => {
    expect(normaliseQuery(q)).toBe(expected);
  });
});

describe('clampLimit', () => {
  it.each([
    [undefined, 8],
    [null, 8],
    [NaN, 8],
    [Infinity, 8],
    ['', 8],
    ['abc', 8],
    ['5', 5],
    [0, 1],
    [-3, 1],
    [1, 1],
    [8, 8],
    [20, 20],
    [21, 20],
    [1000, 20],
    [4.7, 4],
  ])('%s → %s', (n, expected) => {
    expect(clampLimit(n)).toBe(expected);
  });
});

describe('isQueryLongEnough', () => {
  it.each<[string, number | undefined, boolean]>([
    ['ab', undefined, false],
    ['abc', undefined, true],
    ['  a  b ', undefined, true],
    ['a', 1, true],
    ['', 1, false],
    ['', 0, false],
    ['ab', 2, true],
  ])('%j (min %s) → %s', (q, min, expected) => {
    expect(isQueryLongEnough(q, min)).toBe(expected);
  });
});

describe('cleanSuggestions', () => {
  const good = (over: AddressSuggestionCandidate = {}): AddressSuggestionCandidate => ({
    id: '75110_x',
    label: '13 Rue Yves Toudic 75010 Paris',
    city: 'Paris',
    postcode: '75010',
    type: 'housenumber',
    score: 0.9,
    coordinates: { lon: 2.363473, lat: 48.870131 },
    citycode: '75110',
    street: 'Rue Yves Toudic',
    housenumber: '13',
    context: '75, Île-de-France',
    ...over,
  });

  it('keeps a complete suggestion as is', () => {
    expect(cleanSuggestions([good()])).toEqual([good()]);
  });

  it.each<[string, AddressSuggestionCandidate]>([
    ['no label', { label: '' }],
    ['blank label', { label: '  ' }],
    ['no city', { city: null }],
    ['no postcode', { postcode: undefined }],
    ['no coordinates', { coordinates: null }],
    ['NaN lon', { coordinates: { lon: NaN, lat: 48 } }],
    ['string lat', { coordinates: { lon: 2, lat: 'x' } }],
    ['infinite lat', { coordinates: { lon: 2, lat: Infinity } }],
    ['out of range', { coordinates: { lon: 200, lat: 48 } }],
  ])('drops %s', (_name, over) => {
    expect(cleanSuggestions([good(over)])).toEqual([]);
  });

  it('fills defaults: type street, score 0, id = label, optional fields omitted', () => {
    expect(
      cleanSuggestions([{ label: 'Paris', city: 'Paris', postcode: '75001', coordinates: { lon: '2.347', lat: 48.859 } }]),
    ).toEqual([{ id: 'Paris', label: 'Paris', city: 'Paris', postcode: '75001', type: 'street', score: 0, coordinates: { lon: 2.347, lat: 48.859 } }]);
  });

  it('dedupes by label, keeping the first', () => {
    const out = cleanSuggestions([good({ id: 'a' }), good({ id: 'b' }), good({ id: 'c', label: 'Autre' })]);
    expect(out.map((s) => s.id)).toEqual(['a', 'c']);
  });

  it.each([
    [undefined, 8],
    [3, 3],
    [0, 1],
    [50, 20],
  ])('limit %s keeps %s', (limit, count) => {
    const list = Array.from({ length: 30 }, (_, i) => good({ label: `${i} Rue X 75010 Paris` }));
    expect(cleanSuggestions(list, limit)).toHaveLength(count);
  });

  it('limit counts kept items, not dropped ones', () => {
    expect(cleanSuggestions([good({ label: '' }), good({ label: 'A' }), good({ label: 'B' })], 2).map((s) => s.label)).toEqual(['A', 'B']);
  });
});
