import { describe, expect, it } from 'vitest';
import { createOfflineAddressSearch, searchOffline } from './offline-addresses.server';

const finite = (s: { coordinates: { lon: number; lat: number } }) =>
  Number.isFinite(s.coordinates.lon) && Number.isFinite(s.coordinates.lat);

describe('offline address search (bundled commune list)', () => {
  it("'Brest' finds Brest 29200 first, a municipality with finite coordinates", async () => {
    const [first] = await createOfflineAddressSearch().search({ q: 'Brest' });
    expect(first).toMatchObject({ label: '29200 Brest', city: 'Brest', postcode: '29200', citycode: '29019', type: 'municipality', context: '29, Finistère, Bretagne' });
    expect(finite(first!)).toBe(true);
    expect(first!.coordinates.lat).toBeCloseTo(48.39, 1);
    expect(first!.coordinates.lon).toBeCloseTo(-4.49, 1);
  });

  it("'7501' finds the Paris arrondissements 75010 to 75019, in postcode order", () => {
    const result = searchOffline({ q: '7501', limit: 20 });
    expect(result.map((s) => s.postcode)).toEqual(['75010', '75011', '75012', '75013', '75014', '75015', '75016', '75017', '75018', '75019']);
    expect(result[0]).toMatchObject({ label: '75010 Paris 10e Arrondissement', city: 'Paris', citycode: '75110' });
    expect(result.every(finite)).toBe(true);
  });

  it('ignores accents, case and the saint/st abbreviation', () => {
    const labels = (q: string) => searchOffline({ q, limit: 3 }).map((s) => s.label);
    const expected = labels('Saint-Étienne');
    expect(expected[0]).toBe('42000 Saint-Étienne');
    expect(labels('Saint-Etienne')).toEqual(expected);
    expect(labels('saint etienne')).toEqual(expected);
    expect(labels('ST ETIENNE')).toEqual(expected);
  });

  it('ranks by population among prefix matches and caps to the limit', () => {
    const result = searchOffline({ q: 'Marsei', limit: 3 });
    expect(result).toHaveLength(3);
    expect(result[0]!.label).toBe('13001 Marseille');
    // An exact name comes before longer names, however populous.
    const labels = searchOffline({ q: 'Mars', limit: 10 }).map((s) => s.label);
    const exact = labels.filter((l) => / Mars$/.test(l));
    expect(exact.length).toBeGreaterThan(1);
    expect(labels.slice(0, exact.length + 1)).toEqual([...exact, '13001 Marseille']);
  });

  it('lists a postcode shared by several communes', () => {
    const result = searchOffline({ q: '60400', limit: 20 });
    expect(result.length).toBeGreaterThan(1);
    expect(new Set(result.map((s) => s.postcode))).toEqual(new Set(['60400']));
    expect(result[0]!.city).toBe('Noyon');
  });

  it('locates a full postal address by its postcode and town', () => {
    const [first, ...rest] = searchOffline({ q: '12 rue de Siam 29200 Brest', limit: 1 });
    expect(first?.citycode).toBe('29019');
    expect(rest).toEqual([]);
  });

  it('honours the postcode, citycode and type filters', () => {
    expect(searchOffline({ q: 'Paris', postcode: '75015' }).map((s) => s.label)).toEqual(['75015 Paris', '75015 Paris 15e Arrondissement']);
    expect(searchOffline({ q: 'Saint-Denis', citycode: '93066' }).map((s) => s.citycode)).toEqual(['93066']);
    expect(searchOffline({ q: 'Brest', type: 'municipality' })).not.toEqual([]);
    expect(searchOffline({ q: 'Brest', type: 'street' })).toEqual([]);
  });

  it('answers [] for short or unknown queries, and honours minLength', () => {
    expect(searchOffline({ q: 'Br' })).toEqual([]);
    expect(searchOffline({ q: 'Zzzzzz' })).toEqual([]);
    expect(searchOffline({ q: 'Y', minLength: 1 }).map((s) => s.city)).toContain('Y');
  });

  // Town centres (about 0.05°, a few km): Sevran and Bobigny are 7 km apart, so each is told apart.
  it.each([
    ['Sevran', '93270 Sevran', 48.94, 2.53],
    ['93270', '93270 Sevran', 48.94, 2.53],
    ['Bobigny', '93000 Bobigny', 48.91, 2.44],
    ['Aubervilliers', '93300 Aubervilliers', 48.91, 2.38],
    ['Quimperlé', '29300 Quimperlé', 47.87, -3.55],
    ['Lyon', '69001 Lyon', 45.76, 4.84],
    ['75015', '75015 Paris 15e Arrondissement', 48.86, 2.35],
  ])("'%s' lands on %s's own centre, not its department seat", (q, label, lat, lon) => {
    const [first] = searchOffline({ q, limit: 1 });
    expect(first?.label).toBe(label);
    expect(Math.abs(first!.coordinates.lat - lat)).toBeLessThan(0.05);
    expect(Math.abs(first!.coordinates.lon - lon)).toBeLessThan(0.05);
  });

  it('keeps homonyms apart by postcode (labels stay unique)', () => {
    const result = searchOffline({ q: 'Saint-Denis', limit: 20 });
    const labels = result.map((s) => s.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toContain('93200 Saint-Denis');
    expect(labels).toContain('97400 Saint-Denis');
  });
});
