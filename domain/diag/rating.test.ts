import { describe, expect, it } from 'vitest';
import { formatRating, starFills } from './rating';

const short = (fills: string[]) => fills.map((f) => (f === 'full' ? 'F' : f === 'half' ? 'H' : '-')).join('');

// The diagnostics sites follow the network spec: whole stars from the average rounded (as shown, one
// decimal), never a half star beside '4,9' (issue 17 item 9).
describe('starFills (whole stars from the shown one-decimal average)', () => {
  it.each([
    [5, 'FFFFF'],
    [4.9, 'FFFFF'],
    [4.86, 'FFFFF'],
    [4.4, 'FFFF-'],
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
