import { describe, expect, it } from 'vitest';
import { clampPage, paginationItems } from './pagination';

const E = 'ellipsis';

describe('paginationItems (spec §9)', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [5, 9, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [9, 9, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
  ])('all numbers when 9 pages or fewer: page %i of %i', (current, total, expected) => {
    expect(paginationItems(current, total)).toEqual(expected);
  });

  it.each([
    // First 3, window around the current, last 3, ellipses for the gaps.
    [1, 20, [1, 2, 3, E, 18, 19, 20]],
    [10, 20, [1, 2, 3, E, 9, 10, 11, E, 18, 19, 20]],
    [20, 20, [1, 2, 3, E, 18, 19, 20]],
    [4, 20, [1, 2, 3, 4, 5, E, 18, 19, 20]],
    [17, 20, [1, 2, 3, E, 16, 17, 18, 19, 20]],
    // A one-page gap shows the page rather than an ellipsis.
    [5, 20, [1, 2, 3, 4, 5, 6, E, 18, 19, 20]],
    [1, 10, [1, 2, 3, E, 8, 9, 10]],
    [5, 10, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [6, 12, [1, 2, 3, 4, 5, 6, 7, E, 10, 11, 12]],
  ])('page %i of %i', (current, total, expected) => {
    expect(paginationItems(current, total)).toEqual(expected);
  });

  it('no pages, no items; an out-of-range current page is clamped', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(99, 20)).toEqual([1, 2, 3, E, 18, 19, 20]);
    expect(paginationItems(-3, 20)).toEqual([1, 2, 3, E, 18, 19, 20]);
  });
});

describe('clampPage', () => {
  it.each([
    ['3', 10, 3],
    ['0', 10, 1],
    ['-2', 10, 1],
    ['11', 10, 10],
    ['2.7', 10, 2],
    ['abc', 10, 1],
    ['', 10, 1],
    [null, 10, 1],
    [undefined, 10, 1],
    [4, 0, 1],
  ] as const)('%j of %i pages → %i', (value, total, expected) => {
    expect(clampPage(value, total)).toBe(expected);
  });
});
