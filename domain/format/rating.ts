import { type Locale, LOCALE_TAGS } from '../i18n/locale';

/**
 * Network spec rating rule: the average is drawn as whole stars (rounded) and written with one
 * decimal. (The diagnostics sites have their own half-star rule: domain/diag/rating.ts.)
 */
export const MAX_STARS = 5;

export function ratingDisplay(average: number | null | undefined, locale: Locale = 'fr'): { stars: number; text: string } | null {
  if (average == null || !Number.isFinite(average)) return null;
  const value = Math.min(MAX_STARS, Math.max(0, average));
  const text = new Intl.NumberFormat(LOCALE_TAGS[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
  return { stars: Math.round(value), text };
}
