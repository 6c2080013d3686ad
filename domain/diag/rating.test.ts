import { describe, expect, it } from 'vitest';
import { formatRating, starFills } from './rating';

const short = (fills: string[]) => fills.map((f) => (f === 'full' ? 'F' : f === 'half' ? 'H' : '-')).join('');

describe('starFills (half steps, 0.1 tolerance)', () => {
  it.each([
    [5, 'FFFFF'],
    [4.9, 'FFFFF'],
    [4.86, 'FFFFH'],
    [4.4, 'FFFFH'],
    [4.35, 'FFFF-'],
    [3, 'FFF--'],
    [0, '-----'],
    [Number.NaN, '-----'],
    [7, 'FFFFF'],
  ])('%d → %s', (avg, expected) => expect(short(starFills(avg))).toBe(expected));
});

describe('formatRating (one decimal)', () => {
  it.each([
    [4.86, '4,9'],
    [5, '5,0'],
    [undefined, '–'],
  ])('%s → %s', (avg, expected) => expect(formatRating(avg)).toBe(expected));
});

it('shows one decimal with a point in English', () => expect(formatRating(4.75, 'en')).toBe('4.8'));
