import { describe, expect, it } from 'vitest';
import { adviserDisplayName, ratingOf } from './adviser';

describe('rating of an adviser (spec §9: average shown with one decimal)', () => {
  it('no review: null, the page says "Pas encore d\'avis."', () => {
    expect(ratingOf([])).toBeNull();
  });
  it.each([
    [[5, 5, 4], 4.7, 3],
    [[5, 4, 5, 5], 4.8, 4],
    [[3], 3, 1],
  ])('%j → %s over %s', (ratings, value, count) => {
    expect(ratingOf(ratings.map((rating) => ({ rating, source: 'Google' as const })))).toEqual({ value, count, source: 'Google' });
  });
});

describe('display name (spec §7 call 1: default "Conseiller")', () => {
  it.each([
    [{ firstName: 'Léa', lastName: 'Garnier' }, 'Léa Garnier'],
    [{ firstName: ' ', lastName: 'Garnier' }, 'Garnier'],
    [{ firstName: '', lastName: '' }, 'Conseiller'],
    [{ firstName: null, lastName: null }, 'Conseiller'],
  ])('%j → %s', (input, name) => {
    expect(adviserDisplayName(input)).toBe(name);
  });
});
