import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AddressQuery, AddressSearch, AddressSuggestion } from '../../server/clients/ban/address-search.server';
import type { Services } from '../../server/services.server';
import { servicesContext } from '../context';
import { action, loader } from './api.adresses';

const BREST: AddressSuggestion = {
  id: '29019',
  label: '29200 Brest',
  city: 'Brest',
  postcode: '29200',
  type: 'municipality',
  score: 1,
  coordinates: { lon: -4.486, lat: 48.39 },
  citycode: '29019',
};

function setup(answer: (q: AddressQuery) => Promise<AddressSuggestion[]> = async () => [BREST]) {
  const search = vi.fn<AddressSearch['search']>((q) => answer(q));
  const context = new RouterContextProvider();
  context.set(servicesContext, { addresses: { search } } as unknown as Services);
  const get = async (query: string) => {
    const request = new Request(`http://diag.localhost/api/adresses${query}`);
    const response = (await loader({ request, context, params: {} } as never)) as Response;
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  return { search, get };
}

describe('GET /api/adresses', () => {
  it('answers { suggestions } with a short public cache', async () => {
    const { get, search } = setup();
    const res = await get('?q=Brest&limit=5&type=municipality&postcode=29200&citycode=29019');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ suggestions: [BREST] });
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(search.mock.calls[0]![0]).toEqual({ q: 'Brest', limit: 5, type: 'municipality', postcode: '29200', citycode: '29019' });
  });

  it('leaves absent or blank filters out and caps the limit at 20', async () => {
    const { get, search } = setup();
    await get('?q=Quimper&limit=99&type=&postcode=');
    expect(search.mock.calls[0]![0]).toEqual({ q: 'Quimper', limit: 20, type: undefined, postcode: undefined, citycode: undefined });
  });

  it.each([
    ['', 'Le paramètre q (texte recherché) est requis.'],
    ['?q=Brest&limit=abc', 'Le paramètre limit doit être un nombre entier.'],
    ['?q=Brest&limit=-3', 'Le paramètre limit doit être un nombre entier.'],
    ['?q=Brest&limit=2.5', 'Le paramètre limit doit être un nombre entier.'],
    ['?q=Brest&type=ville', 'Le paramètre type doit valoir housenumber, street, locality, municipality.'],
    ['?q=Brest&postcode=292', 'Le code postal doit comporter 5 chiffres.'],
    ['?q=Brest&citycode=abc', 'Le code commune (INSEE) doit comporter 5 caractères.'],
    [`?q=${'a'.repeat(201)}`, 'La recherche est trop longue (200 caractères au plus).'],
  ])('%s → 400 with a French message', async (query, message) => {
    const { get, search } = setup();
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(search).not.toHaveBeenCalled();
  });

  it('accepts a Corsican city code', async () => {
    const { get, search } = setup();
    expect((await get('?q=Ajaccio&citycode=2a004')).status).toBe(200);
    expect(search.mock.calls[0]![0].citycode).toBe('2A004');
  });

  it('answers an empty list, never a 500, when the search fails', async () => {
    const { get } = setup(() => Promise.reject(new Error('boom')));
    const res = await get('?q=Brest');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ suggestions: [] });
  });

  it('remembers answers per (q, limit, type, postcode, citycode)', async () => {
    const { get, search } = setup();
    await get('?q=Brest&limit=5');
    await get('?q=%20brest%20&limit=5');
    expect(search).toHaveBeenCalledTimes(1);
    await get('?q=Brest&limit=6');
    await get('?q=Brest&limit=5&postcode=29200');
    expect(search).toHaveBeenCalledTimes(3);
  });

  it('refuses other methods', async () => {
    const res = action();
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});
