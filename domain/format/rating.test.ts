import { describe, expect, it } from 'vitest';
import { formatRating, ratingDisplay, starFills, wholeStars } from './rating';

// Network spec: "Rating: average rounded to whole stars, shown with 1 decimal out of 5". The stars are
// read from the shown one-decimal figure (issue 17 item 9), so text and stars never disagree.
describe('ratingDisplay: whole stars (rounded), one decimal', () => {
  it.each([
    [4.3, 4, '4,3'],
    [4.5, 5, '4,5'],
    [4.46, 5, '4,5'],
    [4.86, 5, '4,9'],
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

describe('one rating rule (issue 17 item 9)', () => {
  it.each<[number | undefined, string, number]>([
    [4.86, '4,9', 5],
    [4.8, '4,8', 5],
    [4.5, '4,5', 5],
    [4.46, '4,5', 5],
    [4.44, '4,4', 4],
    [4.4, '4,4', 4],
    [3.5, '3,5', 4],
    [3.49, '3,5', 4],
    [3.44, '3,4', 3],
    [5, '5,0', 5],
    [0, '0,0', 0],
    [7, '5,0', 5],
    [undefined, '–', 0],
    [Number.NaN, '–', 0],
  ])('%s → "%s" with %i whole stars', (average, text, stars) => {
    expect(formatRating(average)).toBe(text);
    expect(wholeStars(average)).toBe(stars);
    expect(starFills(average).filter((f) => f === 'full')).toHaveLength(stars);
    expect(starFills(average)).toHaveLength(5);
  });

  it('never draws a half star', () => {
    for (let tenth = 0; tenth <= 50; tenth++) expect(starFills(tenth / 10)).not.toContain('half');
  });

  it('stars and text agree for every average to two decimals', () => {
    for (let hundredth = 0; hundredth <= 500; hundredth++) {
      const shown = ratingDisplay(hundredth / 100);
      expect(shown?.stars).toBe(Math.round(Number(shown?.text.replace(',', '.'))));
    }
  });
});
