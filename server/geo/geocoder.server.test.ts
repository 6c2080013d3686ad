import { describe, expect, it, vi } from 'vitest';
import type { AddressSearch } from '../clients/ban/address-search.server';
import { createOfflineAddressSearch } from '../clients/ban/offline-addresses.server';
import { createGeocoder } from './geocoder.server';

const point = (lon: number, lat: number) => [
  { id: 'x', label: 'x', city: 'Paris', postcode: '75010', type: 'housenumber', score: 1, coordinates: { lon, lat } },
];

describe('createGeocoder', () => {
  it('locates the best match with one full-address search, then remembers it', async () => {
    const search = vi.fn<AddressSearch['search']>(async () => point(2.363473, 48.870131));
    const geocoder = createGeocoder({ search });
    expect(await geocoder.locate('13 rue Yves Toudic 75010 Paris')).toEqual({ lat: 48.870131, lon: 2.363473 });
    expect(await geocoder.locate('  13 RUE yves  toudic 75010 paris ')).toEqual({ lat: 48.870131, lon: 2.363473 });
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]![0]).toEqual({ q: '13 rue Yves Toudic 75010 Paris', limit: 1, autocomplete: false });
  });

  it('answers null when nothing matches or the search fails', async () => {
    expect(await createGeocoder({ search: async () => [] }).locate('nulle part')).toBeNull();
    expect(await createGeocoder({ search: () => Promise.reject(new Error('x')) }).locate('nulle part')).toBeNull();
    expect(await createGeocoder({ search: async () => point(1, 1) }).locate('   ')).toBeNull();
  });

  it('shares one search between simultaneous requests for the same address', async () => {
    const search = vi.fn<AddressSearch['search']>(async () => point(1, 2));
    const geocoder = createGeocoder({ search });
    await Promise.all([geocoder.locate('1 rue de Paris'), geocoder.locate('1 rue de paris')]);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('works offline on a CRM address', async () => {
    const position = await createGeocoder(createOfflineAddressSearch()).locate('12 rue de Siam, 29200 Brest');
    expect(position?.lat).toBeCloseTo(48.39, 1);
  });
});
