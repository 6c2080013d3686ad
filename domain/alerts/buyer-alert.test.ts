import { describe, expect, it } from 'vitest';
import { type AlertCriteria, type AlertListing, alertMatches } from './buyer-alert';

const none = { jardin: false, terrasse: false, balcon: false, parking: false, cave: false, ascenseur: false, piscine: false, clim: false, handi: false };
const house: AlertListing = { status: 'sale', type: 'Maison', city: 'Aulnay-sous-Bois', zip: '93600', coords: { lat: 48.938, lng: 2.494 }, price: 320_000, beds: 3, area: 95, features: { ...none, jardin: true } };
const anything: AlertCriteria = { offre: [], typesBiens: [], localites: [], proximiteKm: 0, prixMin: null, prixMax: null, chambresMin: null, chambresMax: null, surfMin: null, surfMax: null, exterieur: [] };
const sevran = { label: 'Sevran (93270)', zip: '93270', name: 'Sevran', centre: { lat: 48.9386, lng: 2.5272 } };

describe('a buyer alert matches a listing when every criterion given is met', () => {
  it.each([
    ['no criterion at all', {}, true],
    ['offre Vente, a sale', { offre: ['Vente'] }, true],
    ["offre Demandes d'achat, a sale", { offre: ["Demandes d'achat"] }, true],
    ['offre Location only, a sale', { offre: ['Location'] }, false],
    ['offre Offres programmes neufs only (no such listing)', { offre: ['Offres programmes neufs'] }, false],
    ['type Maison', { typesBiens: ['Maison'] }, true],
    ['type Appartement only', { typesBiens: ['Appartement', 'Studio'] }, false],
    ['locality by name, accents and case ignored', { localites: [{ label: 'aulnay sous bois', zip: null, name: 'aulnay sous bois', centre: null }] }, true],
    ['locality by postcode', { localites: [{ label: '93600', zip: '93600', name: null, centre: null }] }, true],
    ['another town, no proximity', { localites: [sevran] }, false],
    ['another town 3 km away, proximity 5 km', { localites: [sevran], proximiteKm: 5 }, true],
    ['a far town, proximity 15 km', { localites: [{ label: 'Lyon', zip: '69001', name: 'Lyon', centre: { lat: 45.76, lng: 4.83 } }], proximiteKm: 15 }, false],
    ['price within min and max (bounds included)', { prixMin: 320_000, prixMax: 320_000 }, true],
    ['price above the maximum', { prixMax: 300_000 }, false],
    ['bedrooms 2 to 4', { chambresMin: 2, chambresMax: 4 }, true],
    ['at least 4 bedrooms', { chambresMin: 4 }, false],
    ['surface at most 90', { surfMax: 90 }, false],
    ['outdoor JARDIN', { exterieur: ['JARDIN'] }, true],
    ['outdoor JARDIN and BALCON', { exterieur: ['JARDIN', 'BALCON'] }, false],
  ] as Array<[string, Partial<AlertCriteria>, boolean]>)('%s → %s', (_name, criteria, expected) => {
    expect(alertMatches({ ...anything, ...criteria }, house)).toBe(expected);
  });

  it.each([
    ['Maison', 'Villa', true],
    ['Maison', 'Maison de village', true],
    ['Appartement', 'Studio', true],
    ['Appartement', 'Villa', false],
  ] as const)('type %s matches a %s: %s (the buyer’s meaning, issue 38)', (chosen, type, expected) => {
    expect(alertMatches({ ...anything, typesBiens: [chosen] }, { ...house, type })).toBe(expected);
  });

  it('a sold listing never matches', () => {
    expect(alertMatches(anything, { ...house, status: 'sold' })).toBe(false);
  });

  it('a bedroom bound excludes a listing without a bedroom count (land)', () => {
    expect(alertMatches({ ...anything, chambresMin: 1 }, { ...house, type: 'Terrain', beds: null, area: null })).toBe(false);
  });
});
