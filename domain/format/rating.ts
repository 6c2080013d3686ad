/**
 * One rating rule for every family (network spec: "average rounded to whole stars, shown with 1
 * decimal out of 5"; issue 17 item 9). The shown figure is the average to one decimal; the stars
 * are that figure rounded to whole stars, so '4,9' never sits beside 4½ stars and '4,5' beside 4.
 */
export type StarFill = 'full' | 'empty';

const clampAverage = (average: number | null | undefined): number | null =>
  typeof average === 'number' && Number.isFinite(average) ? Math.min(5, Math.max(0, average)) : null;

/** The average as shown: one decimal (4.86 → 4.9); null when there is none. */
export function shownAverage(average: number | null | undefined): number | null {
  const avg = clampAverage(average);
  return avg == null ? null : Math.round(avg * 10) / 10;
}

/** Whole stars out of five, from the shown average (4.9 → 5, 4.5 → 5, 4.4 → 4). */
export function wholeStars(average: number | null | undefined): number {
  const shown = shownAverage(average);
  return shown == null ? 0 : Math.round(shown);
}

export function starFills(average: number | null | undefined): StarFill[] {
  const stars = wholeStars(average);
  return [1, 2, 3, 4, 5].map((i) => (i <= stars ? 'full' : 'empty'));
}

/** "4,9": one decimal, French decimal comma; a dash when there is no average. */
export function formatRating(average: number | null | undefined): string {
  const shown = shownAverage(average);
  if (shown == null) return '–';
  return new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(shown);
}
