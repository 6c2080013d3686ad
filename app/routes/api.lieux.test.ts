import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SEED_SITES } from '../../server/seed/data/sites';
import { siteContext } from '../context';
import { action, loader } from './api.lieux';

/** The router context of a request on a demo site (by id), or on the network site (no towns of its own). */
function contextOn(siteId = 'reseau') {
  const context = new RouterContextProvider();
  const site = SEED_SITES.find((s) => s.id === siteId)!;
  context.set(siteContext, { kind: 'site', site: site as never });
  return context;
}

// On the real bundled data (official lists + commune centres): the "Done means" and more.
async function get(query: string, siteId?: string) {
  const request = new Request(`http://reseau.localhost/api/lieux${query}`);
  const response = (await loader({ request, params: {}, context: contextOn(siteId) } as never)) as Response;
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe('GET /api/lieux on an agency site: its sector first (issue 38 item 10)', () => {
  it("'Aulnay' on Sevran's site answers Aulnay-sous-Bois (93600) first; on the network site an exact 'Aulnay' elsewhere comes first", async () => {
    const onSevran = await get('?q=Aulnay', 'sevran');
    expect(onSevran.body.communes[0]).toMatchObject({ name: 'Aulnay-sous-Bois', cp: '93600', codeDepartement: '93' });
    expect(onSevran.headers.get('vary')).toBe('Host');
    const onNetwork = await get('?q=Aulnay');
    expect(onNetwork.body.communes[0].name).toBe('Aulnay');
    expect(onNetwork.body.communes.map((c: { name: string }) => c.name)).toContain('Aulnay-sous-Bois');
  });

  it("a town of the agency's department comes before namesakes elsewhere ('Villemomble' is in the 93, not a listed town)", async () => {
    const onSevran = await get('?q=Ville', 'sevran');
    const departements = onSevran.body.communes.map((c: { codeDepartement: string }) => c.codeDepartement);
    const firstElsewhere = departements.findIndex((d: string) => d !== '93');
    expect(departements[0]).toBe('93');
    expect(departements.slice(firstElsewhere).every((d: string) => d !== '93')).toBe(true);
  });

  it("'Le Ch' on Versailles' site answers Le Chesnay-Rocquencourt (78) first", async () => {
    const onVersailles = await get('?q=Le%20Ch', 'agence-versailles');
    expect(onVersailles.body.communes[0]).toMatchObject({ name: 'Le Chesnay-Rocquencourt', codeDepartement: '78' });
  });
});

describe('GET /api/lieux', () => {
  it('93270 answers Sevran first, at its own centre (not Bobigny)', async () => {
    const res = await get('?q=93270');
    expect(res.status).toBe(200);
    expect(res.body.communes[0]).toMatchObject({ type: 'commune', code: '93071', name: 'Sevran', cp: '93270', label: 'Sevran (93270)', codeDepartement: '93' });
    // Sevran's town centre is about 48.94 N, 2.53 E; Bobigny's 48.91 N, 2.44 E.
    expect(res.body.communes[0].lat).toBeCloseTo(48.94, 1);
    expect(res.body.communes[0].lng).toBeCloseTo(2.53, 1);
    expect(res.body.departements).toEqual([]);
    expect(res.body.regions).toEqual([]);
  });

  it('2A answers Corse-du-Sud', async () => {
    const res = await get('?q=2A');
    expect(res.body.departements).toHaveLength(1);
    expect(res.body.departements[0]).toMatchObject({ type: 'departement', code: '2A', nom: 'Corse-du-Sud', codeRegion: '94' });
    expect(res.body.communes).toEqual([]);
  });

  it('saint-etienne answers Saint-Étienne first', async () => {
    const res = await get('?q=saint-etienne');
    expect(res.body.communes[0]).toMatchObject({ code: '42218', name: 'Saint-Étienne', label: 'Saint-Étienne (42000)' });
    expect(res.body.communes.length).toBeGreaterThan(1);
    expect(res.body.communes.length).toBeLessThanOrEqual(8);
  });

  it('s answers nothing', async () => {
    const res = await get('?q=s');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ communes: [], departements: [], regions: [] });
  });

  it.each([
    ['75015', 'Paris (75015)'],
    ['13008', 'Marseille (13008)'],
    ['69003', 'Lyon (69003)'],
    ['97400', 'Saint-Denis (97400)'],
    ['20000', 'Ajaccio (20000)'],
  ])('postcode %s answers %s first', async (q, label) => {
    expect((await get(`?q=${q}`)).body.communes[0].label).toBe(label);
  });

  it.each([
    ['paris', 'Paris'],
    ['PARIS', 'Paris'],
    ['lyon', 'Lyon'],
    ['marseille', 'Marseille'],
    ['sevran', 'Sevran'],
    ['bobigny', 'Bobigny'],
    ['brest', 'Brest'],
    ['st malo', 'Saint-Malo'],
    ['orleans', 'Orléans'],
    ['nice', 'Nice'],
  ])('%s answers %s first', async (q, name) => {
    expect((await get(`?q=${encodeURIComponent(q)}`)).body.communes[0].name).toBe(name);
  });

  it('a name also finds departments and regions', async () => {
    const res = await get('?q=bretagne');
    expect(res.body.regions[0]).toMatchObject({ type: 'region', code: '53', nom: 'Bretagne' });
    const loire = await get('?q=loire');
    // Exact, then prefixes by population, then the "…-et-Loire" departments: 7 match, 6 are shown.
    const departements = loire.body.departements.map((d: { nom: string }) => d.nom);
    expect(departements.slice(0, 3)).toEqual(['Loire', 'Loire-Atlantique', 'Loiret']);
    expect(departements).toHaveLength(6);
    expect((await get('?q=ile-de-france')).body.regions[0].nom).toBe('Île-de-France');
  });

  it('a department code answers the department, with bounds to fit a map', async () => {
    const res = await get('?q=93');
    expect(res.body.departements).toEqual([expect.objectContaining({ code: '93', nom: 'Seine-Saint-Denis', codeRegion: '11' })]);
    const [[south, west], [north, east]] = res.body.departements[0].bounds;
    expect(south).toBeLessThan(north);
    expect(west).toBeLessThan(east);
    expect((await get('?q=974')).body.departements).toEqual([]);
  });

  it('caches publicly for long and says how long the search took', async () => {
    const res = await get('?q=lyon');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d{5,}/);
    expect(res.headers.get('server-timing')).toMatch(/^lieux;dur=\d+\.\d{3}$/);
  });

  it('bad input: 400 with a French message, or empty; never 500', async () => {
    const missing = await get('');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Le paramètre q (lieu recherché) est requis.');
    const long = await get(`?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/trop longue/);
    for (const q of ['%00%00', '%F0%9F%8F%A0', '\'";--', '((((', '%20%20%20']) {
      const res = await get(`?q=${q}`);
      expect(res.status).toBe(200);
      expect(res.body.communes).toEqual([]);
    }
  });

  it('only GET', async () => {
    const res = action();
    expect(res.status).toBe(405);
  });
});
