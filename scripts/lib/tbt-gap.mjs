// Issue 35's hydration target, as the audit reports it: on each site, an interactive page's total
// blocking time (TBT) may be at most 100 ms above the median of that site's content pages (pages
// that load no JavaScript). Pure: rows in, one row per interactive page out.

/** The allowed gap, in milliseconds, between an interactive page and its site's content pages. */
export const TBT_GAP_LIMIT_MS = 100;

export function median(values) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * @param {{ site: string, page: string, jsKb: number, tbtMs: number }[]} pages the audited pages with a
 *   Lighthouse result (a failed run is left out by the caller)
 * @returns {{ page: string, 'TBT ms': number, 'content pages TBT ms': number | null, 'gap ms': number | null, within: string }[]}
 */
export function tbtGaps(pages) {
  const contentMedian = new Map();
  for (const site of new Set(pages.map((p) => p.site))) {
    contentMedian.set(site, median(pages.filter((p) => p.site === site && p.jsKb === 0).map((p) => p.tbtMs)));
  }
  return pages
    .filter((p) => p.jsKb > 0)
    .map((p) => {
      const base = contentMedian.get(p.site);
      const gap = base === null ? null : Math.round(p.tbtMs - base);
      return {
        page: p.page,
        'TBT ms': Math.round(p.tbtMs),
        'content pages TBT ms': base === null ? null : Math.round(base),
        'gap ms': gap,
        // A site with no content page has nothing to compare with: said, not guessed.
        within: gap === null ? 'no content page on this site' : gap <= TBT_GAP_LIMIT_MS ? 'yes' : 'NO',
      };
    });
}
