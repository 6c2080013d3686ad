import { describe, expect, it } from 'vitest';
import {
  BIEN_OPTIONS,
  CONSTRUCTION_OPTIONS,
  DPE_NOTE_OPTIONS,
  ELECTRICITE_OPTIONS,
  EMPTY_CRITERIA,
  GAZ_OPTIONS,
  PIECES_OPTIONS,
  PROJET_OPTIONS,
  type QuoteCriteria,
  criteriaToParams,
  normaliseSurface,
  optionLabel,
  parseCriteria,
} from './criteria';

const parse = (qs: string) => parseCriteria(new URLSearchParams(qs));

describe('labels', () => {
  it.each([
    [PROJET_OPTIONS, 'vendre', 'Je vends'],
    [PROJET_OPTIONS, 'louer', 'Je loue'],
    [PROJET_OPTIONS, 'renover', 'Je rénove'],
    [BIEN_OPTIONS, 'commercial', 'Local commercial'],
    [BIEN_OPTIONS, 'autre', 'Autre'],
    [CONSTRUCTION_OPTIONS, 'avant1949', 'Avant 1949'],
    [CONSTRUCTION_OPTIONS, '1949a1997', 'Entre 1949 et le 01/07/1997'],
    [CONSTRUCTION_OPTIONS, 'apres1997', 'Après le 01/07/1997'],
    [GAZ_OPTIONS, 'moins15', '- de 15 ans'],
    [GAZ_OPTIONS, 'plus15', '+ de 15 ans'],
    [GAZ_OPTIONS, 'aucuneInstallationGaz', 'Aucune installation'],
    [ELECTRICITE_OPTIONS, 'electriciteMoins15', '- de 15 ans'],
    [ELECTRICITE_OPTIONS, 'electricitePlus15', '+ de 15 ans'],
    [ELECTRICITE_OPTIONS, 'electriciteNSP', 'Je ne sais pas'],
    [PIECES_OPTIONS, '10plus', '10 et +'],
    [PIECES_OPTIONS, '3', '3'],
    [DPE_NOTE_OPTIONS, 'attente', "J'attends le résultat"],
    [DPE_NOTE_OPTIONS, 'G', 'G'],
    [BIEN_OPTIONS, 'villa', ''],
  ])('%#: %s → %s', (options, value, label) => {
    expect(optionLabel(options, value)).toBe(label);
  });

  it('pieces keep 1..9 then 10plus; DPE has 8 options', () => {
    expect(PIECES_OPTIONS.map((o) => o.value)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10plus']);
    expect(DPE_NOTE_OPTIONS).toHaveLength(8);
  });
});

describe('parseCriteria', () => {
  it('empty URL gives the initial answers', () => {
    expect(parse('')).toEqual(EMPTY_CRITERIA);
  });

  it.each<[string, Partial<QuoteCriteria>]>([
    ['projet=louer', { projet: 'louer' }],
    ['souhait=renover', { projet: 'renover' }],
    ['projet=louer&souhait=renover', { projet: 'louer' }],
    ['projet=acheter', { projet: 'vendre' }],
    ['projet=', { projet: 'vendre' }],
    ['projet=LOUER', { projet: 'vendre' }],
    ['bien=maison', { bien: 'maison' }],
    ['bien=villa', { bien: '' }],
    ['copropriete=oui', { copropriete: 'oui' }],
    ['copropriete=peut-etre', { copropriete: '' }],
    ['construction=1949a1997', { construction: '1949a1997' }],
    ['construction=1997', { construction: '' }],
    ['gaz=aucuneInstallationGaz', { gaz: 'aucuneInstallationGaz' }],
    ['gaz=electriciteMoins15', { gaz: '' }],
    ['electricite=electriciteNSP', { electricite: 'electriciteNSP' }],
    ['electricite=moins15', { electricite: '' }],
    ['pieces=10plus', { pieces: '10plus' }],
    ['pieces=11', { pieces: '' }],
    ['pieces=%203%20', { pieces: '3' }],
    ['surface=120', { surface: '120' }],
    ['surface=0120', { surface: '120' }],
    ['surface=1%20200%20m%C2%B2', { surface: '1200' }],
    ['surface=85,5', { surface: '86' }],
    ['surface=85.4%20m%C2%B2', { surface: '85' }],
    ['surface=000', { surface: '' }],
    ['surface=abc', { surface: '' }],
    // Kept whole, so that the bound check refuses it instead of a silent cut to 123456.
    ['surface=12345678', { surface: '12345678' }],
    ['surface=999999999', { surface: '999999999' }],
    ['address=%20%2013%20rue%20Yves%20%20Toudic%20', { address: '13 rue Yves Toudic' }],
    [`address=${'a'.repeat(300)}`, { address: 'a'.repeat(200) }],
    ['postcode=75010', { postcode: '75010' }],
    ['codePostal=74000', { postcode: '74000' }],
    ['postcode=75010&codePostal=74000', { postcode: '75010' }],
    ['postcode=7501', { postcode: '' }],
    ['postcode=2A004', { postcode: '' }],
    ['city=Paris', { city: 'Paris' }],
    ['ville=Annecy', { city: 'Annecy' }],
    [`city=${'b'.repeat(150)}`, { city: 'b'.repeat(100) }],
    ['lat=48.870131&lon=2.363473', { lat: '48.870131', lon: '2.363473' }],
    ['lat=-20.88&lon=55.45', { lat: '-20.88', lon: '55.45' }],
    ['lat=NaN&lon=Infinity', { lat: '', lon: '' }],
    ['lat=1e3&lon=abc', { lat: '', lon: '' }],
    ['lat=91&lon=181', { lat: '', lon: '' }],
    ['lat=%2048.5%20', { lat: '48.5' }],
    ['date=08-12-26-09h30', { date: '08-12-26-09h30' }],
    ['date=autreDate', { date: 'autreDate' }],
    ['date=31-02-26-09h30', { date: '' }],
    ['date=demain', { date: '' }],
    ['dpeDeja=oui&dpeNote=E', { dpeDeja: 'oui', dpeNote: 'E' }],
    ['dpeDeja=oui&dpeNote=attente', { dpeDeja: 'oui', dpeNote: 'attente' }],
    ['dpeDeja=oui&dpeNote=H', { dpeDeja: 'oui', dpeNote: '' }],
    ['dpeDeja=non&dpeNote=E', { dpeDeja: 'non', dpeNote: '' }],
    ['dpeDeja=&dpeNote=E', { dpeDeja: '', dpeNote: 'E' }],
  ])('%s', (qs, expected) => {
    expect(parse(qs)).toEqual({ ...EMPTY_CRITERIA, ...expected });
  });
});

describe('normaliseSurface', () => {
  it.each([
    ['', ''],
    [null, ''],
    ['0', ''],
    ['007', '7'],
    ['70 m²', '70'],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseSurface(raw)).toBe(expected);
  });
});

