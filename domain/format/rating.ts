/** Network spec rating rule: the average is drawn as whole stars (rounded) and written with one decimal. */
const ONE_DECIMAL = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
export const MAX_STARS = 5;

export function ratingDisplay(average: number | null | undefined): { stars: number; text: string } | null {
  if (average == null || !Number.isFinite(average)) return null;
  const value = Math.min(MAX_STARS, Math.max(0, average));
  return { stars: Math.round(value), text: ONE_DECIMAL.format(value) };
}
