import { describe, expect, it } from 'vitest';
import { energyCostSentence, EXCESSIVE_ENERGY_WORDING, excessiveEnergyWording, isNewListing, type Listing, saleFeesSentence } from './listing';
import { publishableListingSchema } from './publishable';

const features = { jardin: false, terrasse: false, balcon: true, parking: false, cave: false, ascenseur: true, piscine: false, clim: false, handi: false };
const flatForSale: Listing = {
  id: 'b1', slug: 'appartement-3-pieces-sevran', status: 'sale', publication: 'published', type: 'Appartement', title: 'Appartement 3 pièces 64 m²',
  description: 'Lumineux.', highlight: null, price: 210_000, city: 'Sevran', zip: '93270', insee: '93071', department: '93', region: '11',
  coords: { lat: 48.94, lng: 2.52 }, area: 64, land: null, rooms: 3, beds: 2, baths: 1, floor: 2, heating: 'Gaz individuel', parking: 1, year: 1975,
  exclusive: false, publishedAt: '2026-11-20T10:00:00.000Z', virtualTourUrl: null, features, photos: [{ id: 'p1', src: 'listings/appartement-1.svg', alt: 'Façade' }],
  adviserId: 'cons-001', siteIds: ['reseau'],
  // 200,000 € without fees, 5 % paid by the buyer: 210,000 € fees included.
  sale: { priceFeesIncluded: 210_000, feePercent: 5, feesPaidBy: 'acquereur', priceWithoutFees: 200_000 },
  rent: null,
  energy: { kind: 'dpe', dpeLetter: 'F', kwhPerM2: 350, gesLetter: 'E', co2KgPerM2: 60, costMin: 2_100, costMax: 2_900, costReferenceYear: 2023 },
  georisquesMention: true,
  coownership: { lots: 40, yearlyCharges: 1_800, procedureUnderway: false, procedureDetails: null },
};
const flatForRent: Listing = {
  ...flatForSale, id: 'b2', slug: 'appartement-a-louer', status: 'rent', price: 950, sale: null,
  // 880 € rent + 70 € charges; unfurnished: deposit at most one month without charges.
  rent: { rentChargesIncluded: 950, charges: 70, chargesMode: 'provisions', deposit: 880, tenantFees: 832, inventoryFee: 192, furnished: false },
};

