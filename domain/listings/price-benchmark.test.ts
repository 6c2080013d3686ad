import { describe, expect, it } from 'vitest';
import { dvfTypeOf, priceBenchmark, pricePerM2 } from './price-benchmark';

describe('price per m² and the DVF median beside it', () => {
  it.each([
    ['207,000 € for 60 m²', 207_000, 60, 3450],
    ['no living area', 207_000, null, null],
    ['a living area under 1 m² (a typo)', 207_000, 0, null],
  ])('%s → %s', (_label, price, area, expected) => {
    expect(pricePerM2(price, area)).toBe(expected);
  });

  it('shows the commune median with its count and DVF period when 5 sales or more stand behind it', () => {
    expect(priceBenchmark({ price: 207_000, area: 60, type: 'Appartement', city: 'Sevran' }, { eurPerM2: 2427, sales: 44 })).toEqual({
      pricePerM2: 3450,
      median: { eurPerM2: 2427, sales: 44, commune: 'Sevran', from: '2024-08-15', to: '2025-08-15' },
    });
  });

  it.each([
    ['no DVF figure', { price: 207_000, area: 60, type: 'Appartement', city: 'Sevran' }, null],
    ['4 sales only', { price: 207_000, area: 60, type: 'Appartement', city: 'Sevran' }, { eurPerM2: 2427, sales: 4 }],
    ['a parking space (no DVF type)', { price: 20_000, area: 12, type: 'Parking', city: 'Sevran' }, { eurPerM2: 2427, sales: 44 }],
  ] as const)('%s: the price per m² alone, no median', (_label, listing, figure) => {
    expect(priceBenchmark(listing, figure)?.median).toBeNull();
  });

  it('compares a villa with houses and a studio with flats', () => {
    expect([dvfTypeOf('Villa'), dvfTypeOf('Studio'), dvfTypeOf('Terrain')]).toEqual(['Maison', 'Appartement', null]);
  });
});
