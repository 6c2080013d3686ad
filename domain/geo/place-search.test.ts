import { describe, expect, it } from 'vitest';
import { buildPlaceIndex, classifyPlaceQuery, type CommuneRecord, matchRank, placeKey, queryKey, searchPlaces } from './place-search';

// A small hand-made country: expected answers below follow the spec's rules (§5), not the index.
const commune = (code: string, name: string, postcodes: string[], departement: string, region: string, population: number, lat = 48, lng = 2): CommuneRecord => ({
  code, name, postcodes, departement, region, population, lat, lng,
});
const communes = [
  commune('93071', 'Sevran', ['93270'], '93', '11', 52535, 48.94, 2.53),
  commune('93008', 'Bobigny', ['93000'], '93', '11', 55000, 48.91, 2.44),
  commune('42218', 'Saint-Étienne', ['42000', '42100'], '42', '84', 173000, 45.43, 4.39),
  commune('76575', 'Saint-Étienne-du-Rouvray', ['76800'], '76', '28', 28000),
  commune('42001', 'Aboën', ['42380'], '42', '84', 300),
  commune('35288', 'Saint-Malo', ['35400'], '35', '53', 47000),
  commune('2A004', 'Ajaccio', ['20000', '20090'], '2A', '94', 73000, 41.93, 8.74),
  commune('2B033', 'Bastia', ['20200', '20600'], '2B', '94', 48000, 42.7, 9.45),
  commune('75056', 'Paris', ['75002', '75001', '75015'], '75', '11', 2100000, 48.86, 2.35),
  commune('29019', 'Brest', ['29200'], '29', '53', 140000),
  commune('27106', 'Brestot', ['27350'], '27', '28', 500),
  commune('93010', 'Le Bourget', ['93350'], '93', '11', 16000),
  commune('73051', 'Le Bourget-du-Lac', ['73370'], '73', '84', 5000),
  commune('01234', 'Bourget', ['01000'], '01', '84', 10),
  commune('44109', 'Nantes', ['44000', '44100'], '44', '52', 320000),
  commune('44190', 'Saint-Sébastien-sur-Loire', ['44230'], '44', '52', 28000),
  commune('45234', 'Orléans', ['45000'], '45', '24', 116000),
  commune('62193', 'Calais', ['62100'], '62', '32', 67000),
];
// Nine communes sharing a postcode, to check the cap of 8.
for (let i = 1; i <= 9; i++) communes.push(commune(`010${10 + i}`, `Village ${i}`, ['01999'], '01', '84', i * 100));
const index = buildPlaceIndex({
  communes,
  departements: [
    { code: '93', nom: 'Seine-Saint-Denis', region: '11' },
    { code: '42', nom: 'Loire', region: '84' },
    { code: '44', nom: 'Loire-Atlantique', region: '52' },
    { code: '45', nom: 'Loiret', region: '24' },
    { code: '2A', nom: 'Corse-du-Sud', region: '94' },
    { code: '2B', nom: 'Haute-Corse', region: '94' },
    { code: '76', nom: 'Seine-Maritime', region: '28' },
    { code: '35', nom: 'Ille-et-Vilaine', region: '53' },
    { code: '29', nom: 'Finistère', region: '53' },
    { code: '27', nom: 'Eure', region: '28' },
    { code: '75', nom: 'Paris', region: '11' },
    { code: '73', nom: 'Savoie', region: '84' },
    { code: '01', nom: 'Ain', region: '84' },
    { code: '62', nom: 'Pas-de-Calais', region: '32' },
    { code: '977', nom: 'Saint-Barthélemy', region: '977' },
  ],
  regions: [
    { code: '11', nom: 'Île-de-France' },
    { code: '84', nom: 'Auvergne-Rhône-Alpes' },
    { code: '52', nom: 'Pays de la Loire' },
    { code: '24', nom: 'Centre-Val de Loire' },
    { code: '94', nom: 'Corse' },
    { code: '28', nom: 'Normandie' },
    { code: '53', nom: 'Bretagne' },
    { code: '32', nom: 'Hauts-de-France' },
  ],
});

