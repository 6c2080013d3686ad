import { describe, expect, it } from 'vitest';
import { coherenceIssues } from './coherence';
import type { Listing } from './listing';

const none = { jardin: false, terrasse: false, balcon: false, parking: false, cave: false, ascenseur: false, piscine: false, clim: false, handi: false };
const flat: Listing = {
  id: 'b1', slug: 'appartement-3-pieces-sevran', status: 'sale', publication: 'published', type: 'Appartement', title: 'Appartement 3 pièces 64 m²',
  description: 'Au calme, appartement 3 pièces 64 m² à Sevran. Les volumes sont généreux.', highlight: null, price: 210_000, city: 'Sevran', zip: '93270', insee: '93071',
  department: '93', region: '11', coords: null, area: 64, land: null, rooms: 3, beds: 2, baths: 1, floor: 3, heating: 'Chauffage collectif au gaz', parking: 1, year: 1975,
  exclusive: false, publishedAt: '2026-11-20T10:00:00.000Z', virtualTourUrl: null, features: { ...none, parking: true, ascenseur: true }, photos: [{ id: 'p1', src: 'x.jpg', alt: 'Façade' }],
  adviserId: 'cons-001', siteIds: ['reseau'], sale: { priceFeesIncluded: 210_000, feePercent: 5, feesPaidBy: 'acquereur', priceWithoutFees: 200_000 }, rent: null,
  energy: null, georisquesMention: true, coownership: { lots: 40, yearlyCharges: 1_800, procedureUnderway: false, procedureDetails: null },
};
const rental: Listing = { ...flat, status: 'rent', price: 950, sale: null, rent: { rentChargesIncluded: 950, charges: 70, chargesMode: 'provisions', deposit: 880, tenantFees: 832, inventoryFee: 192, furnished: false } };
const house: Listing = { ...flat, type: 'Maison', floor: null, coownership: null, heating: 'Pompe à chaleur', features: { ...none, jardin: true } , parking: 0 };

describe('an advert whose facts agree with each other raises nothing', () => {
  it.each([
    ['a flat for sale', flat],
    ['a flat to let at 13,75 € HC/m²', rental],
    ['a house with a garden and no parking', house],
    ['a 1900 building of 20 lots with a lift', { ...flat, year: 1900, coownership: { ...flat.coownership!, lots: 20 } }],
    ['a studio of one room', { ...flat, type: 'Studio' as const, rooms: 1, beds: 0, description: 'Studio lumineux, cuisine équipée.' }],
    ['a flat renovated in 2021, built in 1975', { ...flat, description: 'Entièrement rénové en 2021 : menuiseries double vitrage.' }],
    ['a garden flat on the ground floor', { ...flat, floor: 0, features: { ...flat.features, jardin: true } }],
  ])('%s', (_name, listing) => {
    expect(coherenceIssues(listing)).toEqual([]);
  });
});

describe('an advert that contradicts itself is caught', () => {
  it.each([
    ['a rental "idéal pour une première acquisition"', { ...rental, description: 'Idéal pour une première acquisition ou un investissement locatif.' }, 'rent-wording'],
    ['a rental with the general meetings’ minutes for a buyer', { ...rental, description: 'Votre conseiller vous communiquera les procès-verbaux des dernières assemblées générales.' }, 'rent-wording'],
    ['160 € of rent for 19 m² (8,4 €/m² with 0 charges is fine, 160 € with 30 € of charges is not)', { ...rental, area: 19, rent: { ...rental.rent!, rentChargesIncluded: 160, charges: 30 } }, 'rent-per-m2'],
    ['2 000 € HC for 40 m² (50 €/m²)', { ...rental, area: 40, rent: { ...rental.rent!, rentChargesIncluded: 2_070, charges: 70 } }, 'rent-per-m2'],
    ['"Stationnement 0" next to "Parking"', { ...flat, parking: 0 }, 'parking-count'],
    ['two parking spaces without "Parking"', { ...flat, parking: 2, features: { ...flat.features, parking: false } }, 'parking-count'],
    ['an 1887 building of 205 lots', { ...flat, year: 1887, coownership: { ...flat.coownership!, lots: 205 } }, 'old-large-coownership'],
    ['a lift in an 1887 building of 6 lots', { ...flat, year: 1887, coownership: { ...flat.coownership!, lots: 6 } }, 'lift-building'],
    ['a lift in a house', { ...house, features: { ...house.features, ascenseur: true } }, 'lift-building'],
    ['a private garden on the 3rd floor', { ...flat, features: { ...flat.features, jardin: true } }, 'garden-upstairs'],
    ['collective heating in a house', { ...house, heating: 'Chauffage collectif au gaz' }, 'collective-heating'],
    ['a studio of 2 rooms', { ...flat, type: 'Studio' as const, rooms: 2 }, 'studio-rooms'],
    ['a studio whose bedrooms "donnent au calme"', { ...flat, type: 'Studio' as const, rooms: 1, description: 'Les chambres donnent au calme.' }, 'studio-rooms'],
    ['renovated in 2021, built in 2023', { ...flat, year: 2023, description: 'Entièrement rénové en 2021.' }, 'renovated-before-built'],
    ['co-ownership charges in a house’s description', { ...house, description: 'Les charges de copropriété sont disponibles.' }, 'coownership-wording'],
  ])('%s', (_name, listing, rule) => {
    expect(coherenceIssues(listing as Listing).map((i) => i.rule)).toContain(rule);
  });
});
