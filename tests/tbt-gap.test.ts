import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script module, no declarations
import { median, tbtGaps, TBT_GAP_LIMIT_MS } from '../scripts/lib/tbt-gap.mjs';

describe('median', () => {
  it.each([
    [[], null],
    [[5], 5],
    [[3, 1, 2], 2],
    [[40, 10, 30, 20], 25],
  ])('median of %j is %s', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe('tbtGaps: an interactive page against the content pages of its own site', () => {
  const pages = [
    { site: 'reseau', page: 'reseau/mentions-legales', jsKb: 0, tbtMs: 150 },
    { site: 'reseau', page: 'reseau/plan-du-site', jsKb: 0, tbtMs: 170 },
    { site: 'reseau', page: 'reseau/', jsKb: 127.3, tbtMs: 260 },
    { site: 'reseau', page: 'reseau/acheter', jsKb: 127.4, tbtMs: 261 },
    { site: 'sevran', page: 'sevran/', jsKb: 126, tbtMs: 700 },
    { site: 'diag', page: 'diag/', jsKb: 119.7, tbtMs: 400 },
    { site: 'diag', page: 'diag/actualites', jsKb: 0, tbtMs: 390 },
  ];
  const rows = tbtGaps(pages);

  it('lists interactive pages only, with the gap to the median of their site\'s content pages', () => {
    expect(rows.map((r: { page: string }) => r.page)).toEqual(['reseau/', 'reseau/acheter', 'sevran/', 'diag/']);
    expect(rows[0]).toMatchObject({ 'TBT ms': 260, 'content pages TBT ms': 160, 'gap ms': 100, within: 'yes' });
  });

  it(`a gap of ${TBT_GAP_LIMIT_MS} ms is within, one more is not`, () => {
    expect(TBT_GAP_LIMIT_MS).toBe(100);
    expect(rows[1]).toMatchObject({ 'gap ms': 101, within: 'NO' });
  });

  it('a site without a content page says so instead of comparing with another site', () => {
    expect(rows[2]).toMatchObject({ 'content pages TBT ms': null, 'gap ms': null, within: 'no content page on this site' });
  });

  it('compares each page with its own site only', () => {
    expect(rows[3]).toMatchObject({ 'content pages TBT ms': 390, 'gap ms': 10, within: 'yes' });
  });
});