describe('criteriaToParams', () => {
  const full: QuoteCriteria = {
    projet: 'vendre',
    bien: 'maison',
    copropriete: 'non',
    construction: 'avant1949',
    gaz: 'plus15',
    electricite: 'electricitePlus15',
    pieces: '10plus',
    surface: '120',
    address: '13 Rue Yves Toudic 75010 Paris',
    postcode: '75010',
    city: 'Paris',
    lat: '48.870131',
    lon: '2.363473',
    date: '08-12-26-09h30',
    dpeDeja: 'oui',
    dpeNote: 'F',
    existants: 'dpe:2019-05-20,plomb:2010-03-01:below',
  };

  it('writes a stable order and omits empties', () => {
    expect(criteriaToParams({ ...EMPTY_CRITERIA, surface: '80', bien: 'maison' }).toString()).toBe(
      'projet=vendre&bien=maison&surface=80',
    );
    expect([...criteriaToParams(full).keys()]).toEqual([
      'projet', 'bien', 'copropriete', 'dpeDeja', 'dpeNote', 'construction', 'gaz', 'electricite',
      'pieces', 'surface', 'address', 'postcode', 'city', 'lat', 'lon', 'date', 'existants',
    ]);
  });

  it('round-trips through parseCriteria', () => {
    expect(parseCriteria(criteriaToParams(full))).toEqual(full);
    expect(parseCriteria(criteriaToParams(EMPTY_CRITERIA))).toEqual(EMPTY_CRITERIA);
  });
});