const names = (q: string) => {
  const r = searchPlaces(index, q);
  return { communes: r.communes.map((c) => c.label), departements: r.departements.map((d) => d.nom), regions: r.regions.map((x) => x.nom) };
};

describe('placeKey / queryKey: accents, case and hyphens ignored', () => {
  it.each([
    ['Saint-Étienne', 'saint etienne'],
    ['SAINT ETIENNE', 'saint etienne'],
    ['  saint--étienne ', 'saint etienne'],
    ["L'Haÿ-les-Roses", 'l hay les roses'],
    ['Œuilly', 'oeuilly'],
    ['Île-de-France', 'ile de france'],
  ])('%s → %s', (input, key) => expect(placeKey(input)).toBe(key));

  it.each([
    ['St Malo', 'saint malo'],
    ['ste maxime', 'sainte maxime'],
    ['st', 'st'],
  ])('query %s → %s', (input, key) => expect(queryKey(input)).toBe(key));
});

describe('classifyPlaceQuery (spec §5)', () => {
  it.each([
    ['', { kind: 'none' }],
    ['s', { kind: 'none' }],
    [' s  ', { kind: 'none' }],
    ['--', { kind: 'none' }],
    ['93270', { kind: 'postcode', postcode: '93270' }],
    [' 93270 ', { kind: 'postcode', postcode: '93270' }],
    ['93', { kind: 'departement', codes: ['93'] }],
    ['2A', { kind: 'departement', codes: ['2A'] }],
    ['2b', { kind: 'departement', codes: ['2B'] }],
    ['20', { kind: 'departement', codes: ['2A', '2B'] }],
    ['932', { kind: 'name', key: '932' }],
    ['sa', { kind: 'name', key: 'sa' }],
  ])('%j → %j', (q, expected) => expect(classifyPlaceQuery(q)).toEqual(expected));
});

describe('matchRank: exact, prefix, word prefix, inside', () => {
  it.each([
    ['brest', 'brest', 0],
    ['brestot', 'brest', 1],
    ['le bourget', 'bourget', 2],
    ['abourgetx', 'bourget', 3],
    ['nantes', 'brest', null],
  ])('%s / %s → %s', (key, text, rank) => expect(matchRank(key, text)).toBe(rank));
});

