import { type Locale, LOCALE_TAGS } from '../i18n/locale';

/** Star fill for an average out of 5, in half-star steps with the spec's 0.1 tolerance. */
export type StarFill = 'full' | 'half' | 'empty';

export function starFills(average: number | null | undefined, tolerance = 0.1): StarFill[] {
  const avg = Number.isFinite(average) ? Math.min(5, Math.max(0, average as number)) : 0;
  return [1, 2, 3, 4, 5].map((i) => (avg >= i - tolerance ? 'full' : avg >= i - 0.5 - tolerance ? 'half' : 'empty'));
}

/** "4,9" — one decimal, French decimal comma. */
export function formatRating(average: number | null | undefined, locale: Locale = 'fr'): string {
  if (!Number.isFinite(average)) return '–';
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average as number);
}
