import { describe, expect, it } from 'vitest';
import { frenchDayMonth, latestPriceDrop, priceDropSentence } from './price-history';

const NOW = new Date('2026-11-28T12:00:00Z');

describe('the price history as the property page says it', () => {
  it('a drop of 5 % on 12 November reads “Prix en baisse de 5 % depuis le 12 novembre”', () => {
    const drop = latestPriceDrop([{ oldPrice: 200_000, newPrice: 190_000, changedAt: '2026-11-12T09:30:00Z' }], 190_000);
    expect(drop).toEqual({ percent: 5, since: '2026-11-12T09:30:00Z', from: 200_000, to: 190_000 });
    expect(priceDropSentence(drop!, NOW)).toBe('Prix en baisse de 5 % depuis le 12 novembre');
  });

  it.each([
    ['no change', [], 190_000],
    ['the last change is a rise', [{ oldPrice: 200_000, newPrice: 190_000, changedAt: '2026-11-01T00:00:00Z' }, { oldPrice: 190_000, newPrice: 195_000, changedAt: '2026-11-10T00:00:00Z' }], 195_000],
    ['the price moved since (the history does not end at the current price)', [{ oldPrice: 200_000, newPrice: 190_000, changedAt: '2026-11-01T00:00:00Z' }], 185_000],
  ])('no drop to show: %s', (_case, history, price) => {
    expect(latestPriceDrop(history, price)).toBeNull();
  });

  it('a small drop rounds to a whole percent, at least 1', () => {
    expect(latestPriceDrop([{ oldPrice: 210_000, newPrice: 209_000, changedAt: '2026-11-01T00:00:00Z' }], 209_000)?.percent).toBe(1);
    expect(latestPriceDrop([{ oldPrice: 210_000, newPrice: 199_500, changedAt: '2026-11-01T00:00:00Z' }], 199_500)?.percent).toBe(5);
  });

  it('dates in Paris time, “1er” for the first of the month, the year when it is not this one', () => {
    expect(frenchDayMonth('2026-11-30T23:30:00Z', NOW)).toBe('1er décembre');
    expect(frenchDayMonth('2025-11-12T10:00:00Z', NOW)).toBe('12 novembre 2025');
  });
});