describe('a listing may be published only with the mentions the law requires', () => {
  it.each([
    ['a flat for sale with every mention', flatForSale],
    ['a flat for rent with every mention', flatForRent],
    ['a sale whose fees the seller pays (no price without fees needed)', { ...flatForSale, sale: { priceFeesIncluded: 210_000, feePercent: 5, feesPaidBy: 'vendeur' as const, priceWithoutFees: null } }],
    ['a plot of land without DPE nor co-ownership', { ...flatForSale, type: 'Terrain' as const, energy: null, coownership: null, area: null, rooms: null }],
    ['a house exempt from DPE that says so', { ...flatForSale, type: 'Maison' as const, coownership: null, energy: { kind: 'exempt' as const, reason: 'non-soumis' as const } }],
    ['a furnished rental with a two-month deposit', { ...flatForRent, rent: { ...flatForRent.rent!, furnished: true, deposit: 1_760 } }],
  ])('accepts %s', (_name, listing) => {
    expect(publishableListingSchema.safeParse(listing).success).toBe(true);
  });

  it.each([
    ['no sale terms on a sale', { ...flatForSale, sale: null }, 'sale'],
    ['the buyer pays but no price without fees', { ...flatForSale, sale: { ...flatForSale.sale!, priceWithoutFees: null } }, 'sale.priceWithoutFees'],
    ['a fee percentage that does not match the two prices', { ...flatForSale, sale: { ...flatForSale.sale!, feePercent: 8 } }, 'sale.feePercent'],
    ['a shown price that is not the fees-included price', { ...flatForSale, price: 200_000 }, 'sale.priceFeesIncluded'],
    ['no rent terms on a rental', { ...flatForRent, rent: null }, 'rent'],
    ['a shown rent that is not charges included', { ...flatForRent, price: 880 }, 'rent.rentChargesIncluded'],
    ['an inventory fee above the tenant fees', { ...flatForRent, rent: { ...flatForRent.rent!, inventoryFee: 900 } }, 'rent.inventoryFee'],
    ['an unfurnished deposit above one month without charges', { ...flatForRent, rent: { ...flatForRent.rent!, deposit: 950 } }, 'rent.deposit'],
    ['a dwelling without any energy statement', { ...flatForSale, energy: null }, 'energy'],
    ['an inverted energy cost range', { ...flatForSale, energy: { ...(flatForSale.energy as Extract<Listing['energy'], { kind: 'dpe' }>), costMin: 3_000, costMax: 2_000 } }, 'energy.costMin'],
    ['no Géorisques mention', { ...flatForSale, georisquesMention: false }, 'georisquesMention'],
    ['a flat without its co-ownership facts', { ...flatForSale, coownership: null }, 'coownership'],
    ['a dwelling without living area', { ...flatForSale, area: null }, 'area'],
    ['no photo', { ...flatForSale, photos: [] }, 'photos'],
  ])('refuses %s', (_name, listing, path) => {
    const result = publishableListingSchema.safeParse(listing);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  const dpe = flatForSale.energy as Extract<Listing['energy'], { kind: 'dpe' }>;
  it.each([
    // Issue 38: letters the figures contradict (arrêté du 31 mars 2021: the worse of energy and climate).
    ['246 kWh and 52 kg shown D (the climate class E makes it E)', { ...dpe, dpeLetter: 'D' as const, kwhPerM2: 246, gesLetter: 'E' as const, co2KgPerM2: 52 }, 64, 'energy.dpeLetter'],
    ['396 kWh and 114 kg shown F (G)', { ...dpe, dpeLetter: 'F' as const, kwhPerM2: 396, gesLetter: 'G' as const, co2KgPerM2: 114 }, 64, 'energy.dpeLetter'],
    ['a climate letter better than its emissions', { ...dpe, dpeLetter: 'E' as const, kwhPerM2: 300, gesLetter: 'C' as const, co2KgPerM2: 40 }, 64, 'energy.gesLetter'],
    ['a 19 m² studio at 320 kWh shown D (E on the small-surface scale)', { ...dpe, dpeLetter: 'D' as const, kwhPerM2: 320, gesLetter: 'C' as const, co2KgPerM2: 20 }, 19, 'energy.dpeLetter'],
  ])('refuses %s', (_name, energy, area, path) => {
    const result = publishableListingSchema.safeParse({ ...flatForSale, area, energy });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it.each([
    ['246 kWh and 52 kg shown E', { ...dpe, dpeLetter: 'E' as const, kwhPerM2: 246, gesLetter: 'E' as const, co2KgPerM2: 52 }, 64],
    ['a 19 m² studio at 300 kWh shown D (E on the 40 m² scale)', { ...dpe, dpeLetter: 'D' as const, kwhPerM2: 300, gesLetter: 'C' as const, co2KgPerM2: 20 }, 19],
    ['a mountain home at 450 kWh shown F (above 800 m)', { ...dpe, dpeLetter: 'F' as const, kwhPerM2: 450, gesLetter: 'C' as const, co2KgPerM2: 20, highAltitude: true }, 64],
  ])('accepts %s', (_name, energy, area) => {
    expect(publishableListingSchema.safeParse({ ...flatForSale, area, energy }).success).toBe(true);
  });

  it('refuses a photo without alternative text', () => {
    expect(publishableListingSchema.safeParse({ ...flatForSale, photos: [{ id: 'p1', src: 'x.svg', alt: ' ' }] }).success).toBe(false);
  });
});

describe('legal wording', () => {
  it.each([
    ['F', EXCESSIVE_ENERGY_WORDING],
    ['G', EXCESSIVE_ENERGY_WORDING],
    ['E', null],
    ['A', null],
  ] as const)('a %s dwelling gets %s', (letter, wording) => {
    expect(excessiveEnergyWording({ kind: 'dpe', dpeLetter: letter, kwhPerM2: 100, gesLetter: 'C', co2KgPerM2: 10, costMin: 1, costMax: 2, costReferenceYear: 2023 })).toBe(wording);
  });

  it('says "Logement à consommation énergétique excessive" word for word', () => {
    expect(EXCESSIVE_ENERGY_WORDING).toBe('Logement à consommation énergétique excessive');
  });

  it('states the energy cost range and its reference year', () => {
    expect(energyCostSentence(flatForSale.energy)).toBe(
      'Montant estimé des dépenses annuelles d’énergie pour un usage standard : entre 2\u202f100 € et 2\u202f900 € par an. Prix moyens des énergies indexés au 1er janvier 2023 (abonnements compris).',
    );
    expect(energyCostSentence({ kind: 'exempt', reason: 'vierge' })).toBeNull();
  });

  it('states who pays the fees and the price without them', () => {
    expect(saleFeesSentence(flatForSale.sale)).toBe('Honoraires de 5 % TTC à la charge de l’acquéreur, calculés sur le prix hors honoraires de 200\u202f000 €.');
    expect(saleFeesSentence({ ...flatForSale.sale!, feesPaidBy: 'vendeur' })).toBe('Honoraires à la charge du vendeur.');
  });
});

describe('isNew: published under 7 days ago', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it.each([
    ['2026-11-23T11:00:00Z', true],
    ['2026-11-16T12:00:01Z', true],
    ['2026-11-16T12:00:00Z', false],
    ['2026-10-01T00:00:00Z', false],
    ['2026-11-24T00:00:00Z', false],
    ['not a date', false],
  ])('%s → %s', (at, expected) => {
    expect(isNewListing(at, now)).toBe(expected);
  });
});
