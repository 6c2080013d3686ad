import { describe, expect, it } from 'vitest';
import { ratingDisplay } from './rating';

describe('ratingDisplay: whole stars (rounded), one decimal', () => {
  it.each([
    [4.3, 4, '4,3'],
    [4.5, 5, '4,5'],
    [4.46, 4, '4,5'],
    [5, 5, '5,0'],
    [0, 0, '0,0'],
    [2.04, 2, '2,0'],
    [7, 5, '5,0'],
    [-1, 0, '0,0'],
  ])('%s → %i stars, "%s"', (average, stars, text) => {
    expect(ratingDisplay(average)).toEqual({ stars, text });
  });

  it('in English the decimal is a point', () => expect(ratingDisplay(4.26, 'en')).toEqual({ stars: 4, text: '4.3' }));

  it.each([null, undefined, Number.NaN])('%s → null', (average) => expect(ratingDisplay(average)).toBeNull());
});
