import { type Locale, LOCALE_TAGS } from '../i18n/locale';

/**
 * One rating rule for every family (network spec: "average rounded to whole stars, shown with 1
 * decimal out of 5"; issue 17 item 9). The shown figure is the average to one decimal; the stars are
 * that shown figure rounded to whole stars, so '4,9' never sits beside 4½ stars nor '4,5' beside 4.
 */
export const MAX_STARS = 5;

export type StarFill = 'full' | 'empty';

/** The average as shown: clamped to 0–5, one decimal (4.86 → 4.9); null when there is none. */
export function shownAverage(average: number | null | undefined): number | null {
  if (typeof average !== 'number' || !Number.isFinite(average)) return null;
  const value = Math.min(MAX_STARS, Math.max(0, average));
  return Math.round(value * 10) / 10;
}

/** Whole stars and the one-decimal text in the locale's notation; null when there is no average. */
// Building an Intl formatter costs far more than using one: one per locale, kept (issue 16).
const ONE_DECIMAL: Partial<Record<Locale, Intl.NumberFormat>> = {};

export function ratingDisplay(average: number | null | undefined, locale: Locale = 'fr'): { stars: number; text: string } | null {
  const shown = shownAverage(average);
  if (shown == null) return null;
  const format = (ONE_DECIMAL[locale] ??= new Intl.NumberFormat(LOCALE_TAGS[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
  const text = format.format(shown);
  return { stars: Math.round(shown), text };
}

/** Whole stars out of five (4.86 → shown 4,9 → 5; 4.44 → 4,4 → 4); 0 when there is no average. */
export function wholeStars(average: number | null | undefined): number {
  return ratingDisplay(average)?.stars ?? 0;
}

export function starFills(average: number | null | undefined): StarFill[] {
  const stars = wholeStars(average);
  return Array.from({ length: MAX_STARS }, (_, i) => (i < stars ? 'full' : 'empty'));
}

/** "4,9" (French) or "4.9" (English); a dash when there is no average. */
export function formatRating(average: number | null | undefined, locale: Locale = 'fr'): string {
  return ratingDisplay(average, locale)?.text ?? '–';
}