describe('searchPlaces', () => {
  it('a postcode answers its communes, labelled "City (zip)"', () => {
    expect(names('93270')).toEqual({ communes: ['Sevran (93270)'], departements: [], regions: [] });
    expect(names('75015').communes).toEqual(['Paris (75015)']);
  });

  it('a postcode with many communes gives the 8 most populated', () => {
    expect(names('01999').communes).toEqual(['Village 9', 'Village 8', 'Village 7', 'Village 6', 'Village 5', 'Village 4', 'Village 3', 'Village 2'].map((n) => `${n} (01999)`));
  });

  it('an unknown postcode answers nothing', () => {
    expect(names('00000')).toEqual({ communes: [], departements: [], regions: [] });
  });

  it('2 digits, 2A or 2B answer the department only', () => {
    expect(names('93')).toEqual({ communes: [], departements: ['Seine-Saint-Denis'], regions: [] });
    expect(names('2A')).toEqual({ communes: [], departements: ['Corse-du-Sud'], regions: [] });
    expect(names('2b').departements).toEqual(['Haute-Corse']);
    expect(names('20').departements).toEqual(['Corse-du-Sud', 'Haute-Corse']);
    expect(names('99').departements).toEqual([]);
  });

  it('a department suggestion carries code, nom, codeRegion and where to look', () => {
    const [d] = searchPlaces(index, '2A').departements;
    expect(d).toMatchObject({ type: 'departement', code: '2A', nom: 'Corse-du-Sud', codeRegion: '94', lat: 41.93, lng: 8.74 });
    expect(d!.bounds).toEqual([[41.93, 8.74], [41.93, 8.74]]);
  });

  it('a department without any located commune is not offered', () => {
    expect(names('saint barth').departements).toEqual([]);
  });

  it('names ignore accents, case and hyphens; exact first, then prefix, then population', () => {
    expect(names('saint-etienne').communes).toEqual(['Saint-Étienne (42000)', 'Saint-Étienne-du-Rouvray (76800)']);
    expect(names('SAINT ÉTIENNE').communes[0]).toBe('Saint-Étienne (42000)');
    // Exact before a bigger prefix match.
    expect(names('brest').communes).toEqual(['Brest (29200)', 'Brestot (27350)']);
    // Exact (tiny Bourget) before the word matches, which go by population.
    expect(names('bourget').communes).toEqual(['Bourget (01000)', 'Le Bourget (93350)', 'Le Bourget-du-Lac (73370)']);
  });

  it('a name finds communes, departments and regions together', () => {
    expect(names('loire')).toEqual({
      communes: ['Saint-Sébastien-sur-Loire (44230)'],
      departements: ['Loire', 'Loire-Atlantique', 'Loiret'],
      regions: ['Pays de la Loire', 'Centre-Val de Loire'],
    });
    expect(names('calais')).toEqual({ communes: ['Calais (62100)'], departements: ['Pas-de-Calais'], regions: [] });
  });

  it('"St" before another word reads "Saint"', () => {
    expect(names('st malo').communes).toEqual(['Saint-Malo (35400)']);
  });

  it('a commune found by name shows its lowest postcode', () => {
    expect(names('paris').communes).toEqual(['Paris (75001)']);
  });

  it('caps communes at 8, departments at 6, regions at 6, most populated first', () => {
    const many = Array.from({ length: 9 }, (_, i) => String(i + 10));
    const big = buildPlaceIndex({
      communes: many.map((code, i) => commune(`${code}001`, `Valmont ${i + 1}`, [`${code}100`], code, code, (i + 1) * 1000)),
      departements: many.map((code, i) => ({ code, nom: `Valmont ${i + 1}`, region: code })),
      regions: many.map((code, i) => ({ code, nom: `Valmont ${i + 1}` })),
    });
    const r = searchPlaces(big, 'valmont');
    expect(r.communes.map((c) => c.name)).toEqual(['Valmont 9', 'Valmont 8', 'Valmont 7', 'Valmont 6', 'Valmont 5', 'Valmont 4', 'Valmont 3', 'Valmont 2']);
    expect(r.departements.map((d) => d.nom)).toEqual(['Valmont 9', 'Valmont 8', 'Valmont 7', 'Valmont 6', 'Valmont 5', 'Valmont 4']);
    expect(r.regions.map((d) => d.nom)).toEqual(['Valmont 9', 'Valmont 8', 'Valmont 7', 'Valmont 6', 'Valmont 5', 'Valmont 4']);
    // An exact match outranks more populated prefix matches.
    expect(searchPlaces(big, 'valmont 1').communes.map((c) => c.name)).toEqual(['Valmont 1']);
  });

  it('fewer than 2 characters and junk answer nothing', () => {
    for (const q of ['', ' ', 's', '-', '%%', '  a ']) expect(names(q)).toEqual({ communes: [], departements: [], regions: [] });
  });
});

describe('the fast commune scan ranks like a plain one', () => {
  // Plain ranking: every key tested, exact, prefix, word prefix, inside, then population.
  const naive = (text: string) =>
    [...communes]
      .sort((a, b) => b.population - a.population)
      .map((c) => ({ c, rank: matchRank(placeKey(c.name), text) }))
      .filter((x) => x.rank !== null)
      .sort((a, b) => a.rank! - b.rank!)
      .slice(0, 8)
      .map((x) => x.c.name);
  it.each(['sa', 'saint', 'saint e', 'bo', 'ourg', 'bourget', 'le', 'village', 'an', 'es', 'ia', 'paris', 'zz'])('%s', (q) => {
    expect(searchPlaces(index, q).communes.map((c) => c.name)).toEqual(naive(queryKey(q)));
  });
});
