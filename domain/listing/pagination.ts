/**
 * Page numbers to show (network spec §9): every number up to 9 pages; beyond, the first 3, a window
 * around the current page (one either side) and the last 3, an ellipsis standing for each gap. A gap
 * of a single page shows that page instead: an ellipsis would hide no more than a number.
 */
export const ALL_PAGES_UP_TO = 9;
const EDGE = 3;
const WINDOW = 1;

export type PaginationItem = number | 'ellipsis';

export function paginationItems(current: number, total: number): PaginationItem[] {
  const last = Math.max(0, Math.floor(total));
  if (last === 0) return [];
  const page = clampPage(current, last);
  if (last <= ALL_PAGES_UP_TO) return range(1, last);
  const shown = new Set<number>([...range(1, EDGE), ...range(page - WINDOW, page + WINDOW), ...range(last - EDGE + 1, last)]);
  const pages = [...shown].filter((n) => n >= 1 && n <= last).sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  pages.forEach((n, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) items.push('ellipsis');
    items.push(n);
  });
  return items;
}

/** A page number from the URL: whole, between 1 and the last page; anything unreadable is page 1. */
export function clampPage(value: number | string | null | undefined, totalPages: number): number {
  const n = typeof value === 'string' ? Number(value.trim() || NaN) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return 1;
  return Math.min(Math.max(1, Math.floor(totalPages)), Math.max(1, Math.floor(n)));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
