import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { banSearchUrl, createBanClient } from './ban-client.server';

// Real answers of the address service, copied into docs/reference/geo-samples.
const sample = (name: string): string =>
  readFileSync(fileURLToPath(new URL(`../../../docs/reference/geo-samples/${name}`, import.meta.url)), 'utf8');
const PARIS = sample('ban_search_q-Paris_municipality+streets_demarches.json');
const TOUDIC = sample('ban_search_housenumber_LEGACY-2016_q-13-rue-yves-toudic_alexreisner.json');
const MARTYRS = sample('ban_search_housenumber_q-10-PL-5-MARTYRS_postcode-75015_les-emplois.json');
const NO_RESULT = sample('ban_search_no-result_q-10-PL-5-ANATOLE_postcode-75010_les-emplois.json');
const METZ = sample('geopf_reverse_index-address_metz_UNATTRIBUTED.json');
const ST_GERVAIS_FEATURE = sample('ban_search_municipality_feature_q-st-gervais_type-municipality_lat-lon_lonlat.json');

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const json = (body: string, status = 200): Handler => (_req, res) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body);
};

let server: Server;
let baseUrl: string;
let handler: Handler = json(NO_RESULT);
const seen: URL[] = [];
const stalled: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(new URL(req.url ?? '/', 'http://fake'));
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/geocodage`;
});
afterEach(() => {
  seen.length = 0;
  for (const res of stalled.splice(0)) res.destroy();
  handler = json(NO_RESULT);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const client = (timeoutMs = 2000) => createBanClient({ baseUrl, timeoutMs });

describe('createBanClient', () => {
  it('maps features to suggestions, [lon, lat] to coordinates', async () => {
    handler = json(TOUDIC);
    const result = await client().search({ q: '13 rue yves toudic 75010 Paris' });
    expect(result).toEqual([
      {
        id: 'ADRNIVX_0000000270748760',
        label: '13 Rue Yves Toudic 75010 Paris',
        city: 'Paris',
        postcode: '75010',
        type: 'housenumber',
        score: 0.9437454545454544,
        coordinates: { lon: 2.363473, lat: 48.870131 },
        citycode: '75110',
        street: 'Rue Yves Toudic',
        housenumber: '13',
        context: '75, Île-de-France',
      },
    ]);
  });

  it('keeps the service order and the municipality and street types', async () => {
    handler = json(PARIS);
    const result = await client().search({ q: 'Paris', limit: 20 });
    expect(result.map((s) => [s.label, s.type])).toEqual([
      ['Paris', 'municipality'],
      ['Paris Foret 77760 Achères-la-Forêt', 'street'],
      ['Paris 83170 Brignoles', 'street'],
      ['Paris 33880 Saint-Caprais-de-Bordeaux', 'street'],
      ['Paris Buton 37140 Bourgueil', 'street'],
    ]);
    expect(result[0]).toMatchObject({ id: '75056', citycode: '75056', postcode: '75001', coordinates: { lon: 2.347, lat: 48.859 } });
    expect(result[0]).not.toHaveProperty('street');
  });

  it('reads the geoplateforme answer too (extra fields ignored, nulls tolerated)', async () => {
    handler = json(METZ);
    const result = await client().search({ q: 'rue haute pierre metz' });
    expect(result.map((s) => s.label)).toEqual(['3 Rue Haute Pierre 57000 Metz', 'Rue Haute Pierre 57000 Metz', '12 Rue Haute Pierre 57000 Metz']);
    expect(result[1]).toMatchObject({ type: 'street', street: 'Rue Haute Pierre', citycode: '57463', coordinates: { lon: 6.171382, lat: 49.117035 } });
  });

  it('sends q, autocomplete=1, limit, type, postcode and citycode to {baseUrl}/search', async () => {
    handler = json(MARTYRS);
    const result = await client().search({ q: '  10 PL 5   MARTYRS ', limit: 3, type: 'housenumber', postcode: '75015', citycode: '75115' });
    expect(result).toHaveLength(1);
    expect(seen).toHaveLength(1);
    const url = seen[0]!;
    expect(url.pathname).toBe('/geocodage/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: '10 PL 5 MARTYRS',
      autocomplete: '1',
      limit: '3',
      type: 'housenumber',
      postcode: '75015',
      citycode: '75115',
    });
  });

  it('sends the default limit 8, caps it at 20, and leaves out empty filters', async () => {
    await client().search({ q: 'Paris', type: '', postcode: ' ' });
    await client().search({ q: 'Paris', limit: 500 });
    expect(seen.map((u) => Object.fromEntries(u.searchParams))).toEqual([
      { q: 'Paris', autocomplete: '1', limit: '8' },
      { q: 'Paris', autocomplete: '1', limit: '20' },
    ]);
  });

  it('leaves autocomplete out when asked (the geocoder locates complete addresses)', async () => {
    await client().search({ q: '13 rue Yves Toudic 75010 Paris', limit: 1, autocomplete: false });
    expect(seen[0]!.searchParams.has('autocomplete')).toBe(false);
  });

  it('caps the answer to the limit even when the service sends more', async () => {
    handler = json(PARIS);
    expect(await client().search({ q: 'Paris', limit: 2 })).toHaveLength(2);
  });

  it('sends nothing for a query under the minimum length, which an option may lower', async () => {
    expect(await client().search({ q: ' ab ' })).toEqual([]);
    expect(seen).toHaveLength(0);
    handler = json(TOUDIC);
    expect(await client().search({ q: 'ab', minLength: 1 })).toHaveLength(1);
    expect(seen).toHaveLength(1);
  });

  it('answers [] when nothing matches', async () => {
    handler = json(NO_RESULT);
    expect(await client().search({ q: '10 PL 5 ANATOLE', postcode: '75010' })).toEqual([]);
  });

  it.each([500, 503, 404, 429])('answers [] on a non-ok status %s', async (status) => {
    handler = json(TOUDIC, status);
    expect(await client().search({ q: '13 rue yves toudic' })).toEqual([]);
  });

  it.each([
    ['malformed JSON', '{"features": [ {'],
    ['HTML', '<html>erreur</html>'],
    ['no features', '{"type": "FeatureCollection"}'],
    ['features not a list', '{"features": {"a": 1}}'],
    ['a bare feature', ST_GERVAIS_FEATURE],
    ['null', 'null'],
  ])('answers [] on %s', async (_name, body) => {
    handler = json(body);
    expect(await client().search({ q: 'saint gervais' })).toEqual([]);
  });

  it('answers [] after the timeout when the service stalls', async () => {
    handler = (_req, res) => {
      stalled.push(res);
    };
    const started = Date.now();
    expect(await client(150).search({ q: 'Paris' })).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers [] after the timeout when the body stalls half-way', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"features": [');
      stalled.push(res);
    };
    expect(await client(150).search({ q: 'Paris' })).toEqual([]);
  });

  it('answers [] when the caller aborts', async () => {
    handler = (_req, res) => {
      stalled.push(res);
    };
    const controller = new AbortController();
    const pending = client(5000).search({ q: 'Paris' }, controller.signal);
    setTimeout(() => controller.abort(), 30);
    expect(await pending).toEqual([]);
  });

  it('answers [] when the service cannot be reached', async () => {
    const unreachable = createBanClient({ baseUrl: 'http://127.0.0.1:1/geocodage', timeoutMs: 1000 });
    expect(await unreachable.search({ q: 'Paris' })).toEqual([]);
  });

  it('answers [] when fetch itself throws', async () => {
    const broken = createBanClient({ baseUrl, timeoutMs: 1000, fetch: () => Promise.reject(new TypeError('boom')) });
    expect(await broken.search({ q: 'Paris' })).toEqual([]);
  });

  it('drops invalid entries and keeps the valid ones', async () => {
    const good = JSON.parse(TOUDIC).features[0];
    const withProps = (over: Record<string, unknown>) => ({ ...good, properties: { ...good.properties, ...over } });
    const features = [
      'not a feature',
      null,
      { properties: 'x' },
      withProps({ label: '' }),
      withProps({ label: 'Sans ville', city: null }),
      withProps({ label: 'Sans code postal', postcode: undefined }),
      { ...withProps({ label: 'Sans géométrie' }), geometry: null },
      { ...withProps({ label: 'Coordonnées vides' }), geometry: { type: 'Point', coordinates: [] } },
      { ...withProps({ label: 'Coordonnées texte' }), geometry: { type: 'Point', coordinates: ['a', 'b'] } },
      { ...withProps({ label: 'Hors du monde' }), geometry: { type: 'Point', coordinates: [2, 95] } },
      withProps({ label: 'Sans type ni score', type: null, score: 'haut', id: 7 }),
      good,
    ];
    handler = json(JSON.stringify({ type: 'FeatureCollection', features }));
    const result = await client().search({ q: 'rue yves toudic', limit: 20 });
    expect(result.map((s) => s.label)).toEqual(['Sans type ni score', '13 Rue Yves Toudic 75010 Paris']);
    expect(result[0]).toMatchObject({ type: 'street', score: 0, id: '7' });
  });

  it('drops duplicates by label, keeping the first', async () => {
    const good = JSON.parse(TOUDIC).features[0];
    const twin = { ...good, properties: { ...good.properties, id: 'other', score: 0.5 } };
    const other = { ...good, properties: { ...good.properties, id: 'x', label: '15 Rue Yves Toudic 75010 Paris', housenumber: '15' } };
    handler = json(JSON.stringify({ features: [good, twin, other, twin] }));
    const result = await client().search({ q: 'rue yves toudic' });
    expect(result.map((s) => s.id)).toEqual(['ADRNIVX_0000000270748760', 'x']);
  });
});

describe('banSearchUrl', () => {
  it('joins the base without a doubled slash', () => {
    expect(banSearchUrl('https://data.geopf.fr/geocodage/', { q: 'Paris' })?.href).toBe(
      'https://data.geopf.fr/geocodage/search?q=Paris&autocomplete=1&limit=8',
    );
  });
  it('is null for a short query', () => {
    expect(banSearchUrl('https://data.geopf.fr/geocodage', { q: 'Pa' })).toBeNull();
  });
});
