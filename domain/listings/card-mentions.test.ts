import { describe, expect, it } from 'vitest';
import { saleFeesShort } from './card-mentions';

describe('saleFeesShort (fees on a sale card)', () => {
  it.each([
    [{ priceFeesIncluded: 315000, feePercent: 5, feesPaidBy: 'acquereur' as const, priceWithoutFees: 300000 }, 'Honoraires 5 % TTC à la charge de l’acquéreur'],
    [{ priceFeesIncluded: 210000, feePercent: 4.5, feesPaidBy: 'acquereur' as const, priceWithoutFees: 200957 }, 'Honoraires 4,5 % TTC à la charge de l’acquéreur'],
    [{ priceFeesIncluded: 250000, feePercent: 5, feesPaidBy: 'vendeur' as const, priceWithoutFees: null }, 'Honoraires à la charge du vendeur'],
  ])('%j → %s', (sale, expected) => {
    expect(saleFeesShort(sale)).toBe(expected);
  });
  it('no sale terms, no mention', () => {
    expect(saleFeesShort(null)).toBeNull();
  });
});
